import GRDB

/// JMdict as the PyPI package jamdict-data stores it: a SQLite file with one table per
/// element of JMdict's XML (`Kanji`, `KJI`, `Kana`, `KNR`, `Sense`, `stagk`, `xref`, …).
///
/// jamdict keeps the *expansions* of JMdict's entities ("word usually written using kana
/// alone"), so they are turned back into codes (`uk`) with ``DictionaryTag``'s table.
public enum JamdictDatabase {
  /// The JMdict entries of the database at `path`, in entry-number order, each as a ``Word``
  /// whose id is its entry number; `only`, when given, keeps those entries alone.
  ///
  /// - Throws: ``DictionarySourceError`` when the file is not a jamdict database.
  public static func words(path: String, only: Set<Int>? = nil) throws -> (words: [Word], version: String) {
    let queue: DatabaseQueue
    do {
      var configuration = Configuration()
      configuration.readonly = true
      queue = try DatabaseQueue(path: path, configuration: configuration)
      return try queue.read { db in
        let version = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'jmdict.version'") ?? ""
        return (try read(db, only: only), version)
      }
    } catch let error as DatabaseError {
      throw DictionarySourceError.unreadable(
        path: path, reason: "not a jamdict database (\(error.message ?? "\(error)"))",
        package: "jamdict-data (PyPI; make data fetches it)", option: "--jamdict")
    }
  }

  /// The entry numbers of the entries with a priority (`ke_pri` or `re_pri`).
  public static func priorityEntries(path: String) throws -> Set<Int> {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    return try queue.read { db in
      Set(
        try Int.fetchAll(
          db,
          sql: """
            SELECT k.idseq FROM KJP p JOIN Kanji k ON k.ID = p.kid
            UNION SELECT r.idseq FROM KNP p JOIN Kana r ON r.ID = p.kid
            """))
    }
  }

  /// Priorities that make a spelling or reading common, as EDICT's (P) and jisho say.
  static let commonPriorities: Set<String> = ["news1", "ichi1", "spec1", "spec2", "gai1"]

  private static func read(_ db: Database, only: Set<Int>?) throws -> [Word] {
    func keep(_ id: Int) -> Bool { only?.contains(id) ?? true }
    func grouped(_ sql: String) throws -> [Int: [String]] {
      var table: [Int: [String]] = [:]
      for row in try Row.fetchAll(db, sql: sql) { table[row[0], default: []].append(row[1]) }
      return table
    }
    let kanjiTags = try grouped("SELECT kid, text FROM KJI")
    let kanjiPriorities = try grouped("SELECT kid, text FROM KJP")
    let kanaTags = try grouped("SELECT kid, text FROM KNI")
    let kanaPriorities = try grouped("SELECT kid, text FROM KNP")
    let restrictions = try grouped("SELECT kid, text FROM KNR")
    var spellings: [Int: [Spelling]] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT ID, idseq, text FROM Kanji ORDER BY ID") {
      let id: Int = row[0]
      let entry: Int = row[1]
      guard keep(entry) else { continue }
      spellings[entry, default: []].append(
        Spelling(
          row[2], tags: (kanjiTags[id] ?? []).map { code($0, .spelling) },
          isCommon: (kanjiPriorities[id] ?? []).contains(where: commonPriorities.contains)))
    }
    var kana: [Int: [Reading]] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT ID, idseq, text, nokanji FROM Kana ORDER BY ID") {
      let id: Int = row[0]
      let entry: Int = row[1]
      guard keep(entry) else { continue }
      kana[entry, default: []].append(
        Reading(
          row[2], tags: (kanaTags[id] ?? []).map { code($0, .reading) },
          isCommon: (kanaPriorities[id] ?? []).contains(where: commonPriorities.contains),
          noKanji: (row[3] as Int?) == 1, spellings: restrictions[id] ?? []))
    }
    let parts = try grouped("SELECT sid, text FROM pos")
    let misc = try grouped("SELECT sid, text FROM misc")
    let fields = try grouped("SELECT sid, text FROM field")
    let dialects = try grouped("SELECT sid, text FROM dialect")
    let notes = try grouped("SELECT sid, text FROM SenseInfo")
    let stagk = try grouped("SELECT sid, text FROM stagk")
    let stagr = try grouped("SELECT sid, text FROM stagr")
    let xrefs = try grouped("SELECT sid, text FROM xref")
    let antonyms = try grouped("SELECT sid, text FROM antonym")
    let glosses = try grouped("SELECT sid, text FROM SenseGloss WHERE lang = 'eng' OR lang IS NULL")
    var senses: [Int: [Sense]] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT ID, idseq FROM Sense ORDER BY ID") {
      let id: Int = row[0]
      let entry: Int = row[1]
      guard keep(entry), let texts = glosses[id], !texts.isEmpty else { continue }
      // JMdict gives a part of speech once for the senses that follow until the next one.
      let previous = senses[entry]?.last?.partsOfSpeech ?? []
      let own = (parts[id] ?? []).map { code($0, .partOfSpeech) }
      senses[entry, default: []].append(
        Sense(
          partsOfSpeech: own.isEmpty ? previous : own, tags: (misc[id] ?? []).map { code($0, .usage) },
          fields: (fields[id] ?? []).map { code($0, .field) },
          dialects: (dialects[id] ?? []).map { code($0, .dialect) },
          notes: notes[id] ?? [], onlySpellings: stagk[id] ?? [], onlyReadings: stagr[id] ?? [],
          seeAlso: xrefs[id] ?? [], antonyms: antonyms[id] ?? [], glosses: texts))
    }
    var words: [Word] = []
    for entry in try Int.fetchAll(db, sql: "SELECT idseq FROM Entry ORDER BY idseq") where keep(entry) {
      guard let readings = kana[entry], let meanings = senses[entry] else { continue }
      words.append(JMdictEntry.word(id: entry, spellings: spellings[entry] ?? [], kana: readings, senses: meanings))
    }
    return words
  }

  /// The code of a jamdict expansion; an expansion the table lacks is kept as it is.
  private static func code(_ expansion: String, _ kind: DictionaryTag.Kind) -> String {
    if let code = DictionaryTag.code(expanding: expansion, as: kind) { return code }
    // jamdict files the `ik` of a kanji spelling under the reading tag's expansion.
    if kind == .spelling, let code = DictionaryTag.code(expanding: expansion, as: .reading) { return code }
    return expansion
  }
}

/// How a JMdict entry becomes a ``Word``, whatever file it was read from.
public enum JMdictEntry {
  /// The word of entry `id`: usual spellings before rare and irregular ones (`iK`, `oK`,
  /// `rK`, `sK`, then uncommon), readings in JMdict's order with irregular ones last.
  public static func word(id: Int, spellings: [Spelling], kana: [Reading], senses: [Sense]) -> Word {
    let orderedSpellings = spellings.enumerated().sorted { a, b in
      (a.element.isUnusual ? 1 : 0, a.element.isCommon ? 0 : 1, a.offset)
        < (b.element.isUnusual ? 1 : 0, b.element.isCommon ? 0 : 1, b.offset)
    }.map(\.element)
    let orderedKana = kana.enumerated().sorted { a, b in
      (a.element.isUnusual ? 1 : 0, a.offset) < (b.element.isUnusual ? 1 : 0, b.offset)
    }.map(\.element)
    return Word(
      id: id, entryID: id, spellings: orderedSpellings, kana: orderedKana,
      senses: senses.filter { !$0.glosses.isEmpty },
      isCommon: spellings.contains(where: \.isCommon) || kana.contains(where: \.isCommon))
  }
}
