import GRDB
import JapaneseText

extension DictionaryLexicon {
  /// Reads the entry number, parts of speech, senses and readings of each of `words` not yet read.
  ///
  /// The words go in batches of a power of two up to ``batch`` (the last padded with its own
  /// last word, which `IN` reads once), so that the few statements are prepared once and
  /// kept: a reader asks for a few new words with every line.
  func readDetails(_ words: Set<Int64>) throws {
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
        let words = try db.cachedStatement(sql: "SELECT rank, id, headword FROM word WHERE rank IN (\(marks))")
        let wordRows = try Row.fetchCursor(words, arguments: arguments)
        while let row = try wordRows.next() {
          // A headword in kana: the word has no kanji spelling, or is usually written in kana.
          let isKana = !(row[2] as String).unicodeScalars.contains(where: Kana.isIdeograph)
          read[row[0]] = Details(id: row[1], partsOfSpeech: [], isUsuallyKana: isKana, readings: [])
        }
        let senses = try db.cachedStatement(
          sql:
            "SELECT word, parts_of_speech, position, tags FROM sense WHERE word IN (\(marks)) ORDER BY word, position")
        let senseRows = try Row.fetchCursor(senses, arguments: arguments)
        while let row = try senseRows.next() {
          // Changed in place: a copy of the entry would copy its lists at every row.
          let word: Int64 = row[0]
          guard read[word] != nil else { continue }
          read[word]?.senses += 1
          if (row[2] as Int) == 0 {
            if (row[3] as String).split(separator: ",").contains("uk") { read[word]?.isUsuallyKana = true }
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
  static let batch = 512
}
