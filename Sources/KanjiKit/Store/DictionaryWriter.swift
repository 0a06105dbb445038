import GRDB

/// Writes kanji and words into an empty dictionary database, in one pass.
///
/// Words must arrive in rank order (common first, then shorter); each gets the next rank,
/// which is its row id, its position in every list and its full-text row id.
struct DictionaryWriter {
  private let db: Database
  // Scalars, not Strings: Swift compares strings by canonical equivalence, under which the
  // CJK compatibility ideographs (U+F900…) equal their unified counterparts.
  private let kanjiSet: Set<Unicode.Scalar>
  private let kanjiCount: Int
  private let variants: [Unicode.Scalar: Unicode.Scalar]
  private var rank: Int64 = 0
  private var insertWord: BulkStatement
  private var insertForm: BulkStatement
  private var insertReading: BulkStatement
  private var insertSense: BulkStatement
  private var insertGloss: BulkStatement
  private var insertLink: BulkStatement
  private var insertLoose: BulkStatement
  private var insertSearch: BulkStatement

  /// Creates the schema and writes the kanji.
  ///
  /// - Parameter variants: spellings found in EDICT mapped to the kanji that stands for
  ///   them (`填` → `塡`); a mapping is used only where the spelling itself is not a kanji
  ///   of the dictionary.
  init(db: Database, kanji: [Kanji], variants: [String: String]) throws {
    self.db = db
    try db.execute(sql: DictionarySchema.tables)
    try db.execute(sql: DictionarySchema.bulkSettings)
    let literals = Set(kanji.compactMap(\.literal.unicodeScalars.first))
    kanjiSet = literals
    kanjiCount = kanji.count
    var usable: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (variant, literal) in variants {
      guard let from = variant.unicodeScalars.first, let to = literal.unicodeScalars.first,
        !literals.contains(from), literals.contains(to)
      else { continue }
      usable[from] = to
    }
    self.variants = usable
    try Self.write(kanji: kanji, in: db)
    // KANJIDIC2's variant forms of every kanji, and EDICT's spellings of the Jōyō kanji.
    let insertVariant = try db.makeStatement(sql: "INSERT OR IGNORE INTO kanji_variant VALUES (?, ?)")
    for entry in kanji {
      for variant in entry.variants where variant != entry.literal {
        try insertVariant.execute(arguments: [variant, entry.literal])
      }
    }
    for (variant, literal) in usable.sorted(by: { $0.key.value < $1.key.value }) {
      try insertVariant.execute(arguments: [String(variant), String(literal)])
    }
    insertWord = try BulkStatement(db, sql: "INSERT INTO word VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
    insertForm = try BulkStatement(db, sql: "INSERT INTO word_form VALUES (?, ?, ?, ?, ?)")
    insertReading = try BulkStatement(db, sql: "INSERT INTO word_reading VALUES (?, ?, ?, ?, ?, ?, ?)")
    insertSense = try BulkStatement(db, sql: "INSERT INTO sense VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
    insertGloss = try BulkStatement(db, sql: "INSERT OR IGNORE INTO word_gloss VALUES (?, ?, ?, ?)")
    insertLoose = try BulkStatement(db, sql: "INSERT INTO word_loose VALUES (?, ?)")
    insertLink = try BulkStatement(db, sql: "INSERT INTO link VALUES (?, ?)")
    insertSearch = try BulkStatement(
      db, sql: "INSERT INTO word_fts(rowid, forms, kana, english) VALUES (?, ?, ?, ?)")
  }

  /// The dictionary kanji of `word`'s forms, in order of first appearance.
  func kanji(of word: Word) -> String {
    var seen = String.UnicodeScalarView()
    for form in word.forms {
      for scalar in form.unicodeScalars {
        guard let literal = kanjiSet.contains(scalar) ? scalar : variants[scalar] else { continue }
        if !seen.contains(literal) { seen.append(literal) }
      }
    }
    return String(seen)
  }

  /// Added to a gloss's position in `word_gloss` when the key is the gloss's last word.
  static let headPosition = 100

  /// Appends `word` as the next in rank order.
  mutating func add(_ word: Word) throws {
    try add(word, rank: rank)
  }

  /// Writes `word` at `rank`, for words that arrive out of rank order (every rank below
  /// the number of words written must be given once).
  mutating func add(_ word: Word, rank: Int64) throws {
    self.rank += 1
    let kanji = kanji(of: word)
    insertWord.bind(rank)
    insertWord.bind(word.id)
    insertWord.bind(word.isCommon)
    insertWord.bind(word.headword)
    insertWord.bind(word.reading)
    insertWord.bind(word.senses.first?.glosses.joined(separator: "; ") ?? "")
    insertWord.bind(kanji)
    insertWord.bind(word.entryID)
    insertWord.bind(word.subheading)
    try insertWord.run()
    let separator = String(DictionarySchema.separator)
    for (position, form) in word.spellings.enumerated() {
      insertForm.bind(rank)
      insertForm.bind(position)
      insertForm.bind(form.text)
      insertForm.bind(form.tags.joined(separator: ","))
      insertForm.bind(form.isCommon)
      try insertForm.run()
    }
    var looseKeys: [String] = []
    var readingKeys: [String] = []
    for (position, entry) in word.kana.enumerated() {
      insertReading.bind(rank)
      insertReading.bind(position)
      insertReading.bind(entry.text)
      insertReading.bind(entry.tags.joined(separator: ","))
      insertReading.bind(entry.isCommon)
      insertReading.bind(entry.noKanji)
      insertReading.bind(entry.spellings.joined(separator: separator))
      try insertReading.run()
      let key = Kana.key(entry.text)
      readingKeys.append(key)
      let loose = Kana.looseKey(key)
      if !looseKeys.contains(loose) {
        looseKeys.append(loose)
        insertLoose.bind(loose)
        insertLoose.bind(rank)
        try insertLoose.run()
      }
    }
    var english = ""
    var glossCount = 0
    for (position, sense) in word.senses.enumerated() {
      insertSense.bind(rank)
      insertSense.bind(position)
      insertSense.bind(sense.partsOfSpeech.joined(separator: ","))
      insertSense.bind(sense.tags.joined(separator: ","))
      insertSense.bind(sense.glosses.joined(separator: separator))
      insertSense.bind(sense.fields.joined(separator: ","))
      insertSense.bind(sense.dialects.joined(separator: ","))
      insertSense.bind(sense.notes.joined(separator: separator))
      insertSense.bind(sense.onlySpellings.joined(separator: separator))
      insertSense.bind(sense.onlyReadings.joined(separator: separator))
      insertSense.bind(sense.seeAlso.joined(separator: separator))
      insertSense.bind(sense.antonyms.joined(separator: separator))
      try insertSense.run()
      for (index, gloss) in sense.glosses.enumerated() {
        if glossCount > 0 { english += " " }
        english += gloss
        glossCount += 1
        let key = English.key(gloss)
        if !key.isEmpty {
          insertGloss.bind(key)
          insertGloss.bind(rank)
          insertGloss.bind(position)
          insertGloss.bind(index)
          try insertGloss.run()
        }
        // `railway station` is also found as `station`, a little behind an exact gloss.
        let words = key.split(separator: " ")
        if words.count == 2, let last = words.last, last.count > 2 {
          insertGloss.bind(String(last))
          insertGloss.bind(rank)
          insertGloss.bind(position)
          insertGloss.bind(Self.headPosition + index)
          try insertGloss.run()
        }
      }
    }
    for scalar in kanji.unicodeScalars {
      insertLink.bind(String(scalar))
      insertLink.bind(rank)
      try insertLink.run()
    }
    insertSearch.bind(rank)
    insertSearch.bind(word.forms.joined(separator: " "))
    insertSearch.bind(readingKeys.joined(separator: " "))
    insertSearch.bind(english)
    try insertSearch.run()
  }

  /// Builds the indexes and records `meta`.
  func finish(meta: [String: String]) throws {
    try db.execute(sql: DictionarySchema.indexes)
    var values = meta
    values["schema"] = String(DictionarySchema.version)
    values["kanji_count"] = String(kanjiCount)
    values["word_count"] = String(rank)
    for (key, value) in values.sorted(by: { $0.key < $1.key }) {
      try db.execute(sql: "INSERT INTO meta VALUES (?, ?)", arguments: [key, value])
    }
  }

  // MARK: - Kanji

  private static func write(kanji: [Kanji], in db: Database) throws {
    let ranks = KanjiRanking(kanji)
    let separator = String(DictionarySchema.separator)
    let insertKanji = try db.makeStatement(
      sql: "INSERT INTO kanji VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
    let insertReading = try db.makeStatement(sql: "INSERT INTO kanji_reading VALUES (?, ?, ?, ?, ?, ?)")
    let insertMeaning = try db.makeStatement(sql: "INSERT INTO kanji_meaning VALUES (?, ?, ?, ?)")
    let insertSearch = try db.makeStatement(sql: "INSERT INTO kanji_fts(rowid, meanings, readings) VALUES (?, ?, ?)")
    for (index, entry) in kanji.enumerated() {
      try insertKanji.execute(arguments: [
        entry.literal, entry.grade, entry.strokes, entry.frequency, entry.jlpt, entry.radical,
        entry.onReadings.joined(separator: separator), entry.kunReadings.joined(separator: separator),
        entry.meanings.joined(separator: separator),
        entry.formerJLPT, entry.nanori.joined(separator: separator), entry.variants.joined(separator: separator),
        ranks.grade[index], ranks.frequency[index], ranks.strokes[index], ranks.jlpt[index],
      ])
      let readings = entry.onReadings.map { (0, $0) } + entry.kunReadings.map { (1, $0) }
      for (position, (kind, reading)) in readings.enumerated() {
        let stem = kind == 1 ? Kana.stem(reading) : Kana.key(reading)
        try insertReading.execute(arguments: [entry.literal, position, kind, reading, Kana.key(reading), stem])
      }
      for (position, meaning) in entry.meanings.enumerated() {
        try insertMeaning.execute(arguments: [entry.literal, position, meaning, English.key(meaning)])
      }
      try insertSearch.execute(arguments: [
        ranks.frequency[index], entry.meanings.joined(separator: " "),
        readings.map { Kana.key($0.1) }.joined(separator: " "),
      ])
    }
  }
}
