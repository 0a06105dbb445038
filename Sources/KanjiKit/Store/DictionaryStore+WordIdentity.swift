import GRDB

extension DictionaryStore {
  /// The id of the best-ranked word spelled `spelling` and read `reading` (a word written
  /// only in kana: spelling and reading both its kana), or nil when the dictionary has none.
  ///
  /// What an exported review log names a word by, so that it is found again in another
  /// dictionary whose entry numbers differ.
  public func wordID(spelling: String, reading: String) throws -> Int? {
    try queue.read { db in
      let rank = try Int64.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT min(rank) FROM (
              SELECT f.word AS rank FROM word_form f JOIN word_reading r ON r.word = f.word
              WHERE f.text = ?1 AND r.text = ?2
              UNION ALL SELECT word AS rank FROM word_reading WHERE ?1 = ?2 AND text = ?2)
            """),
        arguments: [spelling, reading])
      guard let rank else { return nil }
      return try Int.fetchOne(db.cachedStatement(sql: "SELECT id FROM word WHERE rank = ?"), arguments: [rank])
    }
  }
}
