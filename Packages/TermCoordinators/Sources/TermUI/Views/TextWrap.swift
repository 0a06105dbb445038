import TermCore

/// Breaks text into lines that fit a width in terminal columns.
///
/// Latin text breaks at spaces; CJK text (any two-column character) may break between any
/// two characters; a word longer than a line is cut. Newlines start new paragraphs.
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
    var line = ""
    var used = 0
    for unit in units(of: paragraph) {
      let gap = unit.spaceBefore && used > 0 ? 1 : 0
      if used > 0 && used + gap + unit.width <= width {
        line += (gap == 1 ? " " : "") + unit.text
        used += gap + unit.width
        continue
      }
      if used > 0 {
        lines.append(line)
        line = ""
        used = 0
      }
      if unit.width <= width {
        line = unit.text
        used = unit.width
        continue
      }
      // A word wider than the line: cut it by display width.
      for character in unit.text {
        let w = Glyph.visibleWidth(character)
        if used + w > width, used > 0 {
          lines.append(line)
          line = ""
          used = 0
        }
        line.append(character)
        used += w
      }
    }
    lines.append(line)
    return lines
  }
}
