import Foundation
import GRDB
import Testing

@testable import KanjiKit

/// A dictionary made for an earlier schema is rebuilt from the bundled data, and the notice
/// says what the user lost and how to get it back: a full import is not dropped silently.
@Suite struct OutdatedDictionaryTests {
  /// A data directory whose dictionary claims `source` and an earlier schema.
  private func outdated(source: String) throws -> (directory: URL, bundled: URL) {
    let directory = try Fixtures.temporaryDirectory()
    let bundled = directory.appendingPathComponent("bundled.json.gz")
    try Fixtures.dataset().encoded().write(to: bundled)
    _ = try DictionaryStore.open(directory: directory, bundled: bundled)
    let queue = try DatabaseQueue(path: DataDirectory.dictionaryURL(in: directory).path)
    try queue.write { db in
      try db.execute(sql: "UPDATE meta SET value = ? WHERE key = 'source'", arguments: [source])
      try db.execute(
        sql: "UPDATE meta SET value = ? WHERE key = 'schema'", arguments: [String(DictionarySchema.version - 1)])
    }
    try queue.close()
    return (directory, bundled)
  }

  @Test func anImportByAnEarlierVersionIsReplacedAndTheUserToldToImportAgain() throws {
    let (directory, bundled) = try outdated(source: "import")
    // A temporary folder left behind is harmless.
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try DictionaryStore.open(directory: directory, bundled: bundled)
    let notice = try #require(store.notice)
    #expect(notice.contains("imported by an earlier version"))
    #expect(notice.contains("kanji import again"))
    #expect(notice.contains("schema \(DictionarySchema.version - 1)"))
    #expect(try store.source() == "bundled")
    #expect(try store.kanjiCount() == 12)
  }

  @Test func anOutdatedBundledDictionaryIsRebuiltWithThePlainNotice() throws {
    let (directory, bundled) = try outdated(source: "bundled")
    // A temporary folder left behind is harmless.
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try DictionaryStore.open(directory: directory, bundled: bundled)
    let notice = try #require(store.notice)
    #expect(notice.contains("rebuilt from the bundled data"))
    #expect(!notice.contains("kanji import again"))
  }
}
