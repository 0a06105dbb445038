import GRDB
import GRDBSQLite
import JapaneseText

extension DictionaryLexicon {
  /// Reads the entry number, parts of speech, senses and readings (and which are unusual) of
  /// each of `words` not yet read.
  ///
  /// The words go in batches of a power of two up to ``batch`` (the last padded with its own
  /// last word, which `IN` reads once), so that the few statements are prepared once and
  /// kept: a reader asks for a few new words with every line. The rows are stepped through
  /// SQLite's interface and come in the batch's order (by word), so each row finds its word
  /// by a cursor rather than a hash, and no row is made of them: a long text meets thousands
  /// of new words, and making rows and strings of each was most of what reading them cost.
  func readDetails(_ words: Set<Int64>) throws {
    let missing = words.filter { details[$0] == nil }.sorted()
    guard !missing.isEmpty else { return }
    try store.queue.read { db in
      var start = 0
      while start < missing.count {
        var batch = Array(missing[start..<min(missing.count, start + Self.batch)])
        start += batch.count
        let count = batch.count
        var size = 1
        while size < batch.count { size *= 2 }
        batch += Array(repeating: batch[batch.count - 1], count: size - batch.count)
        let marks = DictionaryStore.placeholders(size)
        var read = [Details?](repeating: nil, count: count)
        let words = try db.cachedStatement(
          sql: "SELECT rank, id, headword FROM word WHERE rank IN (\(marks)) ORDER BY rank")
        var cursor = WordCursor(batch[..<count])
        try Self.step(words, binding: batch, db) { handle in
          guard let index = cursor.index(of: sqlite3_column_int64(handle, 0)) else { return }
          // A headword in kana: the word has no kanji spelling, or is usually written in kana.
          let headword = String(decoding: Self.bytes(handle, 2), as: UTF8.self)
          let isKana = !headword.unicodeScalars.contains(where: Kana.isIdeograph)
          read[index] = Details(
            id: Int(sqlite3_column_int64(handle, 1)), partsOfSpeech: [], isUsuallyKana: isKana, headword: headword,
            readings: [])
        }
        let senses = try db.cachedStatement(
          sql:
            "SELECT word, parts_of_speech, position, tags FROM sense WHERE word IN (\(marks)) ORDER BY word, position")
        cursor = WordCursor(batch[..<count])
        try Self.step(senses, binding: batch, db) { handle in
          guard let index = cursor.index(of: sqlite3_column_int64(handle, 0)), read[index] != nil else { return }
          read[index]?.senses += 1
          if sqlite3_column_int64(handle, 2) == 0, Self.listHolds(Self.bytes(handle, 3), "uk") {
            read[index]?.isUsuallyKana = true
          }
          for code in partsOfSpeech(Self.bytes(handle, 1)) where read[index]?.partsOfSpeech.contains(code) == false {
            read[index]?.partsOfSpeech.append(code)
          }
        }
        let readings = try db.cachedStatement(
          sql:
            """
            SELECT word, text, spellings, nokanji, tags FROM word_reading WHERE word IN (\(marks))
            ORDER BY word, position
            """)
        cursor = WordCursor(batch[..<count])
        try Self.step(readings, binding: batch, db) { handle in
          guard let index = cursor.index(of: sqlite3_column_int64(handle, 0)), read[index] != nil else { return }
          let spellings = Self.bytes(handle, 2)
          let text = String(decoding: Self.bytes(handle, 1), as: UTF8.self)
          let only = spellings.isEmpty ? [] : DictionarySchema.list(String(decoding: spellings, as: UTF8.self))
          read[index]?.readings.append((text, only, sqlite3_column_int64(handle, 3) != 0))
          // Unusual: tagged so, or the reading of a less usual spelling only (くし of 虫歯's
          // 齲歯, not of 虫歯). Not `ik`, irregular kana that text does write (どっか of どこか).
          let tags = Self.bytes(handle, 4)
          let isTagged =
            !tags.isEmpty && (Self.listHolds(tags, "ok") || Self.listHolds(tags, "rk") || Self.listHolds(tags, "sk"))
          if isTagged
            || (!only.isEmpty && read[index]?.isUsuallyKana == false && !only.contains(read[index]?.headword ?? ""))
          {
            read[index]?.unusualReadings.append(text)
          }
        }
        // Few spellings are ateji: the words that have one are read apart.
        let ateji = try db.cachedStatement(
          sql: """
            SELECT word, text FROM word_form WHERE word IN (\(marks)) AND ',' || tags || ',' LIKE '%,ateji,%'
            ORDER BY word, position
            """)
        cursor = WordCursor(batch[..<count])
        try Self.step(ateji, binding: batch, db) { handle in
          guard let index = cursor.index(of: sqlite3_column_int64(handle, 0)), read[index] != nil else { return }
          read[index]?.ateji.append(String(decoding: Self.bytes(handle, 1), as: UTF8.self))
        }
        for (word, found) in zip(batch, read) { details[word] = found }
      }
    }
  }

  /// The most words read in one batch.
  static let batch = 512

  /// The parts of speech of a sense's comma-separated list `bytes`, made once per list: a
  /// dictionary has a few hundred different lists, and most senses have one of a few.
  private func partsOfSpeech(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    // The lists are ASCII: hashing one needs no normalization.
    let text = String(decoding: bytes, as: UTF8.self)
    if let known = partsOfSpeechLists[text] { return known }
    let made = text.split(separator: ",").map(String.init)
    partsOfSpeechLists[text] = made
    return made
  }

  /// Whether the comma-separated list `bytes` holds `item`.
  private static func listHolds(_ bytes: UnsafeBufferPointer<UInt8>, _ item: StaticString) -> Bool {
    let wanted = UnsafeBufferPointer(start: item.utf8Start, count: item.utf8CodeUnitCount)
    return bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true).contains {
      $0.elementsEqual(wanted)
    }
  }

  /// The bytes of text column `column` of the row `handle` is on, valid until it steps on.
  private static func bytes(_ handle: OpaquePointer?, _ column: Int32) -> UnsafeBufferPointer<UInt8> {
    guard let text = sqlite3_column_text(handle, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column)))
  }

  /// Binds `words` to `statement`'s parameters in order and steps it to its end, handing
  /// each row to `row`.
  private static func step(
    _ statement: Statement, binding words: [Int64], _ db: Database, row: (OpaquePointer?) throws -> Void
  ) throws {
    let handle = statement.sqliteStatement
    defer {
      sqlite3_reset(handle)
      sqlite3_clear_bindings(handle)
    }
    for (index, word) in words.enumerated() {
      let code = sqlite3_bind_int64(handle, Int32(index + 1), word)
      guard code == SQLITE_OK else {
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
      }
    }
    while true {
      let code = sqlite3_step(handle)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else {
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
      }
      try row(handle)
    }
  }

  /// Finds the place of each row's word in a batch sorted by word, when the rows come in
  /// that order too.
  private struct WordCursor {
    let words: ArraySlice<Int64>
    var position: Int

    init(_ words: ArraySlice<Int64>) {
      self.words = words
      position = words.startIndex
    }

    /// The index in the batch of `word`, which is no earlier than the last row's; nil for a
    /// word not in the batch.
    mutating func index(of word: Int64) -> Int? {
      while position < words.endIndex, words[position] < word { position += 1 }
      return position < words.endIndex && words[position] == word ? position - words.startIndex : nil
    }
  }
}
