import Foundation
import GRDB
import Testing

@testable import KanjiKit

/// The whole content of a dictionary imported from real EDICT lines — every table in key
/// order, the full-text indexes term by term — against a recorded dump
/// (`edict-ranking-import.txt`), so that a change to the import cannot change a word, its
/// rank, a tag or a search hit unseen.
///
/// `edict-ranking-sample` holds 927 lines of Debian's EDICT: every word spelled with 喰, 食,
/// 頬 or 珈, every 60th line whose gloss starts with a spelling or reading tag (`(iK)`,
/// `(ateji)`…), and every line sharing a gloss with those, so that grouping, joining
/// tagged spellings and ranking all have work to do. Joined into JMdict's entries by
/// `jmdict-entries.tsv.gz`, they make 461 words numbered by their entry. To record a new dump
/// after a change that means to change the content, run the test with `RECORD_IMPORT_DUMP=1`.
@Suite struct ImportContentTests {
  static let edict = Fixtures.directory.appendingPathComponent("edict-ranking-sample")
  static let expected = Fixtures.directory.appendingPathComponent("edict-ranking-import.txt")

  @Test func anImportOfRealLinesWritesWhatItAlwaysWrote() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sources = DictionarySources(kanjidic2: Fixtures.kanjidicGzip, edict: Self.edict)
    let summary = try DictionaryImporter(sources: sources).run(into: directory)
    #expect(summary.words > 450)
    let dump = try Self.dump(DataDirectory.dictionaryURL(in: directory))
    if ProcessInfo.processInfo.environment["RECORD_IMPORT_DUMP"] == "1" {
      try Data(dump.utf8).write(to: Self.expected)
    }
    let expected = try String(contentsOf: Self.expected, encoding: .utf8)
    let actualLines = dump.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let first =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    #expect(
      dump == expected,
      "line \(first + 1): \(first < actualLines.count ? actualLines[first] : "(end)") — expected \(first < expectedLines.count ? expectedLines[first] : "(end)")"
    )
  }

  private static func text(of value: DatabaseValue) -> String {
    switch value.storage {
    case .null: "NULL"
    case .int64(let number): String(number)
    case .double(let number): String(number)
    case .string(let string): string
    case .blob(let data): data.base64EncodedString()
    }
  }

  /// Every table of the file in key order, and the terms of both full-text indexes with the
  /// rows and columns they hit.
  static func dump(_ url: URL) throws -> String {
    let queue = try DatabaseQueue(path: url.path)
    return try queue.write { db in
      var text = ""
      let tables: [(String, String)] = [
        ("meta", "key"), ("kanji", "literal"), ("kanji_reading", "literal, position"),
        ("kanji_meaning", "literal, position"), ("kanji_variant", "variant, literal"), ("word", "rank"),
        ("word_form", "word, position"), ("word_reading", "word, position"), ("sense", "word, position"),
        ("word_gloss", "key, word"), ("word_loose", "key, word"), ("kanji_word", "kanji, position"),
      ]
      for (table, order) in tables {
        text += "## \(table)\n"
        for row in try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY \(order)") {
          text += row.databaseValues.map(Self.text(of:)).joined(separator: "|")
          text += "\n"
        }
      }
      for fts in ["kanji_fts", "word_fts"] {
        text += "## \(fts)\n"
        try db.execute(sql: "CREATE VIRTUAL TABLE temp.vocab_\(fts) USING fts5vocab(main, \(fts), 'instance')")
        for row in try Row.fetchAll(db, sql: "SELECT term, doc, col FROM temp.vocab_\(fts) ORDER BY term, doc, col") {
          text += "\(row[0] as String)|\(row[1] as Int64)|\(row[2] as String)\n"
        }
      }
      return text
    }
  }
}
