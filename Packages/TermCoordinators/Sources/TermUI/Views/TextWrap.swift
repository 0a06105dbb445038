import TermCore

/// Breaks text into lines that fit a width in terminal columns.
///
/// Latin text breaks at spaces; CJK text (any two-column character) may break between any
/// two characters, except that a closing mark (`。`, `、`, `」`, a small kana…) does not start
/// a line and an opening one (`「`, `（`…) does not end one: the glyph before it goes down with
/// it (the push-out of Japanese typesetting, kinsoku). A word longer than a line is cut.
/// Newlines start new paragraphs.
public enum TextWrap {
  /// The lines of `text` wrapped at `width` columns (none when `width` is not positive).
  public static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var out: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      out += wrap(paragraph, width: width)
    }
    return out
  }

  /// A unit that is never broken unless it alone is too wide: a Latin word or one wide glyph.
  private struct Unit {
    var text: String
    var width: Int
    var spaceBefore: Bool
  }

  private static func units(of paragraph: Substring) -> [Unit] {
    var units: [Unit] = []
    var word = ""
    var wordWidth = 0
    var space = false
    func flush() {
      guard !word.isEmpty else { return }
      units.append(Unit(text: word, width: wordWidth, spaceBefore: space))
      word = ""
      wordWidth = 0
      space = false
    }
    for character in paragraph {
      if character == " " || character == "\t" {
        flush()
        space = !units.isEmpty
        continue
      }
      let w = Glyph.visibleWidth(character)
      if w == 2 {
        flush()
        units.append(Unit(text: String(character), width: 2, spaceBefore: space))
        space = false
      } else {
        word.append(character)
        wordWidth += w
      }
    }
    flush()
    return units
  }

  private static func wrap(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line: [Unit] = []
    var used = 0
    func text(of units: [Unit]) -> String {
      units.enumerated().reduce(into: "") { text, element in
        if element.offset > 0, element.element.spaceBefore { text += " " }
        text += element.element.text
      }
    }
    func measure(_ units: [Unit]) -> Int {
      units.enumerated().reduce(0) { $0 + $1.element.width + ($1.offset > 0 && $1.element.spaceBefore ? 1 : 0) }
    }
    for unit in units(of: paragraph) {
      let gap = unit.spaceBefore && used > 0 ? 1 : 0
      if used > 0 && used + gap + unit.width <= width {
        line.append(unit)
        used += gap + unit.width
        continue
      }
      if used > 0 {
        let carried = carriedOver(from: line, before: unit)
        let kept = Array(line.dropLast(carried))
        var next = Array(line.suffix(carried))
        if !next.isEmpty { next[0].spaceBefore = false }
        if carried > 0, measure(next + [unit]) <= width {
          lines.append(text(of: kept))
          line = next + [unit]
          used = measure(line)
          continue
        }
        lines.append(text(of: line))
        line = []
        used = 0
      }
      if unit.width <= width {
        var first = unit
        first.spaceBefore = false
        line = [first]
        used = unit.width
        continue
      }
      // A word wider than the line: cut it by display width.
      var piece = ""
      for character in unit.text {
        let w = Glyph.visibleWidth(character)
        if used + w > width, used > 0 {
          lines.append(piece)
          piece = ""
          used = 0
        }
        piece.append(character)
        used += w
      }
      line = [Unit(text: piece, width: used, spaceBefore: false)]
    }
    lines.append(text(of: line))
    return lines
  }

  /// How many units at the end of `line` go down to the next line with `next` so that no
  /// line starts with a closing mark or ends with an opening one; 0 when none need to, or
  /// when that would empty the line. Only glyphs set without a space move.
  private static func carriedOver(from line: [Unit], before next: Unit) -> Int {
    var carried = 0
    var first = next
    while carried < line.count - 1 {
      let last = line[line.count - 1 - carried]
      let mustMove = (closes(first) && !first.spaceBefore) || opens(last)
      guard mustMove, last.width == 2 || opens(last) else { break }
      carried += 1
      first = last
    }
    return carried
  }

  /// Marks that do not start a line: closing brackets and quotes, stops and commas, small
  /// kana, the long-vowel and iteration marks.
  private static let closing = Set("、。，．,.)）]］}｝〕〉》」』】〙〗〟’”・：；？！!?ー～ゝゞ々ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ")
  /// Marks that do not end a line: opening brackets and quotes.
  private static let opening = Set("(（[［{｛〔〈《「『【〘〖〝‘“")

  private static func closes(_ unit: Unit) -> Bool {
    unit.text.first.map { closing.contains($0) } ?? false
  }

  private static func opens(_ unit: Unit) -> Bool {
    unit.text.last.map { opening.contains($0) } ?? false
  }
}
