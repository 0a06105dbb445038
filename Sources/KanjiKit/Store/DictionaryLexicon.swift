import GRDB
import GRDBSQLite
import JapaneseText

/// The dictionary as a ``Lexicon``, for ``Segmenter``: every spelling and reading of every
/// word, read from `dictionary.sqlite` a first character, or a kana's first two, at a time.
///
/// The first time a text starting with a character is asked about, one indexed range query
/// per table (`word_form`, `word_reading`: their `(text, word)` indexes cover it, in the
/// order of their bytes) reads the spellings and readings that start with it, merged into
/// ``LexiconKeys`` (one buffer, sorted by UTF-8 bytes) that the segmenter walks byte by byte;
/// the key starts of a piece of text are read together, in one transaction. A kana begins
/// thousands of keys, so its keys are read by their first two scalars (``KeyStart``): the
/// few hundred that begin し and ま, rather than every one that begins し; a kanji's are read
/// whole, once for every key start it begins. Parts of speech and readings are read for the
/// words found, a batch at a time through kept statements, and kept too. So a short line
/// costs a few small queries, and a long text reads at most the dictionary's keys once.
///
/// Not for sharing between threads: it fills its tables as it is asked.
public final class DictionaryLexicon: Lexicon {
  let store: DictionaryStore
  /// The keys of each first scalar read whole (all but kana).
  private var buckets: [UInt32: Bucket] = [:]
  /// The keys of each kana's key starts read on their own.
  private var kanaBuckets: [KeyStart: Bucket] = [:]
  /// How many key starts of each kana were read on their own.
  private var startsRead: [UInt32: Int] = [:]
  /// How many of a kana's key starts are read on their own before all its keys are read at
  /// once: a long text meets most of a kana's starts, and one query for all its keys then
  /// costs less than many small ones (B11 took 1.8 times as long with none).
  private static let startsReadAlone = 16
  /// How many key starts not yet read make a long piece of text, whose kana are read whole
  /// at once: it meets most starts of each (B11's pieces are 2,048 characters).
  private static let startsOfALongPiece = 256
  var details: [Int64: Details] = [:]

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

  struct Details {
    var id: Int
    var partsOfSpeech: [String]
    var isUsuallyKana = false
    /// How many senses the word has.
    var senses = 0
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

  /// The spellings and readings of `start`: for a kana those of its first two scalars, for
  /// any other character all that start with it.
  public func keys(startingWith start: KeyStart) throws -> LexiconKeys {
    try keys(startingWith: [start])[0]
  }

  /// The spellings and readings of each of `starts`: those not yet read are read in one
  /// transaction (each costs SQLite a few statements to begin and end).
  public func keys(startingWith starts: [KeyStart]) throws -> [LexiconKeys] {
    try read(starts)
    return try starts.map { try bucket(of: $0).keys }
  }

  /// Whether the keys that start with `scalar` are read by their first two scalars: a kana's
  /// are thousands on the full dictionary.
  private static func readsByTwo(_ scalar: Unicode.Scalar) -> Bool {
    Kana.isKana(scalar)
  }

  /// Reads the buckets of those of `starts` not yet read, in one transaction.
  ///
  /// A start is answered with the same keys every time it is asked: those of the start when
  /// they were read on their own, else all its first scalar's.
  private func read(_ starts: [KeyStart]) throws {
    var missing: [KeyStart] = []
    var seen: Set<KeyStart> = []
    var wanted: [UInt32: Int] = [:]
    for start in starts where seen.insert(start).inserted && isMissing(start) {
      missing.append(start)
      if Self.readsByTwo(start.first) { wanted[start.first.value, default: 0] += 1 }
    }
    guard !missing.isEmpty else { return }
    let isLong = missing.count > Self.startsOfALongPiece
    let whole = Set(wanted.filter { isLong || startsRead[$0.key, default: 0] + $0.value > Self.startsReadAlone }.keys)
    try store.queue.read { db in
      for start in missing {
        let first = start.first.value
        if Self.readsByTwo(start.first), !whole.contains(first) {
          kanaBuckets[start] = try Self.readBucket(start, db)
          startsRead[first, default: 0] += 1
        } else if buckets[first] == nil {
          buckets[first] = try Self.readBucket(first, db)
        }
      }
    }
  }

  /// Whether the keys of `start` are not read yet.
  private func isMissing(_ start: KeyStart) -> Bool {
    buckets[start.first.value] == nil && (!Self.readsByTwo(start.first) || kanaBuckets[start] == nil)
  }

  /// The bucket that holds the keys of `start`, read if it was not.
  private func bucket(of start: KeyStart) throws -> Bucket {
    guard Self.readsByTwo(start.first) else { return try bucket(start.first.value) }
    if let bucket = kanaBuckets[start] ?? buckets[start.first.value] { return bucket }
    try read([start])
    return kanaBuckets[start] ?? buckets[start.first.value] ?? Bucket()
  }

  /// The words spelled or read exactly as each of `texts`.
  public func entries(exactly texts: Set<String>) throws -> [String: [LexiconEntry]] {
    // Each text is hashed once, into the answer: Swift normalizes Japanese text to hash it.
    // (The segmenter keeps what each of its keys found, so nothing is kept here.)
    var found: [(text: String, postings: [Posting])] = []
    let starts = texts.map { (text: $0, start: KeyStart(of: $0.utf8)) }
    try read(starts.compactMap(\.start))
    for (text, start) in starts {
      guard let start else { continue }
      let bucket = try self.bucket(of: start)
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
          partsOfSpeech: details.partsOfSpeech, isUsuallyKana: details.isUsuallyKana, senses: details.senses)
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
    let lowText = String(Character(low))
    var tables: [Rows] = []
    for table in ["word_form", "word_reading"] {
      var rows = Rows()
      try read(table, from: lowText, to: String(Character(Self.scalar(after: low))), into: &rows, db)
      tables.append(rows)
    }
    var bucket = merge(tables[0], tables[1])
    bucket.keys.holdsEveryKeyOfItsFirstScalar = true
    return bucket
  }

  /// The keys of `start` and their words, read from `db`: the key that is its first scalar
  /// alone, then those that go on with its second.
  private static func readBucket(_ start: KeyStart, _ db: Database) throws -> Bucket {
    let first = String(Character(start.first))
    var tables: [Rows] = []
    for table in ["word_form", "word_reading"] {
      var rows = Rows()
      // The key alone sorts before all that go on from it.
      try read(table, exactly: first, into: &rows, db)
      if let second = start.second {
        var low = first
        low.unicodeScalars.append(second)
        var high = first
        high.unicodeScalars.append(Self.scalar(after: second))
        try read(table, from: low, to: high, into: &rows, db)
      }
      tables.append(rows)
    }
    return merge(tables[0], tables[1])
  }

  /// The scalar after `scalar`, which bounds a range of the keys that go on with it; a
  /// surrogate gap is skipped, and the last scalar bounds itself (no key begins with it).
  private static func scalar(after scalar: Unicode.Scalar) -> Unicode.Scalar {
    var value = scalar.value + 1
    while Unicode.Scalar(value) == nil, value < 0x11_0000 { value += 1 }
    return Unicode.Scalar(value) ?? scalar
  }

  /// A table's keys (one after another, with where each ends) and the word of each.
  private struct Rows {
    var keys: [UInt8] = []
    var ends: [Int] = []
    var words: [Int64] = []
  }

  /// Adds to `rows` the keys of `table` from `low` up to `high` (not included), in the order
  /// of its `(text, word)` index, which is their bytes' order.
  private static func read(_ table: String, from low: String, to high: String, into rows: inout Rows, _ db: Database)
    throws
  {
    let statement = try db.cachedStatement(
      sql: "SELECT text, word FROM \(table) WHERE text >= ? AND text < ? ORDER BY text, word")
    try statement.setArguments([low, high])
    try step(statement, into: &rows, db)
  }

  /// Adds to `rows` the key `text` of `table`, once for each of its words.
  private static func read(_ table: String, exactly text: String, into rows: inout Rows, _ db: Database) throws {
    let statement = try db.cachedStatement(sql: "SELECT text, word FROM \(table) WHERE text = ? ORDER BY word")
    try statement.setArguments([text])
    try step(statement, into: &rows, db)
  }

  /// Steps `statement` to its end, adding each row's key and word to `rows`.
  ///
  /// A kanji's keys are hundreds of rows, a kana's thousands on the full dictionary: their
  /// bytes are copied as SQLite has them, with no row or string made of each (the statement
  /// is GRDB's, stepped through SQLite's interface).
  private static func step(_ statement: Statement, into rows: inout Rows, _ db: Database) throws {
    let handle = statement.sqliteStatement
    defer { sqlite3_reset(handle) }
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
  }

  /// One bucket of the keys of `forms` and `readings`, each in byte order, merged: a text's
  /// spellings before its readings.
  private static func merge(_ forms: Rows, _ readings: Rows) -> Bucket {
    func key(_ table: Rows, _ index: Int) -> ArraySlice<UInt8> {
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
}
