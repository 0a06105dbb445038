import JapaneseText
import KanjiKit
import TermCore

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

  /// The start of `text` that is split first, so that the first screen shows while the rest
  /// is split: up to the line break after which the lines, wrapped to `columns`, fill `rows`
  /// rows past the line of `place` (an offset in characters: the reader opens with its word a
  /// third of the way down); nil when that is the whole text.
  static func head(of text: String, columns: Int, rows: Int, place: Int) -> String? {
    let columns = max(2, columns)
    var offset = 0
    var filled = 0
    var rest = Substring(text)
    while let end = rest.firstIndex(where: \.isNewline) {
      let line = rest[..<end]
      let length = line.count + 1
      if offset + length > place {
        // A word is not cut across lines, so a wrapped line may take a row more than its width.
        let width = DisplayWidth.of(line)
        filled += width <= columns ? 1 : (width + columns - 1) / columns + 1
      }
      offset += length
      rest = rest[rest.index(after: end)...]
      if filled >= rows { return rest.isEmpty ? nil : String(text[..<rest.startIndex]) }
    }
    return nil
  }

  /// A short title for a text: the start of its first line that is not blank.
  static func title(of text: String) -> String {
    let first = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? "Reader"
    let trimmed = String(first.drop(while: \.isWhitespace))
    return trimmed.count > 12 ? String(trimmed.prefix(12)) + "..." : trimmed
  }
}
