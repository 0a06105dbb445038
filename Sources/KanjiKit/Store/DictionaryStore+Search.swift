import Foundation
import GRDB
import JapaneseText

extension DictionaryStore {
  /// The most hits a search keeps; more are reported by `isTruncated`.
  public static let searchLimit = 1000

  // MARK: - Kanji

  /// The kanji list for `text`: everything in `order` when `text` is empty, else the hits of
  /// a search by literal, reading (kana or romaji) or English meaning, ranked exact match
  /// first, then whole English words, then prefixes, each tier most frequent first.
  /// A JLPT level (`n5`, `N3`, `jlpt n1`) lists the kanji of that level, in `order`.
  public func kanjiList(matching text: String, order: KanjiOrder = .grade, limit: Int = searchLimit) throws -> KanjiList
  {
    let query = SearchQuery(text)
    if query.isEmpty {
      return KanjiList(query: query, order: order, hits: nil, count: try kanjiCount(), isTruncated: false)
    }
    if let level = Self.jlptLevel(in: text) {
      let literals = try queue.read { db in
        try String.fetchAll(
          db, sql: "SELECT literal FROM kanji WHERE jlpt = ? ORDER BY \(order.column)", arguments: [level])
      }
      return KanjiList(query: query, order: order, hits: literals, count: literals.count, isTruncated: false)
    }
    let hits = try queue.read { db -> RankedHits<String> in
      var hits = RankedHits<String>(limit: limit)
      // One more than kept, to tell when there were more.
      let fetch = limit + 1
      if let written = query.written {
        for scalar in written.unicodeScalars where Kana.isIdeograph(scalar) {
          if let literal = try Self.kanji(literal: String(scalar), in: db)?.literal { hits.add([(0, literal)]) }
        }
      }
      let keys = query.readings
      var exact: [(Int64, String)] = []
      if !keys.isEmpty && query.readingsComplete {
        exact += try Self.kanjiHits(
          db,
          readings: "SELECT literal FROM kanji_reading WHERE \(Self.list("key", keys)) UNION ALL "
            + "SELECT literal FROM kanji_reading WHERE \(Self.list("stem", keys))", keys + keys, fetch)
      }
      if let english = query.english {
        exact += try Self.kanjiHits(
          db,
          sql: """
            SELECT min(m.position) * \(Self.senseWeight) + k.rank_frequency, k.literal FROM kanji_meaning m
            JOIN kanji k ON k.literal = m.literal WHERE m.key = ? GROUP BY k.literal ORDER BY 1 LIMIT ?
            """,
          [English.key(english), fetch])
      }
      hits.add(exact)
      if let english = query.english, let match = English.match(english, column: "meanings", wholeWords: true) {
        hits.add(try Self.kanjiFullText(db, match, fetch))
      }
      var prefix: [(Int64, String)] = []
      if !keys.isEmpty {
        // One index range per column and key: an OR across the two columns scanned the table.
        let ranges = keys.map { _ in
          "SELECT literal FROM kanji_reading WHERE key >= ? AND key < ? UNION ALL "
            + "SELECT literal FROM kanji_reading WHERE stem >= ? AND stem < ?"
        }.joined(separator: " UNION ALL ")
        let arguments = keys.flatMap { [$0, $0 + "\u{10FFFF}", $0, $0 + "\u{10FFFF}"] }
        prefix += try Self.kanjiHits(db, readings: ranges, arguments, fetch)
      }
      if let english = query.english, let match = English.match(english, column: "meanings", wholeWords: false) {
        prefix += try Self.kanjiFullText(db, match, fetch)
      }
      hits.add(prefix)
      return hits
    }
    return KanjiList(query: query, order: order, hits: hits.keys, count: hits.keys.count, isTruncated: hits.isTruncated)
  }

  /// The N-level a filter names (`n5`, `N 5`, `jlpt n5` → 5), or nil.
  static func jlptLevel(in text: String) -> Int? {
    var rest = text.lowercased().filter { !$0.isWhitespace }[...]
    if rest.hasPrefix("jlpt") { rest = rest.dropFirst(4) }
    guard rest.count == 2, rest.first == "n", let level = rest.last?.wholeNumberValue, (1...5).contains(level)
    else { return nil }
    return level
  }

  /// Rows `range` of `list`.
  public func rows(of list: KanjiList, in range: Range<Int>) throws -> [KanjiSummary] {
    guard let hits = list.hits else {
      return try kanji(order: list.order, offset: range.lowerBound, limit: range.count)
    }
    let slice = Array(hits[hits.indices.clamped(to: range)])
    guard !slice.isEmpty else { return [] }
    let rows = try queue.read { db in
      try Row.fetchAll(
        db, sql: "SELECT \(Self.kanjiColumns) FROM kanji WHERE literal IN (\(Self.placeholders(slice.count)))",
        arguments: StatementArguments(slice))
    }
    let byLiteral = Dictionary(
      rows.map { (Self.kanji(from: $0).literal, Self.kanji(from: $0).summary) }, uniquingKeysWith: { a, _ in a })
    return slice.compactMap { byLiteral[$0] }
  }

  /// The kanji whose literal `readings` (a SELECT of literals) lists, most frequent first.
  private static func kanjiHits(_ db: Database, readings: String, _ arguments: [String], _ limit: Int)
    throws -> [(Int64, String)]
  {
    // CROSS JOIN keeps SQLite from walking every kanji in frequency order to test each
    // against the list: the readings found are few next to the 13,108 kanji.
    let sql = """
      SELECT DISTINCT k.rank_frequency, k.literal FROM (\(readings)) r CROSS JOIN kanji k ON k.literal = r.literal
      ORDER BY 1 LIMIT \(limit)
      """
    return try kanjiHits(db, sql: sql, arguments)
  }

  private static func kanjiFullText(_ db: Database, _ match: String, _ limit: Int) throws -> [(Int64, String)] {
    let sql = """
      SELECT k.rank_frequency, k.literal FROM kanji_fts f JOIN kanji k ON k.rank_frequency = f.rowid
      WHERE kanji_fts MATCH ? ORDER BY f.rowid LIMIT ?
      """
    return try kanjiHits(db, sql: sql, [match, limit])
  }

  private static func kanjiHits(_ db: Database, sql: String, _ arguments: [any DatabaseValueConvertible]) throws -> [(
    Int64, String
  )] {
    try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments)).map { ($0[0], $0[1]) }
  }

  // MARK: - Helpers

  /// Orders exact English hits by the position of the matching meaning, then by rank.
  static let senseWeight: Int64 = 10_000_000

  static func placeholders(_ count: Int) -> String {
    Array(repeating: "?", count: count).joined(separator: ",")
  }

  static func list(_ column: String, _ values: [String]) -> String {
    "\(column) IN (\(placeholders(values.count)))"
  }

  /// `text` as an FTS5 string literal.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}

/// Hits gathered tier by tier: each tier sorted by rank, duplicates of earlier tiers dropped.
struct RankedHits<Key: Hashable> {
  private(set) var keys: [Key] = []
  private var seen: Set<Key> = []
  let limit: Int
  private(set) var isTruncated = false

  init(limit: Int) {
    self.limit = limit
  }

  mutating func add(_ tier: [(Int64, Key)]) {
    if tier.count > limit { isTruncated = true }
    for (_, key) in tier.sorted(by: { $0.0 < $1.0 }) where !seen.contains(key) {
      guard keys.count < limit else {
        isTruncated = true
        return
      }
      seen.insert(key)
      keys.append(key)
    }
  }
}
