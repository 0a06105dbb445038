import TermCore

/// The bottom row: the focused screen's most useful keys, `j/k move  Enter open  ? help`.
///
/// Hints are drawn in order while whole ones fit; the rest are left out rather than cut.
/// Room is kept first for the essential ones (``KeyHint/isEssential``), so that on a narrow
/// terminal `? help` stays where `Enter open` goes: ` j/k move  ? help`.
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
    let widths = hints.map { DisplayWidth.of($0.key) + 1 + DisplayWidth.of($0.label) }
    // The room the essential hints after each position take, with the gap before each.
    var essentialAfter = [Int](repeating: 0, count: hints.count + 1)
    for index in hints.indices.reversed() {
      essentialAfter[index] = essentialAfter[index + 1] + (hints[index].isEssential ? widths[index] + 2 : 0)
    }
    var x = line.minX + 1
    var othersFit = true
    for (index, hint) in hints.enumerated() {
      let room = x + widths[index] + essentialAfter[index + 1]
      if hint.isEssential {
        if x + widths[index] > line.maxX { break }
      } else {
        guard othersFit, room <= line.maxX else {
          othersFit = false
          continue
        }
      }
      x = buffer.write(hint.key, at: Point(x: x, y: line.minY), style: Style(.accent, .bold), clip: line)
      x = buffer.write(" " + hint.label, at: Point(x: x, y: line.minY), style: .hint, clip: line) + 2
    }
  }
}
