import TermCore

/// The bottom row: the focused screen's most useful keys, `j/k move  Enter open  ? help`.
///
/// Hints are drawn in order while whole ones fit; the rest are left out rather than cut.
public struct KeyHintBar: View {
  /// The hints, most important first.
  public var hints: [KeyHint]

  /// Creates a hint bar.
  public init(hints: [KeyHint]) {
    self.hints = hints
  }

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    let line = area.row(0)
    guard !line.isEmpty else { return }
    buffer.fill(line, with: .blank(.hint))
    var x = line.minX + 1
    for hint in hints {
      let width = DisplayWidth.of(hint.key) + 1 + DisplayWidth.of(hint.label)
      if x + width > line.maxX { break }
      x = buffer.write(hint.key, at: Point(x: x, y: line.minY), style: Style(.accent, .bold), clip: line)
      x = buffer.write(" " + hint.label, at: Point(x: x, y: line.minY), style: .hint, clip: line) + 2
    }
  }
}
