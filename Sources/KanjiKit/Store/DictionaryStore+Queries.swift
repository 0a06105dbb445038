import Foundation
import GRDB
import JapaneseText

extension DictionaryStore {
  static let kanjiColumns =
    "literal, grade, strokes, frequency, jlpt, radical, on_readings, kun_readings, meanings, former_jlpt, nanori, variants"
  static let wordColumns = "rank, id, headword, reading, gloss, common, subheading"

  // MARK: - Counts

  /// The number of kanji.
  public func kanjiCount() throws -> Int {
    Int(try meta("kanji_count") ?? "") ?? 0
  }

  /// The number of words.
  public func wordCount() throws -> Int {
    Int(try meta("word_count") ?? "") ?? 0
  }

  // MARK: - Kanji

  /// Kanji `offset ..< offset + limit` of the list in `order`.
  public func kanji(order: KanjiOrder, offset: Int, limit: Int) throws -> [KanjiSummary] {
    guard limit > 0 else { return [] }
    return try queue.read { db in
      // Only the summary's columns, read straight off the statement (a cursor's rows are
      // not copied): the first screen's page cost 3.5 M instructions read whole and copied.
      let rows = try Row.fetchCursor(
        db,
        sql:
          "SELECT \(Self.kanjiSummaryColumns) FROM kanji WHERE \(order.column) >= ? AND \(order.column) < ? ORDER BY \(order.column)",
        arguments: [offset, offset + limit])
      // No room reserved for `limit`: callers ask for "all" with a limit of billions.
      var summaries: [KanjiSummary] = []
      while let row = try rows.next() { summaries.append(Self.kanjiSummary(from: row)) }
      return summaries
    }
  }

  /// The columns of a ``KanjiSummary``, in the order ``kanjiSummary(from:)`` reads them.
  static let kanjiSummaryColumns = "literal, grade, strokes, frequency, jlpt, on_readings, kun_readings, meanings"

  /// The summary in a row of ``kanjiSummaryColumns``: what ``kanji(from:)``'s `summary`
  /// gives for the same kanji (`DictionaryStoreTests` compares the two for every kanji).
  static func kanjiSummary(from row: Row) -> KanjiSummary {
    func list(_ text: String) -> [String] { DictionarySchema.list(text) }
    return KanjiSummary(
      literal: row[0], grade: row[1], strokes: row[2], frequency: row[3], jlpt: row[4],
      onReadings: list(row[5]), kunReadings: list(row[6]), meanings: list(row[7]))
  }

  /// The kanji `literal`, or the kanji it is a variant form of (`填` finds `塡`, `國` finds
  /// `国` when the dictionary has only the latter); nil when the dictionary lacks both.
  public func kanji(literal: String) throws -> Kanji? {
    try queue.read { db in try Self.kanji(literal: literal, in: db) }
  }

  static func kanji(literal: String, in db: Database) throws -> Kanji? {
    let sql = """
      SELECT \(kanjiColumns) FROM kanji WHERE literal = ?1
      UNION ALL
      SELECT \(kanjiColumns.split(separator: ",").map { "k." + $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", "))
        FROM kanji_variant v JOIN kanji k ON k.literal = v.literal WHERE v.variant = ?1
      LIMIT 1
      """
    return try Row.fetchOne(db, sql: sql, arguments: [literal]).map(kanji(from:))
  }

  /// The variant forms of `kanji`, each with its own entry where the dictionary has that
  /// very character (not through another variant): the bundled Jōyō data lacks most of them.
  public func variants(of kanji: Kanji) throws -> [WordCharacter] {
    try queue.read { db in
      try kanji.variants.map { variant in
        let row = try Row.fetchOne(
          db, sql: "SELECT \(Self.kanjiColumns) FROM kanji WHERE literal = ?", arguments: [variant])
        return WordCharacter(character: variant, kanji: row.map { Self.kanji(from: $0).summary })
      }
    }
  }

  static func kanji(from row: Row) -> Kanji {
    func list(_ text: String) -> [String] { DictionarySchema.list(text) }
    return Kanji(
      literal: row[0], grade: row[1], strokes: row[2], frequency: row[3], jlpt: row[4], radical: row[5],
      onReadings: list(row[6]), kunReadings: list(row[7]), meanings: list(row[8]), formerJLPT: row[9],
      nanori: list(row[10]), variants: list(row[11]))
  }

  // MARK: - Words

  /// Words `offset ..< offset + limit` of all words, common first, then shorter.
  public func words(offset: Int, limit: Int) throws -> [WordSummary] {
    guard limit > 0 else { return [] }
    return try queue.read { db in
      try Row.fetchAll(
        db, sql: "SELECT \(Self.wordColumns) FROM word WHERE rank >= ? AND rank < ? ORDER BY rank",
        arguments: [offset, offset + limit]
      ).map(Self.wordSummary(from:))
    }
  }

  /// The number of words that use the kanji `literal`.
  public func wordCount(containing literal: String) throws -> Int {
    try queue.read { db in
      let literal = try Self.kanji(literal: literal, in: db)?.literal ?? literal
      return try Int.fetchOne(db, sql: "SELECT max(position) + 1 FROM kanji_word WHERE kanji = ?", arguments: [literal])
        ?? 0
    }
  }

  /// Words `offset ..< offset + limit` of those using the kanji `literal`, common first,
  /// then shorter.
  public func words(containing literal: String, offset: Int, limit: Int) throws -> [WordSummary] {
    guard limit > 0 else { return [] }
    return try queue.read { db in
      let literal = try Self.kanji(literal: literal, in: db)?.literal ?? literal
      return try Row.fetchAll(
        db,
        sql: """
          SELECT w.rank, w.id, w.headword, w.reading, w.gloss, w.common, w.subheading
          FROM kanji_word kw JOIN word w ON w.rank = kw.word
          WHERE kw.kanji = ? AND kw.position >= ? AND kw.position < ? ORDER BY kw.position
          """,
        arguments: [literal, offset, offset + limit]
      ).map(Self.wordSummary(from:))
    }
  }

  /// The word with identifier `id`, or nil.
  public func word(id: Int) throws -> Word? {
    try queue.read { db in
      guard let rank = try Int64.fetchOne(db, sql: "SELECT rank FROM word WHERE id = ?", arguments: [id]) else {
        return nil
      }
      return try Self.word(rank: rank, in: db)
    }
  }

  /// The most common word written or read as `text` (`日本`, `にほん`), or nil.
  public func word(headword text: String) throws -> Word? {
    try queue.read { db in
      let sql = """
        SELECT min(rank) FROM (
          SELECT word AS rank FROM word_form WHERE text = ?1
          UNION ALL SELECT rank FROM word WHERE reading = ?1)
        """
      guard let rank = try Int64.fetchOne(db, sql: sql, arguments: [text]) else { return nil }
      return try Self.word(rank: rank, in: db)
    }
  }

  /// The characters of a word's headword in order, or of `spelling` where that is one of its
  /// spellings, each resolved to its kanji where the dictionary has one; kana and unknown
  /// characters are kept as they are.
  public func characters(ofWord id: Int, spelling: String? = nil) throws -> [WordCharacter] {
    guard let word = try word(id: id) else { return [] }
    let written = spelling.flatMap { word.forms.contains($0) ? $0 : nil }
    return try queue.read { db in
      // A word headed by its kana (する) still lists the kanji of its usual spelling (為る).
      try (written ?? word.usualForm ?? word.headword).unicodeScalars.map { scalar in
        let character = String(scalar)
        let kanji = Kana.isIdeograph(scalar) ? try Self.kanji(literal: character, in: db)?.summary : nil
        return WordCharacter(character: character, kanji: kanji)
      }
    }
  }

  static func word(rank: Int64, in db: Database) throws -> Word? {
    guard
      let row = try Row.fetchOne(db, sql: "SELECT id, common, entry FROM word WHERE rank = ?", arguments: [rank])
    else {
      return nil
    }
    func codes(_ text: String) -> [String] { text.split(separator: ",").map(String.init) }
    func list(_ text: String) -> [String] { DictionarySchema.list(text) }
    let spellings = try Row.fetchAll(
      db, sql: "SELECT text, tags, common FROM word_form WHERE word = ? ORDER BY position", arguments: [rank]
    ).map { Spelling($0[0], tags: codes($0[1]), isCommon: $0[2]) }
    let kana = try Row.fetchAll(
      db, sql: "SELECT text, tags, common, nokanji, spellings FROM word_reading WHERE word = ? ORDER BY position",
      arguments: [rank]
    ).map { Reading($0[0], tags: codes($0[1]), isCommon: $0[2], noKanji: $0[3], spellings: list($0[4])) }
    let senses = try Row.fetchAll(
      db,
      sql: """
        SELECT parts_of_speech, tags, glosses, fields, dialects, notes, only_spellings, only_readings, see_also,
          antonyms
        FROM sense WHERE word = ? ORDER BY position
        """, arguments: [rank]
    ).map { row in
      Sense(
        partsOfSpeech: codes(row[0]), tags: codes(row[1]), fields: codes(row[3]), dialects: codes(row[4]),
        notes: list(row[5]), onlySpellings: list(row[6]), onlyReadings: list(row[7]), seeAlso: list(row[8]),
        antonyms: list(row[9]), glosses: list(row[2]))
    }
    return Word(id: row[0], entryID: row[2], spellings: spellings, kana: kana, senses: senses, isCommon: row[1])
  }

  static func wordSummary(from row: Row) -> WordSummary {
    WordSummary(
      id: row[1], headword: row[2], reading: row[3], gloss: row[4], isCommon: row[5], subheading: row[6])
  }
}
