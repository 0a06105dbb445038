/// A cell position: `x` is the column, `y` the row, both from zero at the top left.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The column.
  public var x: Int
  /// The row.
  public var y: Int

  /// Creates a point at column `x`, row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left cell.
  public static let zero = Point(x: 0, y: 0)

  /// This point moved by `dx` columns and `dy` rows.
  public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
    Point(x: x + dx, y: y + dy)
  }

  public var description: String { "\(x),\(y)" }
}
