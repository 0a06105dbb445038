import GRDB

extension DictionaryStore {
  /// The cross-references of `word`'s senses (see also, then antonyms, sense by sense), each
  /// with the word it names where the dictionary has one.
  public func references(of word: Word) throws -> [WordReference] {
    var references: [WordReference] = []
    for (index, sense) in word.senses.enumerated() {
      references += sense.seeAlso.map { WordReference(kind: .seeAlso, sense: index, text: $0) }
      references += sense.antonyms.map { WordReference(kind: .antonym, sense: index, text: $0) }
    }
    guard !references.isEmpty else { return [] }
    return try queue.read { db in
      try references.map { reference in
        var resolved = reference
        let parts = reference.parts
        if let rank = try Self.rank(referencedBy: parts.text, reading: parts.reading, in: db),
          let row = try Row.fetchOne(db, sql: "SELECT \(Self.wordColumns) FROM word WHERE rank = ?", arguments: [rank])
        {
          resolved.target = Self.wordSummary(from: row)
        }
        return resolved
      }
    }
  }

  /// The best-ranked word written or read `text` (and read `reading`, when given).
  private static func rank(referencedBy text: String, reading: String?, in db: Database) throws -> Int64? {
    if let reading {
      return try Int64.fetchOne(
        db,
        sql: """
          SELECT min(f.word) FROM word_form f JOIN word_reading r ON r.word = f.word
          WHERE f.text = ? AND r.text = ?
          """, arguments: [text, reading])
    }
    return try Int64.fetchOne(
      db,
      sql: """
        SELECT min(rank) FROM (
          SELECT word AS rank FROM word_form WHERE text = ?1
          UNION ALL SELECT word AS rank FROM word_reading WHERE text = ?1)
        """, arguments: [text])
  }
}
