import TermCore
import UserData

extension RowFormat {
  /// The fewest columns of a gloss worth showing after a sentence in a row.
  static let shortestGlossAfterSentence = 6

  /// A starred word's meaning column, `width` columns wide: the sentence it was starred from
  /// (``sentence(_:width:)``), then its gloss when the whole sentence leaves room for some;
  /// the gloss alone for a star without a sentence.
  static func starredMeaning(gloss: String, sentence: StarSentence?, width: Int) -> String {
    guard let sentence else { return gloss }
    let shown = self.sentence(sentence, width: width)
    let room = width - DisplayWidth.of(shown) - 2
    guard shown == sentence.marked(), room >= min(shortestGlossAfterSentence, DisplayWidth.of(gloss)), !gloss.isEmpty
    else { return shown }
    return shown + "  " + gloss
  }

  /// `sentence` with its word set off in 【】 (as the word pages' examples), shortened to
  /// `width` columns around the word: the text on either side is cut with `...` (ASCII, as
  /// lists cut), the side before keeping about a third of the room, so the word is always
  /// shown (only a word wider than `width` is itself cut at its end).
  static func sentence(_ sentence: StarSentence, width: Int) -> String {
    let full = sentence.marked()
    guard DisplayWidth.of(full) > width else { return full }
    let word = "【" + sentence.word + "】"
    let room = width - DisplayWidth.of(word)
    guard room >= 0 else { return DisplayWidth.truncate(word, to: max(0, width)) }
    let beforeWidth = DisplayWidth.of(sentence.before)
    let afterWidth = DisplayWidth.of(sentence.after)
    // Before gets a third of the room, or what after leaves when after is short.
    let beforeRoom = min(beforeWidth, max(room / 3, room - afterWidth))
    let before =
      beforeWidth <= beforeRoom
      ? sentence.before : beforeRoom >= 3 ? "..." + tail(of: sentence.before, width: beforeRoom - 3) : ""
    let afterRoom = room - DisplayWidth.of(before)
    let after = afterWidth <= afterRoom ? sentence.after : DisplayWidth.truncate(sentence.after, to: afterRoom)
    return before + word + after
  }

  /// The end of `text` that fits in `width` columns, whole characters only; empty when
  /// `width` is not positive.
  static func tail(of text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      let glyphs = DisplayWidth.of(text[previous])
      guard used + glyphs <= width else { break }
      used += glyphs
      start = previous
    }
    return String(text[start...])
  }
}
