import JapaneseText
import KanjiKit

/// Splitting a text for the reader: line by line, so that how far it has come can be told.
enum ReaderText {
  /// What splitting a text gave: its segments, or why it could not be split.
  enum Split: Sendable {
    case segments([Segment])
    case failure(String)
  }

  /// The segments of `text`, line feeds included as segments of their own, so that the
  /// surfaces joined give back the text; `report` hears the fraction done after each line.
  ///
  /// - Throws: the dictionary's error, or `CancellationError` when the task is cancelled
  ///   (the screen left before the text was split).
  static func segments(of text: String, store: DictionaryStore, report: (Double) -> Void) throws -> [Segment] {
    let segmenter = Segmenter(lexicon: DictionaryLexicon(store: store))
    let total = max(1, text.utf8.count)
    var done = 0
    var segments: [Segment] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      try Task.checkCancellation()
      let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
      if end > rest.startIndex { segments += try segmenter.segments(of: String(rest[..<end])) }
      if end < rest.endIndex {
        segments.append(Segment(surface: String(rest[end]), kind: .punctuation))
        rest = rest[rest.index(after: end)...]
      } else {
        rest = ""
      }
      done = total - rest.utf8.count
      report(Double(done) / Double(total))
    }
    return segments
  }

  /// How much of a long text is split first, on its own, so that its first screen shows
  /// while the rest is split: about a screenful, in characters.
  static let headLength = 1_500

  /// The start of `text` that is split first: up to the first line break after
  /// ``headLength`` characters; nil when that is the whole text.
  static func head(of text: String) -> String? {
    guard let cut = text.index(text.startIndex, offsetBy: headLength, limitedBy: text.endIndex),
      let end = text[cut...].firstIndex(where: \.isNewline), text.index(after: end) < text.endIndex
    else { return nil }
    return String(text[...end])
  }

  /// A short title for a text: the start of its first line that is not blank.
  static func title(of text: String) -> String {
    let first = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? "Reader"
    let trimmed = String(first.drop(while: \.isWhitespace))
    return trimmed.count > 12 ? String(trimmed.prefix(12)) + "..." : trimmed
  }
}
