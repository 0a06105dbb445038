import JapaneseText
import KanjiKit

/// What `kanji lookup` finds for one query: the search's best matches, or, for Japanese text
/// that is several words, each of its words.
struct WordLookup {
  let store: DictionaryStore
  let limit: Int
  let segmenter: Segmenter

  init(store: DictionaryStore, limit: Int) {
    self.store = store
    self.limit = limit
    segmenter = Segmenter(lexicon: DictionaryLexicon(store: store))
  }

  func look(up query: String) throws -> LookupJSON {
    if Self.isJapanese(query) {
      let segments = try segmenter.segments(of: query)
      if segments.filter({ $0.kind != .punctuation }).count > 1 {
        return LookupJSON(query: query, kind: "sentence", matches: try segments.compactMap(match))
      }
    }
    let list = try store.wordList(matching: query, limit: limit)
    let rows = try store.rows(of: list, in: 0..<min(limit, list.count))
    let matches = try rows.map { row -> LookupJSON.Match in
      let word = try store.word(id: row.id)
      let inflection = row.matchNote.flatMap { note in note.range(of: " of ").map { String(note[..<$0.lowerBound]) } }
      return LookupJSON.Match(
        surface: query, dictionaryForm: row.headword, reading: row.reading, inflection: inflection,
        note: row.matchNote, entry: word.map(LookupJSON.Entry.init))
    }
    return LookupJSON(query: query, kind: "search", matches: matches)
  }

  /// A segment of a sentence as a match; nil for punctuation.
  private func match(_ segment: Segment) throws -> LookupJSON.Match? {
    guard segment.kind != .punctuation else { return nil }
    let word = try segment.entryID.flatMap { try store.word(id: $0) }
    let note =
      segment.inflections.isEmpty
      ? nil : Deinflector.note(segment.inflections, of: segment.dictionaryForm ?? segment.surface)
    return LookupJSON.Match(
      surface: segment.surface, dictionaryForm: segment.dictionaryForm, reading: segment.reading,
      inflection: segment.inflections.isEmpty ? nil : segment.inflectionNote, note: note,
      entry: word.map(LookupJSON.Entry.init))
  }

  /// Whether `text` has kana or kanji in it.
  static func isJapanese(_ text: String) -> Bool {
    text.unicodeScalars.contains { Kana.isKana($0) || Kana.isIdeograph($0) }
  }
}
