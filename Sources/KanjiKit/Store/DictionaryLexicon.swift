import GRDB
import GRDBSQLite
import JapaneseText

/// The dictionary as a ``Lexicon``, for ``Segmenter``: every spelling and reading of every
/// word, read from `dictionary.sqlite` one first character at a time.
///
/// The first time a text starting with a character is asked about, one indexed range query
/// per table (`word_form`, `word_reading`: their `(text, word)` indexes cover it, in the
/// order of their bytes) reads the spellings and readings that start with it, merged into
/// ``LexiconKeys`` (one buffer, sorted by UTF-8 bytes) that the segmenter walks byte by byte;
/// the characters of a piece of text are read together, in one transaction. Parts of speech
/// and readings are read for the words found, a batch at a time through kept statements, and
/// kept too. So a short line costs a few small queries, and a long text reads at most the
/// dictionary's keys once.
///
/// Not for sharing between threads: it fills its tables as it is asked.
public final class DictionaryLexicon: Lexicon {
  private let store: DictionaryStore
  private var buckets: [UInt32: Bucket] = [:]
  private var details: [Int64: Details] = [:]

  /// A lexicon over `store`.
  public init(store: DictionaryStore) {
    self.store = store
  }

  /// The spellings and readings that start with one character, sorted by their bytes, and
  /// the words of each.
  private struct Bucket {
    var keys = LexiconKeys()
    var postings: [[Posting]] = []
  }

  private struct Posting {
    var word: Int64
    var isReading: Bool
  }

  private struct Details {
    var id: Int
    var partsOfSpeech: [String]
    var isUsuallyKana = false
    /// Readings in order, each with the spellings it is restricted to (empty: all).
    var readings: [(text: String, spellings: [String], noKanji: Bool)]

    /// The reading of `spelling`: the first that is not restricted away from it.
    func reading(of spelling: String) -> String {
      readings.first { !$0.noKanji && ($0.spellings.isEmpty || $0.spellings.contains(spelling)) }?.text
        ?? readings.first?.text ?? spelling
    }
  }

  // MARK: - Lexicon

  /// The spellings and readings that start with `first`, sorted by their bytes.
  public func keys(startingWith first: Unicode.Scalar) throws -> LexiconKeys {
    try bucket(first.value).keys
  }

  /// The spellings and readings that start with each of `scalars`: those not yet read are read
  /// in one transaction (each costs SQLite a few statements to begin and end).
  public func keys(startingWith scalars: [Unicode.Scalar]) throws -> [LexiconKeys] {
    var missing: [UInt32] = []
    for scalar in scalars where buckets[scalar.value] == nil && !missing.contains(scalar.value) {
      missing.append(scalar.value)
    }
    if !missing.isEmpty {
      try store.queue.read { db in
        for scalar in missing { buckets[scalar] = try Self.readBucket(scalar, db) }
      }
    }
    return try scalars.map { try bucket($0.value).keys }
  }

  /// The words spelled or read exactly as each of `texts`.
  public func entries(exactly texts: Set<String>) throws -> [String: [LexiconEntry]] {
    // Each text is hashed once, into the answer: Swift normalizes Japanese text to hash it.
    // (The segmenter keeps what each of its keys found, so nothing is kept here.)
    var found: [(text: String, postings: [Posting])] = []
    for text in texts {
      guard let first = text.unicodeScalars.first else { continue }
      let bucket = try self.bucket(first.value)
      if let index = bucket.keys.index(of: text) { found.append((text, bucket.postings[index])) }
    }
    try readDetails(Set(found.flatMap { $0.postings.map(\.word) }))
    var result: [String: [LexiconEntry]] = Dictionary(minimumCapacity: found.count)
    for (text, postings) in found {
      var seen: Set<Int64> = []
      result[text] = postings.compactMap { posting in
        guard seen.insert(posting.word).inserted, let details = details[posting.word] else { return nil }
        return LexiconEntry(
          id: details.id, rank: Int(posting.word), reading: posting.isReading ? text : details.reading(of: text),
          partsOfSpeech: details.partsOfSpeech, isUsuallyKana: details.isUsuallyKana)
      }
    }
    return result
  }

  // MARK: - Reading the database

  private func bucket(_ scalar: UInt32) throws -> Bucket {
    if let bucket = buckets[scalar] { return bucket }
    let bucket = try store.queue.read { db in try Self.readBucket(scalar, db) }
    buckets[scalar] = bucket
    return bucket
  }

  /// The keys that start with `scalar` and their words, read from `db`.
  private static func readBucket(_ scalar: UInt32, _ db: Database) throws -> Bucket {
    guard let low = Unicode.Scalar(scalar) else { return Bucket() }
    // The next scalar value bounds the range; a surrogate gap is skipped to the next scalar.
    var nextValue = scalar + 1
    while Unicode.Scalar(nextValue) == nil, nextValue < 0x11_0000 { nextValue += 1 }
    let high = Unicode.Scalar(nextValue).map { String(Character($0)) } ?? "\u{10FFFF}\u{10FFFF}"
    let lowText = String(Character(low))
    // Each table's keys come in the order of its `(text, word)` index, which is their bytes'
    // order: the two lists are merged, a text's spellings before its readings.
    // A kana's keys are thousands of rows: their bytes are copied as SQLite has them, with no
    // row or string made of each (the statement is GRDB's, stepped through SQLite's interface).
    var tables: [(keys: [UInt8], ends: [Int], words: [Int64])] = []
    for table in ["word_form", "word_reading"] {
      let statement = try db.cachedStatement(
        sql: "SELECT text, word FROM \(table) WHERE text >= ? AND text < ? ORDER BY text, word")
      try statement.setArguments([lowText, high])
      let handle = statement.sqliteStatement
      defer { sqlite3_reset(handle) }
      var rows: (keys: [UInt8], ends: [Int], words: [Int64]) = ([], [], [])
      while true {
        let code = sqlite3_step(handle)
        if code == SQLITE_DONE { break }
        guard code == SQLITE_ROW else {
          throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
        }
        if let text = sqlite3_column_text(handle, 0) {
          rows.keys.append(contentsOf: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, 0))))
        }
        rows.ends.append(rows.keys.count)
        rows.words.append(sqlite3_column_int64(handle, 1))
      }
      tables.append(rows)
    }
    return merge(tables[0], tables[1])
  }

  /// One bucket of the keys of `forms` and `readings`, each in byte order.
  private static func merge(
    _ forms: (keys: [UInt8], ends: [Int], words: [Int64]), _ readings: (keys: [UInt8], ends: [Int], words: [Int64])
  ) -> Bucket {
    func key(_ table: (keys: [UInt8], ends: [Int], words: [Int64]), _ index: Int) -> ArraySlice<UInt8> {
      table.keys[(index == 0 ? 0 : table.ends[index - 1])..<table.ends[index]]
    }
    var bucket = Bucket()
    var form = 0
    var reading = 0
    while form < forms.words.count || reading < readings.words.count {
      let isReading =
        form == forms.words.count
        || reading < readings.words.count && key(readings, reading).lexicographicallyPrecedes(key(forms, form))
      let text = isReading ? key(readings, reading) : key(forms, form)
      let posting = Posting(word: isReading ? readings.words[reading] : forms.words[form], isReading: isReading)
      if isReading { reading += 1 } else { form += 1 }
      if bucket.keys.append(text) {
        bucket.postings.append([posting])
      } else {
        bucket.postings[bucket.postings.count - 1].append(posting)
      }
    }
    return bucket
  }

  /// Reads the entry number, parts of speech and readings of each of `words` not yet read.
  ///
  /// The words go in batches of a power of two up to ``batch`` (the last padded with its own
  /// last word, which `IN` reads once), so that the few statements are prepared once and
  /// kept: a reader asks for a few new words with every line.
  private func readDetails(_ words: Set<Int64>) throws {
    let missing = words.filter { details[$0] == nil }.sorted()
    guard !missing.isEmpty else { return }
    try store.queue.read { db in
      var start = 0
      while start < missing.count {
        var batch = Array(missing[start..<min(missing.count, start + Self.batch)])
        start += batch.count
        var size = 1
        while size < batch.count { size *= 2 }
        batch += Array(repeating: batch[batch.count - 1], count: size - batch.count)
        let marks = DictionaryStore.placeholders(size)
        let arguments = StatementArguments(batch)
        var read: [Int64: Details] = [:]
        let words = try db.cachedStatement(sql: "SELECT rank, id FROM word WHERE rank IN (\(marks))")
        let wordRows = try Row.fetchCursor(words, arguments: arguments)
        while let row = try wordRows.next() {
          read[row[0]] = Details(id: row[1], partsOfSpeech: [], readings: [])
        }
        let senses = try db.cachedStatement(
          sql:
            "SELECT word, parts_of_speech, position, tags FROM sense WHERE word IN (\(marks)) ORDER BY word, position")
        let senseRows = try Row.fetchCursor(senses, arguments: arguments)
        while let row = try senseRows.next() {
          // Changed in place: a copy of the entry would copy its lists at every row.
          let word: Int64 = row[0]
          guard read[word] != nil else { continue }
          if (row[2] as Int) == 0 {
            read[word]?.isUsuallyKana = (row[3] as String).split(separator: ",").contains("uk")
          }
          for code in (row[1] as String).split(separator: ",").map(String.init)
          where read[word]?.partsOfSpeech.contains(code) == false {
            read[word]?.partsOfSpeech.append(code)
          }
        }
        let readings = try db.cachedStatement(
          sql:
            "SELECT word, text, spellings, nokanji FROM word_reading WHERE word IN (\(marks)) ORDER BY word, position")
        let readingRows = try Row.fetchCursor(readings, arguments: arguments)
        while let row = try readingRows.next() {
          read[row[0]]?.readings.append((row[1], DictionarySchema.list(row[2]), row[3]))
        }
        details.merge(read) { _, new in new }
      }
    }
  }

  /// The most words read in one batch.
  private static let batch = 512
}
