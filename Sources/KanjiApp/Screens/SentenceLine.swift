import JapaneseText
import TermCore

/// A searched sentence split into its words, one of them selected: the line above the Words
/// list when a query is several words (`昨日 友達 と 寿司 を 食べてしまいました`).
///
/// Words are separated by a space and wrapped to the width without cutting one; the selected
/// word is drawn in the selection style (reverse video without colours), punctuation dim.
/// It remembers where each word was last drawn, for clicks.
struct SentenceLine {
  /// The sentence's segments, as the segmenter gave them.
  let segments: [Segment]
  /// The indices in ``segments`` of the words one can select (not spaces or punctuation).
  let words: [Int]
  /// The position in ``words`` of the selected word.
  private(set) var selected = 0
  /// Where each drawn word was, by its index in ``segments``.
  private var drawn: [(index: Int, rect: Rect)] = []

  /// The line for `segments`; nil when they hold fewer than two words.
  init?(segments: [Segment]) {
    let words = segments.indices.filter { segments[$0].kind != .punctuation }
    guard words.count > 1 else { return nil }
    self.segments = segments
    self.words = words
  }

  /// The selected segment.
  var selectedSegment: Segment { segments[words[selected]] }

  /// The index in ``segments`` of the selected segment.
  var selectedSegmentIndex: Int { words[selected] }

  /// Selects the word `offset` words away, stopping at either end; true when it moved.
  mutating func move(by offset: Int) -> Bool {
    let target = min(max(0, selected + offset), words.count - 1)
    guard target != selected else { return false }
    selected = target
    return true
  }

  /// Selects the word drawn at `point`; true when there was one and it was not selected.
  mutating func select(at point: Point) -> Bool {
    guard let hit = drawn.first(where: { $0.rect.contains(point) }), let position = words.firstIndex(of: hit.index)
    else { return false }
    guard position != selected else { return false }
    selected = position
    return true
  }

  /// Whether `point` is on a drawn word.
  func contains(_ point: Point) -> Bool {
    drawn.contains { $0.rect.contains(point) }
  }

  /// The segments shown, each with its place in rows of `width` columns (row, column).
  private func layout(width: Int) -> [(index: Int, row: Int, column: Int, width: Int)] {
    var placed: [(index: Int, row: Int, column: Int, width: Int)] = []
    var row = 0
    var column = 0
    for (index, segment) in segments.enumerated() where !segment.surface.allSatisfy(\.isWhitespace) {
      let glyphs = min(DisplayWidth.of(segment.surface), width)
      let gap = column == 0 ? 0 : 1
      if column + gap + glyphs > width, column > 0 {
        row += 1
        column = 0
      } else {
        column += gap
      }
      placed.append((index, row, column, glyphs))
      column += glyphs
    }
    return placed
  }

  /// How many rows the line takes at `width`, at most `limit`.
  func height(width: Int, limit: Int) -> Int {
    guard width > 0 else { return 0 }
    return min(limit, (layout(width: width).last?.row ?? 0) + 1)
  }

  /// Draws the line into `area`, scrolled by whole rows so the selected word shows.
  mutating func render(in area: Rect, into buffer: inout CellBuffer) {
    drawn = []
    buffer.fill(area)
    guard !area.isEmpty else { return }
    let placed = layout(width: area.width)
    let selectedIndex = words[selected]
    let selectedRow = placed.first { $0.index == selectedIndex }?.row ?? 0
    let firstRow = max(0, selectedRow - area.height + 1)
    for item in placed where item.row >= firstRow && item.row < firstRow + area.height {
      let segment = segments[item.index]
      let origin = Point(x: area.minX + item.column, y: area.minY + item.row - firstRow)
      let style: Style =
        item.index == selectedIndex ? .selected : segment.kind == .punctuation ? .dim : .normal
      _ = buffer.write(segment.surface, at: origin, style: style, clip: area)
      if segment.kind != .punctuation {
        drawn.append((item.index, Rect(x: origin.x, y: origin.y, width: item.width, height: 1)))
      }
    }
  }
}
