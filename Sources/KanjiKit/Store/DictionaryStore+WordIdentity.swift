import GRDB

extension DictionaryStore {
  /// The id of the best-ranked word spelled `spelling` and read `reading` (a word written
  /// only in kana: spelling and reading both its kana), or nil when the dictionary has none.
  ///
  /// What an exported review log names a word by, so that it is found again in another
  /// dictionary whose entry numbers differ.
  public func wordID(spelling: String, reading: String) throws -> Int? {
    try wordIDs([(spelling, reading)])[0]
  }

  /// ``wordID(spelling:reading:)`` of each pair, in one read.
  public func wordIDs(_ pairs: [(spelling: String, reading: String)]) throws -> [Int?] {
    try queue.read { db in
      let rank = try db.cachedStatement(
        sql: """
          SELECT min(rank) FROM (
            SELECT f.word AS rank FROM word_form f JOIN word_reading r ON r.word = f.word
            WHERE f.text = ?1 AND r.text = ?2
            UNION ALL SELECT word AS rank FROM word_reading WHERE ?1 = ?2 AND text = ?2)
          """)
      let id = try db.cachedStatement(sql: "SELECT id FROM word WHERE rank = ?")
      return try pairs.map { pair in
        guard let found = try Int64.fetchOne(rank, arguments: [pair.spelling, pair.reading]) else { return nil }
        return try Int.fetchOne(id, arguments: [found])
      }
    }
  }

  /// Which of `literals` are kanji of the dictionary (by their own literal, not a variant's),
  /// in one read.
  public func kanjiLiterals(among literals: some Sequence<String>) throws -> Set<String> {
    try queue.read { db in
      let exists = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM kanji WHERE literal = ?)")
      var found: Set<String> = []
      for literal in literals where try Bool.fetchOne(exists, arguments: [literal]) ?? false {
        found.insert(literal)
      }
      return found
    }
  }
}
