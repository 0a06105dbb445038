import Foundation
import GRDB
import KanjiKit
import SpacedRepetition

/// What ``AccountStore/follow(_:scheduler:)`` did to the word records.
public struct DictionaryFollowReport: Hashable, Sendable {
  /// Whether the dictionary was another one than the records' ids came from.
  public var dictionaryChanged = false
  /// Words of the records named for the first time (records from before names were kept).
  public var named = 0
  /// Words found again under another id.
  public var moved = 0
  /// Words the previous dictionary lacked that this one has.
  public var regained = 0
  /// The words this dictionary lacks, as the records name them; they stay listed, keep
  /// their history and come back with a dictionary that has them.
  public var lacking: [WordIdentity] = []
  /// Saved screens' words this dictionary lacks.
  public var lackingScreens: [WordIdentity] = []

  /// Nothing done.
  public init() {}

  /// A paragraph for the first screen, or nil when there is nothing to tell.
  public var notice: String? {
    guard dictionaryChanged, moved + regained > 0 || !lacking.isEmpty else { return nil }
    var text = "The dictionary changed: your starred, visited and studied words were found in it again"
    if moved + regained > 0 {
      text += " (\(moved + regained) found under new numbers"
      text += regained > 0 ? ", \(regained) missing from the previous dictionary)" : ")"
    }
    if lacking.isEmpty { return text + "." }
    let names = lacking.prefix(5).map(\.text).joined(separator: ", ")
    let more = lacking.count > 5 ? " and \(lacking.count - 5) more" : ""
    return text + ". Not in this dictionary, kept with their history until one has them again: \(names)\(more)."
  }
}

/// A word a saved screen names: what names it, and its id in the dictionary in use (nil
/// when that dictionary lacks it).
public struct SavedWord: Hashable, Sendable {
  /// What names the word.
  public var identity: WordIdentity
  /// Its id in the dictionary in use, or nil.
  public var currentID: Int?
}

extension AccountStore {
  /// The tables whose rows name words by key, with what names them beside.
  static let namedWordTables = ["star_item", "history", "study_card"]

  /// Makes `dictionary` the one the word records name, and finds every word again when it
  /// is another one than they were last matched to.
  ///
  /// The dictionary's ``DictionaryStore/wordIDStamp()`` is kept in `user.sqlite`: on a start
  /// with the same dictionary this is two small reads. A file that never had a stamp (new,
  /// or just migrated from before names were kept) has its words named from `dictionary`.
  /// With another dictionary, each word of the stars, history, cards and reviews, and of the
  /// saved screens, is found again by ``DictionaryStore/resolve(_:)`` and its key changed, in
  /// one transaction; a word it lacks gets a negative key, which no dictionary uses, and
  /// keeps its name, so it stays listed and is found again later. Two words that become
  /// one entry are merged: the star keeps its place, the history its latest visit, and the
  /// card is replayed with `scheduler` from both logs.
  ///
  /// A store that refuses writes only learns the dictionary (words starred there cannot be
  /// written anyway).
  ///
  /// - Throws: ``AccountError``; nothing is then changed, and the next start tries again.
  @discardableResult
  public func follow(_ dictionary: DictionaryStore, scheduler: Scheduler = .standard) throws(AccountError)
    -> DictionaryFollowReport
  {
    let stamp: String
    do {
      stamp = try dictionary.wordIDStamp()
    } catch {
      throw .storage("the dictionary cannot be read: \(StorageFailure.describe(error, file: dictionary.url))")
    }
    followedDictionary.withLock { $0 = dictionary }
    guard unavailableReason == nil else { return DictionaryFollowReport() }
    let stored = try readOrThrow { db in
      try String.fetchOne(db, sql: "SELECT stamp FROM dictionary_stamp WHERE id = 1")
    }
    guard stored != stamp else { return DictionaryFollowReport() }
    return try write { db in
      // Read again in the transaction: another instance may have followed it meanwhile.
      let stored = try String.fetchOne(db, sql: "SELECT stamp FROM dictionary_stamp WHERE id = 1")
      var report = DictionaryFollowReport()
      if stored == nil {
        report.named = try Self.nameUnnamedWords(from: dictionary, db)
      } else if stored != stamp {
        report = try Self.findWordsAgain(in: dictionary, scheduler: scheduler, db)
      }
      try db.execute(
        sql: "INSERT OR REPLACE INTO dictionary_stamp (id, stamp, followed_at) VALUES (1, ?, ?)",
        arguments: [stamp, Timestamp.text()])
      return report
    }
  }

  /// What names the word `item` is, from the followed dictionary; nil for a kanji, before a
  /// dictionary is followed, or for an id it lacks.
  func identity(of item: HistoryItem) throws(AccountError) -> WordIdentity? {
    guard case .word(let id) = item, let dictionary = followedDictionary.withLock({ $0 }) else { return nil }
    do {
      return try dictionary.identities(ofWords: [id])[id]
    } catch {
      throw .storage("the dictionary cannot be read: \(StorageFailure.describe(error, file: dictionary.url))")
    }
  }

  /// Keeps `identity` with the row of `table` naming word `key` for `userID`, when it has none.
  static func name(_ identity: WordIdentity?, key: String, userID: Int64, in table: String, _ db: Database) throws {
    guard let identity else { return }
    try db.execute(
      sql: """
        UPDATE \(table) SET spelling = ?, reading = ?, variants = ?, gloss = ?
        WHERE user_id = ? AND kind = 'word' AND key = ? AND spelling IS NULL
        """,
      arguments: [identity.spelling, identity.reading, identity.variantsText, identity.gloss, userID, key])
  }

  /// The identity in columns spelling, reading, variants, gloss from `index` of `row`, or nil
  /// when they are NULL.
  static func identity(from row: Row, at index: Int) -> WordIdentity? {
    guard let spelling: String = row[index], let reading: String = row[index + 1] else { return nil }
    let variants: String? = row[index + 2]
    let gloss: String? = row[index + 3]
    return WordIdentity(
      spelling: spelling, reading: reading, variants: WordIdentity.variants(fromText: variants ?? ""),
      gloss: gloss ?? "")
  }

  // MARK: - Saved screens

  /// The words the saved screens name, by the id the saved state has: what names each,
  /// and its id in the dictionary in use (found again when the dictionary changed).
  public func savedWords() throws(AccountError) -> [Int: SavedWord] {
    try readOrThrow { db in
      var words: [Int: SavedWord] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT id, spelling, reading, variants, gloss, current_id FROM saved_word")
      {
        guard let identity = Self.identity(from: row, at: 1) else { continue }
        words[row[0]] = SavedWord(identity: identity, currentID: row[5])
      }
      return words
    }
  }

  // MARK: - Following a dictionary

  /// Names every word row without a name from `dictionary` (the dictionary in use when the
  /// file was migrated); returns how many rows it named. Ids it lacks stay unnamed.
  static func nameUnnamedWords(from dictionary: DictionaryStore, _ db: Database) throws -> Int {
    var named = 0
    for table in namedWordTables {
      let keys = try String.fetchAll(
        db, sql: "SELECT DISTINCT key FROM \(table) WHERE kind = 'word' AND spelling IS NULL")
      let identities = try dictionary.identities(ofWords: keys.compactMap { Int($0) })
      for key in keys {
        guard let id = Int(key), let identity = identities[id] else { continue }
        try db.execute(
          sql: """
            UPDATE \(table) SET spelling = ?, reading = ?, variants = ?, gloss = ?
            WHERE kind = 'word' AND key = ? AND spelling IS NULL
            """,
          arguments: [identity.spelling, identity.reading, identity.variantsText, identity.gloss, key])
        named += db.changesCount
      }
    }
    return named
  }

  /// Finds every named word of every account again in `dictionary` and changes its key
  /// where it is found under another id (or not at all).
  static func findWordsAgain(in dictionary: DictionaryStore, scheduler: Scheduler, _ db: Database) throws
    -> DictionaryFollowReport
  {
    var report = DictionaryFollowReport()
    report.dictionaryChanged = true
    var names: [String: WordIdentity] = [:]
    for table in namedWordTables {
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT key, spelling, reading, variants, gloss FROM \(table)
          WHERE kind = 'word' AND spelling IS NOT NULL GROUP BY key
          """)
      for row in rows {
        let key: String = row[0]
        if names[key] == nil, let identity = identity(from: row, at: 1) { names[key] = identity }
      }
    }
    let keys = names.keys.sorted()
    let found = try dictionary.resolve(
      keys.map { key in
        let former = Int(key).flatMap { $0 >= 0 ? $0 : nil }
        return DictionaryStore.WordToResolve(identity: names[key]!, formerID: former)
      })
    // Keys of words no dictionary has go below every negative key in use.
    var lowest = 0
    for table in namedWordTables + ["review"] {
      let least = try Int.fetchOne(db, sql: "SELECT min(CAST(key AS INTEGER)) FROM \(table) WHERE kind = 'word'")
      lowest = min(lowest, least ?? 0)
    }
    var changes: [(old: String, new: String)] = []
    for (key, id) in zip(keys, found) {
      let wasLacking = (Int(key) ?? 0) < 0
      if let id {
        guard String(id) != key else { continue }
        changes.append((key, String(id)))
        if wasLacking { report.regained += 1 } else { report.moved += 1 }
      } else {
        report.lacking.append(names[key]!)
        guard !wasLacking else { continue }
        lowest -= 1
        changes.append((key, String(lowest)))
      }
    }
    try changeWordKeys(changes, scheduler: scheduler, db)
    report.lackingScreens = try findSavedWordsAgain(in: dictionary, db)
    return report
  }

  /// Finds the saved screens' words again; returns those `dictionary` lacks.
  static func findSavedWordsAgain(in dictionary: DictionaryStore, _ db: Database) throws -> [WordIdentity] {
    let rows = try Row.fetchAll(db, sql: "SELECT id, spelling, reading, variants, gloss, current_id FROM saved_word")
    let words = rows.compactMap { row in
      identity(from: row, at: 1).map { (id: row[0] as Int64, identity: $0, current: row[5] as Int?) }
    }
    let found = try dictionary.resolve(
      words.map { DictionaryStore.WordToResolve(identity: $0.identity, formerID: $0.current) })
    var lacking: [WordIdentity] = []
    for (word, id) in zip(words, found) {
      if id == nil { lacking.append(word.identity) }
      try db.execute(sql: "UPDATE saved_word SET current_id = ? WHERE id = ?", arguments: [id, word.id])
    }
    return lacking
  }

  /// Changes the key of every word row (stars, history, cards, reviews; every account) from
  /// each change's old key to its new one. Keys may swap (an import numbers words by line,
  /// and the next one by other lines), so rows first move aside to `~old`; a row whose new
  /// key is taken (two words that became one entry) is merged into the row there.
  static func changeWordKeys(_ changes: [(old: String, new: String)], scheduler: Scheduler, _ db: Database) throws {
    guard !changes.isEmpty else { return }
    try db.execute(sql: "CREATE TEMP TABLE word_key_change (old TEXT PRIMARY KEY, new TEXT NOT NULL)")
    defer { try? db.execute(sql: "DROP TABLE temp.word_key_change") }  // the transaction's error is what matters
    let insert = try db.makeStatement(sql: "INSERT INTO temp.word_key_change VALUES (?, ?)")
    for change in changes { try insert.execute(arguments: ["~" + change.old, change.new]) }
    let tables = ["star_item", "history", "review", "study_card"]
    for table in tables {
      try db.execute(
        sql: """
          UPDATE \(table) SET key = '~' || key
          WHERE kind = 'word' AND '~' || key IN (SELECT old FROM temp.word_key_change)
          """)
      try db.execute(
        sql: """
          UPDATE OR IGNORE \(table) SET key = (SELECT new FROM temp.word_key_change WHERE old = \(table).key)
          WHERE kind = 'word' AND key IN (SELECT old FROM temp.word_key_change)
          """)
    }
    try mergeLeftOverWordRows(scheduler: scheduler, db)
  }

  /// Merges the rows ``changeWordKeys(_:scheduler:_:)`` could not move (their new key was
  /// taken for the same account) into the rows there, and removes them.
  private static func mergeLeftOverWordRows(scheduler: Scheduler, _ db: Database) throws {
    let target = "(SELECT new FROM temp.word_key_change WHERE old = moved.key)"
    // A star keeps the place and sentence of the one there, or takes the sentence it lacks.
    try db.execute(
      sql: """
        UPDATE star_item SET
          sentence_before = COALESCE(sentence_before, (SELECT sentence_before FROM star_item moved
            WHERE moved.user_id = star_item.user_id AND moved.kind = 'word' AND \(target) = star_item.key)),
          sentence_word = COALESCE(sentence_word, (SELECT sentence_word FROM star_item moved
            WHERE moved.user_id = star_item.user_id AND moved.kind = 'word' AND \(target) = star_item.key)),
          sentence_after = COALESCE(sentence_after, (SELECT sentence_after FROM star_item moved
            WHERE moved.user_id = star_item.user_id AND moved.kind = 'word' AND \(target) = star_item.key))
        WHERE kind = 'word' AND sentence_word IS NULL AND EXISTS (SELECT 1 FROM star_item moved
          WHERE moved.user_id = star_item.user_id AND moved.kind = 'word' AND \(target) = star_item.key)
        """)
    // The history keeps the latest visit of the two.
    try db.execute(
      sql: """
        UPDATE history SET
          seq = max(seq, (SELECT max(seq) FROM history moved
            WHERE moved.user_id = history.user_id AND moved.kind = 'word' AND \(target) = history.key)),
          visited_at = max(visited_at, (SELECT max(visited_at) FROM history moved
            WHERE moved.user_id = history.user_id AND moved.kind = 'word' AND \(target) = history.key))
        WHERE kind = 'word' AND EXISTS (SELECT 1 FROM history moved
          WHERE moved.user_id = history.user_id AND moved.kind = 'word' AND \(target) = history.key)
        """)
    // Cards whose reviews were merged are replayed from the merged log.
    let merged = try Row.fetchAll(
      db,
      sql: """
        SELECT DISTINCT moved.user_id, \(target) FROM study_card moved
        WHERE moved.kind = 'word' AND moved.key IN (SELECT old FROM temp.word_key_change)
        """)
    for table in ["star_item", "history", "review", "study_card"] {
      try db.execute(
        sql: "DELETE FROM \(table) WHERE kind = 'word' AND key IN (SELECT old FROM temp.word_key_change)")
    }
    for row in merged {
      let key: String = row[1]
      try replay(kind: "word", key: key, userID: row[0], scheduler: scheduler, db)
    }
  }
}
