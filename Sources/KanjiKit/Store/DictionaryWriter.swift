import GRDB
import JapaneseText

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
  private let translations: GlossTranslations

  /// Creates the schema and writes the kanji.
  ///
  /// - Parameters:
  ///   - variants: spellings found in EDICT mapped to the kanji that stands for them (`填` →
  ///     `塡`); a mapping is used only where the spelling itself is not a kanji of the
  ///     dictionary.
  ///   - translations: how often each gloss is translated by each word, for English search
  ///     (`word_gloss.translation`); the bundled and the imported dictionary read the same
  ///     shipped table (``GlossTranslations/bundled(environment:)``).
  init(db: Database, kanji: [Kanji], variants: [String: String], translations: GlossTranslations) throws {
    self.db = db
    self.translations = translations
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
    insertGloss = try BulkStatement(db, sql: "INSERT OR IGNORE INTO word_gloss VALUES (?, ?, ?, ?, ?)")
    insertLoose = try BulkStatement(db, sql: "INSERT INTO word_loose VALUES (?, ?)")
    insertLink = try BulkStatement(db, sql: "INSERT INTO link VALUES (?, ?)")
    insertSearch = try BulkStatement(
      db, sql: "INSERT INTO word_fts(rowid, forms, kana, english) VALUES (?, ?, ?, ?)")
  }

  /// What ``add(_:)`` needs besides the database, for making rows on another thread.
  var rowMaker: WordRowMaker { WordRowMaker(kanjiSet: kanjiSet, variants: variants) }

  /// Added to a gloss's position in `word_gloss` when the key is the gloss's last word.
  static let headPosition = 100
  /// Added to a gloss's position in `word_gloss` when the key is a verb's gloss without the
  /// preposition it ends with (`arrive` of 着く's `to arrive at`).
  static let verbPosition = 200
  /// Added to a gloss's position in `word_gloss` when the key is the verb or adjective English
  /// made the gloss, a noun, of (`explain` of 説明's `explanation`: ``English/nominalBases(of:)``),
  /// in a sense of a noun that takes する or a na-adjective. ``finish(meta:)`` keeps only the
  /// keys some gloss is.
  static let nominalPosition = 300
  /// Added to a gloss's position in `word_gloss` when the key is a verb's gloss without the
  /// `up` or `down` of a phrasal verb that only completes it (`wrap` of 包む's `to wrap up`,
  /// `lift` of 持ち上げる's `to lift up`). ``finish(meta:)`` keeps only the keys some gloss is.
  static let phrasalPosition = 400
  /// The position in `word_gloss` of a key the word has no gloss for but translators write it
  /// for most (`ride` of 乗る, glossed `to get on; to board`: ``GlossTranslations``), keyed to
  /// its first sense. ``finish(meta:)`` keeps these keys whether or not some gloss is one.
  static let translatedPosition = 500

  /// Appends `word` as the next in rank order.
  mutating func add(_ word: Word) throws {
    try add(rowMaker.rows(of: word))
  }

  /// Writes `word` at `rank`, for words that arrive out of rank order (every rank below
  /// the number of words written must be given once).
  mutating func add(_ word: Word, rank: Int64) throws {
    try add(rowMaker.rows(of: word), rank: rank)
  }

  /// Appends the rows of a word (made by ``rowMaker``) as the next in rank order.
  mutating func add(_ rows: WordRows) throws {
    try add(rows, rank: rank)
  }

  /// Writes the rows of a word at `rank` (as ``add(_:rank:)-(Word,_)``).
  mutating func add(_ rows: WordRows, rank: Int64) throws {
    self.rank += 1
    insertWord.bind(rank)
    insertWord.bind(rows.id)
    insertWord.bind(rows.isCommon)
    insertWord.bind(rows.headword)
    insertWord.bind(rows.reading)
    insertWord.bind(rows.summary)
    insertWord.bind(rows.kanji)
    insertWord.bind(rows.entryID)
    insertWord.bind(rows.subheading)
    try insertWord.run()
    for (position, form) in rows.forms.enumerated() {
      insertForm.bind(rank)
      insertForm.bind(position)
      insertForm.bind(form.text)
      insertForm.bind(form.tags)
      insertForm.bind(form.isCommon)
      try insertForm.run()
    }
    for (position, reading) in rows.readings.enumerated() {
      insertReading.bind(rank)
      insertReading.bind(position)
      insertReading.bind(reading.text)
      insertReading.bind(reading.tags)
      insertReading.bind(reading.isCommon)
      insertReading.bind(reading.noKanji)
      insertReading.bind(reading.spellings)
      try insertReading.run()
      if let loose = reading.looseKey {
        insertLoose.bind(loose)
        insertLoose.bind(rank)
        try insertLoose.run()
      }
    }
    var glosses = rows.glosses[...]
    for (position, sense) in rows.senses.enumerated() {
      insertSense.bind(rank)
      insertSense.bind(position)
      for column in sense { insertSense.bind(column) }
      try insertSense.run()
      while let gloss = glosses.first, gloss.sense == position {
        glosses.removeFirst()
        insertGloss.bind(gloss.key)
        insertGloss.bind(rank)
        insertGloss.bind(position)
        insertGloss.bind(gloss.position)
        insertGloss.bind(translations.translation(key: gloss.key, id: rows.id))
        try insertGloss.run()
      }
    }
    if !rows.senses.isEmpty {
      // After the word's own glosses, which a key it also has wins over (`INSERT OR IGNORE`).
      for key in translations.unglossedKeys(id: rows.id) {
        insertGloss.bind(key)
        insertGloss.bind(rank)
        insertGloss.bind(0)
        insertGloss.bind(Self.translatedPosition)
        insertGloss.bind(translations.translation(key: key, id: rows.id))
        try insertGloss.run()
      }
    }
    for scalar in rows.kanji.unicodeScalars {
      insertLink.bind(String(scalar))
      insertLink.bind(rank)
      try insertLink.run()
    }
    insertSearch.bind(rank)
    insertSearch.bind(rows.searchForms)
    insertSearch.bind(rows.searchKana)
    insertSearch.bind(rows.searchEnglish)
    try insertSearch.run()
  }

  /// Builds the indexes and records `meta`.
  func finish(meta: [String: String]) throws {
    // A guessed verb or adjective (`explan`, `explanate` of `explanation`) that no gloss is, is
    // no word a learner types.
    try db.execute(
      sql: """
        DELETE FROM word_gloss WHERE position >= ? AND position < ?
        AND key NOT IN (SELECT key FROM word_gloss WHERE position < ?)
        """,
      arguments: [Self.nominalPosition, Self.translatedPosition, Self.headPosition])
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

/// Every value ``DictionaryWriter`` binds for one word, made from the word alone (and the
/// dictionary's kanji), so that a full import makes them on a second core while SQLite
/// writes the words before.
struct WordRows: Sendable {
  struct Form: Sendable {
    var text: String
    var tags: String
    var isCommon: Bool
  }

  struct Reading: Sendable {
    var text: String
    var tags: String
    var isCommon: Bool
    var noKanji: Bool
    var spellings: String
    /// The reading's loose key, or nil where an earlier reading of the word had the same.
    var looseKey: String?
  }

  /// A key of `word_gloss`, in the order written: by sense, then gloss.
  struct Gloss: Sendable {
    var key: String
    var sense: Int
    var position: Int
  }

  var id: Int
  var isCommon: Bool
  var headword: String
  var reading: String
  var summary: String
  var kanji: String
  var entryID: Int?
  var subheading: String
  var forms: [Form]
  var readings: [Reading]
  /// The columns of `sense` after the word and position, one array per sense.
  var senses: [[String]]
  var glosses: [Gloss]
  var searchForms: String
  var searchKana: String
  var searchEnglish: String
}

/// Makes a word's ``WordRows``: what the writer knows of the dictionary's kanji, as a value
/// any thread may use.
struct WordRowMaker: Sendable {
  // Scalars, not Strings: Swift compares strings by canonical equivalence, under which the
  // CJK compatibility ideographs (U+F900…) equal their unified counterparts.
  let kanjiSet: Set<Unicode.Scalar>
  let variants: [Unicode.Scalar: Unicode.Scalar]

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

  /// The longest gloss, in UTF-8 bytes, kept as a whole-gloss key of `word_gloss`.
  static let longestGlossKey = 400

  /// The prepositions a verb's gloss may end with that leave the verb's meaning (`to arrive
  /// at`, `to wait for`, `to listen to`); not the particles of phrasal verbs, which change it
  /// (`to put on`, `to give up`).
  static let prepositions: Set<Substring> = ["at", "for", "to", "with", "about", "from", "of", "into", "upon"]

  /// The particles of a phrasal verb that often only complete the verb (`to wrap up`, `to lift
  /// up`, `to sit down`), though not always (`to give up`).
  static let completingParticles: Set<Substring> = ["up", "down"]

  /// Words that make a two-word gloss a phrase, not a noun with a modifier, whose last word
  /// is then not what it names: `for example`, `at once`, `not yet`, `very good`.
  static let functionWords: Set<Substring> = [
    "at", "by", "for", "from", "in", "into", "of", "on", "to", "with", "as", "so", "not", "very", "too", "and", "or",
  ]

  /// Whether `sense` is a noun's that takes する or a na-adjective's, glossed by the noun
  /// (`explanation`, `safety`): its one-word glosses are also keyed by their verb or adjective.
  static func isNominal(_ sense: Sense) -> Bool {
    sense.partsOfSpeech.contains { $0 == "vs" || $0.hasPrefix("vs-") || $0 == "adj-na" }
  }

  /// The longest summary a list row shows, in characters: a row shows less than a line.
  static let longestSummary = 300

  /// The first sense's glosses, as a list row shows them: cut after ``longestSummary``
  /// characters, so a huge gloss costs a list nothing.
  static func summary(of word: Word) -> String {
    let summary = word.senses.first?.glosses.joined(separator: "; ") ?? ""
    guard summary.utf8.count > longestSummary else { return summary }
    let cut = summary.prefix(longestSummary)
    return cut.count < summary.count ? cut + "…" : summary
  }

  func rows(of word: Word) -> WordRows {
    let separator = String(DictionarySchema.separator)
    let forms = word.spellings.map {
      WordRows.Form(text: $0.text, tags: $0.tags.joined(separator: ","), isCommon: $0.isCommon)
    }
    var looseKeys: [String] = []
    var readingKeys: [String] = []
    var readings: [WordRows.Reading] = []
    readings.reserveCapacity(word.kana.count)
    for entry in word.kana {
      let key = Kana.key(entry.text)
      readingKeys.append(key)
      let loose = Kana.looseKey(key)
      let isNew = !looseKeys.contains(loose)
      if isNew { looseKeys.append(loose) }
      readings.append(
        WordRows.Reading(
          text: entry.text, tags: entry.tags.joined(separator: ","), isCommon: entry.isCommon,
          noKanji: entry.noKanji, spellings: entry.spellings.joined(separator: separator),
          looseKey: isNew ? loose : nil))
    }
    var english = ""
    var glossCount = 0
    var senses: [[String]] = []
    senses.reserveCapacity(word.senses.count)
    var glosses: [WordRows.Gloss] = []
    // The whole glosses of a word with a noun's sense: a verb it is glossed by is not also
    // keyed as the noun's verb (a word's key is written once, the first time).
    let typedKeys: Set<String> =
      word.senses.contains { Self.isNominal($0) }
      ? Set(
        word.senses.flatMap(\.glosses).lazy.filter { $0.utf8.count <= Self.longestGlossKey }
          .map { English.withoutArticle(English.key($0)) }) : []
    for (position, sense) in word.senses.enumerated() {
      senses.append([
        sense.partsOfSpeech.joined(separator: ","),
        sense.tags.joined(separator: ","),
        sense.glosses.joined(separator: separator),
        sense.fields.joined(separator: ","),
        sense.dialects.joined(separator: ","),
        sense.notes.joined(separator: separator),
        sense.onlySpellings.joined(separator: separator),
        sense.onlyReadings.joined(separator: separator),
        sense.seeAlso.joined(separator: separator),
        sense.antonyms.joined(separator: separator),
      ])
      // A verb's sense (`v1`, `v5k`…), not a noun's that takes する (`vs`), glossed as a noun.
      let isVerb = sense.partsOfSpeech.contains { $0.hasPrefix("v") && $0 != "vs" && $0 != "vidx" }
      let isNominal = Self.isNominal(sense)
      for (index, gloss) in sense.glosses.enumerated() {
        if glossCount > 0 { english += " " }
        english += gloss
        glossCount += 1
        // A gloss longer than any query (a damaged or hostile source's megabytes) is found by
        // its words in the full-text index, not as a whole gloss.
        // `the world` (世界) is `world`: a learner types no article, and a query's is dropped.
        let whole = gloss.utf8.count > Self.longestGlossKey ? "" : English.key(gloss)
        let key = English.withoutArticle(whole)
        if !key.isEmpty {
          glosses.append(WordRows.Gloss(key: key, sense: position, position: index))
        }
        // A phrase that lost a possessive is no compound: `to eat one's fill`, found as `eat
        // fill`, is not a `fill`.
        let words = whole.contains(" one's ") ? [] : key.split(separator: " ")
        if isNominal, words.count == 1 {
          // `explanation` (説明) is also found as `explain`, behind a gloss that is the verb.
          for base in English.nominalBases(of: key) where !typedKeys.contains(base) {
            glosses.append(
              WordRows.Gloss(key: base, sense: position, position: DictionaryWriter.nominalPosition + index))
          }
        }
        if words.count == 2, let first = words.first, let last = words.last {
          if isVerb, Self.prepositions.contains(last) {
            // `to arrive at` is also found as `arrive`: a learner types the verb alone.
            glosses.append(
              WordRows.Gloss(key: String(first), sense: position, position: DictionaryWriter.verbPosition + index))
          } else if isVerb, Self.completingParticles.contains(last) {
            // `to wrap up` (包む) is also found as `wrap`, by a weight of its own: `to give up`
            // is no `give`, and the fit weighs how often the particle only completes the verb.
            glosses.append(
              WordRows.Gloss(key: String(first), sense: position, position: DictionaryWriter.phrasalPosition + index))
          } else if last.count > 2, !Self.functionWords.contains(first) {
            // `railway station` is also found as `station`, a little behind an exact gloss;
            // `for example` (例えば) is not an example.
            glosses.append(
              WordRows.Gloss(key: String(last), sense: position, position: DictionaryWriter.headPosition + index))
          }
        }
      }
    }
    return WordRows(
      id: word.id, isCommon: word.isCommon, headword: word.headword, reading: word.reading,
      summary: Self.summary(of: word), kanji: kanji(of: word),
      entryID: word.entryID, subheading: word.subheading, forms: forms, readings: readings, senses: senses,
      glosses: glosses, searchForms: word.forms.joined(separator: " "),
      searchKana: readingKeys.joined(separator: " "), searchEnglish: english)
  }
}
