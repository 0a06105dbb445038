/// A rectangle of cells: an origin and a size.
///
/// Layout code carves a screen into rectangles with ``inset(by:)``, ``removingTop(_:)``
/// and friends; every helper clamps, so a tiny terminal yields empty rectangles rather
/// than negative sizes.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell.
  public var origin: Point
  /// Columns and rows.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its left column, top row, width and height.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// A rectangle at the origin covering `size`.
  public init(size: Size) {
    self.init(origin: .zero, size: size)
  }

  public var minX: Int { origin.x }
  public var minY: Int { origin.y }
  /// One past the last column.
  public var maxX: Int { origin.x + size.width }
  /// One past the last row.
  public var maxY: Int { origin.y + size.height }
  public var width: Int { size.width }
  public var height: Int { size.height }
  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// Whether `point` lies inside.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The cells both rectangles cover (empty, at this origin, when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return Rect(origin: Point(x: x0, y: y0), size: .zero) }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows top and bottom.
  public func inset(dx: Int = 0, dy: Int = 0) -> Rect {
    inset(top: dy, left: dx, bottom: dy, right: dx)
  }

  /// The rectangle shrunk by the given margins, never below zero size.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    let w = max(0, width - left - right)
    let h = max(0, height - top - bottom)
    return Rect(x: minX + min(left, width), y: minY + min(top, height), width: w, height: h)
  }

  /// The top `rows` rows (fewer if the rectangle is shorter).
  public func top(_ rows: Int) -> Rect {
    Rect(x: minX, y: minY, width: width, height: min(max(0, rows), height))
  }

  /// The bottom `rows` rows (fewer if the rectangle is shorter).
  public func bottom(_ rows: Int) -> Rect {
    let h = min(max(0, rows), height)
    return Rect(x: minX, y: maxY - h, width: width, height: h)
  }

  /// The left `columns` columns.
  public func left(_ columns: Int) -> Rect {
    Rect(x: minX, y: minY, width: min(max(0, columns), width), height: height)
  }

  /// The right `columns` columns.
  public func right(_ columns: Int) -> Rect {
    let w = min(max(0, columns), width)
    return Rect(x: maxX - w, y: minY, width: w, height: height)
  }

  /// What is left after the top `rows` rows are taken off.
  public func removingTop(_ rows: Int) -> Rect { inset(top: max(0, rows)) }

  /// What is left after the bottom `rows` rows are taken off.
  public func removingBottom(_ rows: Int) -> Rect { inset(bottom: max(0, rows)) }

  /// Splits into a top part of `rows` rows and the rest.
  public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
    (top(rows), removingTop(rows))
  }

  /// Splits into a left part of `columns` columns and the rest.
  public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
    (left(columns), inset(left: max(0, columns)))
  }

  /// One row of the rectangle, counted from its top; empty when out of range.
  public func row(_ index: Int) -> Rect {
    guard index >= 0, index < height else { return Rect(x: minX, y: minY, width: width, height: 0) }
    return Rect(x: minX, y: minY + index, width: width, height: 1)
  }

  /// A rectangle of `size` centred in this one (clamped to fit).
  public func centered(_ size: Size) -> Rect {
    let w = min(size.width, width)
    let h = min(size.height, height)
    return Rect(x: minX + (width - w) / 2, y: minY + (height - h) / 2, width: w, height: h)
  }

  public var description: String { "(\(minX),\(minY) \(width)x\(height))" }
}
