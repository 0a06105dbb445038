import GRDB
import GRDBSQLite
import JapaneseText

/// Reading a bucket of keys from the database: one indexed range query per table, stepped
/// through SQLite's interface, the two tables merged into one ``LexiconKeys``.
extension DictionaryLexicon {
  /// The keys that start with `scalar` and their words, read from `db`.
  static func readBucket(_ scalar: UInt32, _ db: Database) throws -> Bucket {
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
  static func readBucket(_ start: KeyStart, _ db: Database) throws -> Bucket {
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
  static func scalar(after scalar: Unicode.Scalar) -> Unicode.Scalar {
    var value = scalar.value + 1
    while Unicode.Scalar(value) == nil, value < 0x11_0000 { value += 1 }
    return Unicode.Scalar(value) ?? scalar
  }

  /// A table's keys (one after another, with where each ends) and the word of each.
  struct Rows {
    var keys: [UInt8] = []
    var ends: [Int] = []
    var words: [Int64] = []
  }

  /// Adds to `rows` the keys of `table` from `low` up to `high` (not included), in the order
  /// of its `(text, word)` index, which is their bytes' order.
  static func read(_ table: String, from low: String, to high: String, into rows: inout Rows, _ db: Database)
    throws
  {
    let statement = try db.cachedStatement(
      sql: "SELECT text, word FROM \(table) WHERE text >= ? AND text < ? ORDER BY text, word")
    try bind([low, high], to: statement, db)
    try step(statement, into: &rows, db)
  }

  /// Adds to `rows` the key `text` of `table`, once for each of its words.
  static func read(_ table: String, exactly text: String, into rows: inout Rows, _ db: Database) throws {
    let statement = try db.cachedStatement(sql: "SELECT text, word FROM \(table) WHERE text = ? ORDER BY word")
    try bind([text], to: statement, db)
    try step(statement, into: &rows, db)
  }

  /// Binds `texts` to the parameters of `statement` in order, through SQLite's interface (a
  /// long text reads hundreds of buckets, and GRDB's checked arguments cost more than the
  /// binding).
  static func bind(_ texts: [String], to statement: Statement, _ db: Database) throws {
    let handle = statement.sqliteStatement
    for (index, text) in texts.enumerated() {
      // SQLite copies the text (SQLITE_TRANSIENT): the string's storage lives only here.
      let code = sqlite3_bind_text(handle, Int32(index + 1), text, -1, Self.transient)
      guard code == SQLITE_OK else {
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
      }
    }
  }

  /// SQLite's SQLITE_TRANSIENT, which its C header defines as a cast Swift does not import.
  static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  /// Steps `statement` to its end, adding each row's key and word to `rows`.
  ///
  /// A kanji's keys are hundreds of rows, a kana's thousands on the full dictionary: their
  /// bytes are copied as SQLite has them, with no row or string made of each (the statement
  /// is GRDB's, stepped through SQLite's interface).
  static func step(_ statement: Statement, into rows: inout Rows, _ db: Database) throws {
    let handle = statement.sqliteStatement
    defer {
      sqlite3_reset(handle)
      sqlite3_clear_bindings(handle)
    }
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
  ///
  /// The keys are compared and copied in the rows' buffers: a kanji's bucket is hundreds of
  /// rows, and a slice or an array made of each was most of the merge's cost.
  static func merge(_ forms: Rows, _ readings: Rows) -> Bucket {
    var bucket = Bucket()
    let total = forms.words.count + readings.words.count
    bucket.postings.reserveCapacity(total)
    bucket.postingStarts.reserveCapacity(total + 1)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(forms.keys.count + readings.keys.count)
    var ends: [Int] = []
    ends.reserveCapacity(total)
    forms.keys.withUnsafeBufferPointer { formBytes in
      readings.keys.withUnsafeBufferPointer { readingBytes in
        func key(_ table: Rows, _ all: UnsafeBufferPointer<UInt8>, _ index: Int) -> UnsafeBufferPointer<UInt8> {
          let start = index == 0 ? 0 : table.ends[index - 1]
          return UnsafeBufferPointer(rebasing: all[start..<table.ends[index]])
        }
        var form = 0
        var reading = 0
        var last: UnsafeBufferPointer<UInt8>?
        while form < forms.words.count || reading < readings.words.count {
          let isReading =
            form == forms.words.count
            || reading < readings.words.count
              && compare(key(readings, readingBytes, reading), key(forms, formBytes, form)) < 0
          let text = isReading ? key(readings, readingBytes, reading) : key(forms, formBytes, form)
          bucket.postings.append(
            Posting(word: isReading ? readings.words[reading] : forms.words[form], isReading: isReading))
          if isReading { reading += 1 } else { form += 1 }
          if let last, compare(last, text) == 0 { continue }
          last = text
          bucket.postingStarts.append(Int32(bucket.postings.count - 1))
          bytes.append(contentsOf: text)
          ends.append(bytes.count)
        }
      }
    }
    bucket.postingStarts.append(Int32(bucket.postings.count))
    bucket.keys = LexiconKeys(bytes: bytes, ends: ends)
    return bucket
  }

  /// Whether `a` comes before (−1), with (0) or after (1) `b` in byte order.
  static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    for index in 0..<min(a.count, b.count) where a[index] != b[index] {
      return a[index] < b[index] ? -1 : 1
    }
    return a.count == b.count ? 0 : a.count < b.count ? -1 : 1
  }
}
