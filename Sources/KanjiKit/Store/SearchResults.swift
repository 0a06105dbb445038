/// A list of kanji to page through: all of them in an order, or the ranked hits of a search.
public struct KanjiList: Sendable {
  /// The query that made the list.
  public let query: SearchQuery
  /// The order of the list when the query is empty (hits are ranked by relevance).
  public let order: KanjiOrder
  /// The hits in rank order, or nil when the list is everything.
  let hits: [String]?
  /// The number of rows.
  public let count: Int
  /// Whether the search had more hits than were kept.
  public let isTruncated: Bool
}

/// A list of words to page through: all of them, or the ranked hits of a search.
public struct WordList: Sendable {
  /// The query that made the list.
  public let query: SearchQuery
  /// Word ranks in hit order, or nil when the list is everything.
  let hits: [Int64]?
  /// How each hit matched when not as typed (``WordSummary/matchNote``), by rank.
  let notes: [Int64: String]
  /// The spelling a written query met, by rank, where that was a hit's best match (聴く of
  /// 聞く): its row is headed by it.
  let spellings: [Int64: String]
  /// The sense a hit's best match met, by rank, where JMdict gives it for some spellings alone
  /// (揚げる of 上げる's `to deep-fry`): its row is headed by the first and shows its glosses.
  let senses: [Int64: SpelledSense]
  /// The number of rows.
  public let count: Int
  /// Whether the search had more hits than were kept.
  public let isTruncated: Bool
  /// When nothing matched: the words spelled closest to the query (one edit away), best
  /// first; empty otherwise.
  public let suggestions: [WordSummary]
  /// Whether the query was read as English words: English that is no romaji, or romaji that
  /// some word's gloss is (`giraffe`, `sushi`). Its rows are headed by kanji
  /// (``DictionaryStore/headsByKanji(_:)``).
  let readsAsEnglish: Bool

  init(
    query: SearchQuery, hits: [Int64]?, notes: [Int64: String] = [:], spellings: [Int64: String] = [:],
    senses: [Int64: SpelledSense] = [:],
    count: Int, isTruncated: Bool, suggestions: [WordSummary] = [], readsAsEnglish: Bool = false
  ) {
    self.query = query
    self.hits = hits
    self.notes = notes
    self.spellings = spellings
    self.senses = senses
    self.count = count
    self.isTruncated = isTruncated
    self.suggestions = suggestions
    self.readsAsEnglish = readsAsEnglish
  }
}
