import TermCore

/// What a terminal below the minimum size shows instead of the layout.
public struct SizeWarning: View {
  /// The smallest size the layout needs.
  public var minimum: Size

  /// Creates the warning for a layout that needs `minimum`.
  public init(minimum: Size) {
    self.minimum = minimum
  }

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    let lines = ["Terminal too small", "\(area.size) now, \(minimum) needed", "Q quits"]
    let top = area.minY + max(0, (area.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let text = DisplayWidth.truncate(line, to: area.width, ellipsis: "")
      let x = area.minX + max(0, (area.width - DisplayWidth.of(text)) / 2)
      buffer.write(text, at: Point(x: x, y: top + index), style: index == 0 ? .error : .normal, clip: area)
    }
  }
}
