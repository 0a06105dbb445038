/// A position on the screen finer than a cell: columns and rows with their fractions.
///
/// Column 12.25 is a quarter of the way into column 12; row 3.5 is half-way down row 3.
/// Terminals that report the mouse in pixels (SGR-Pixels, mode 1016) give such positions,
/// so a drawing can follow the pointer more closely than the cells it lands in.
public struct FinePoint: Hashable, Sendable {
  /// Columns from the left edge, with their fraction.
  public var x: Double
  /// Rows from the top edge, with their fraction.
  public var y: Double

  /// Creates a position from columns and rows.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The cell the position falls in.
  public var cell: Point {
    Point(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))
  }
}
