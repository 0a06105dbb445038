import Foundation
import GRDB
import Testing

@testable import KanjiKit

/// A query of an open dictionary that fails (the file changed under it) says what happened in
/// words and where the detail went, never SQLite's text or the statement.
@Suite struct DictionaryQueryFailureTests {
  @Test func aFailedQuerySaysWhatHappenedAndLogsTheDetail() throws {
    let directory = try Fixtures.temporaryDirectory()
    let bundled = directory.appendingPathComponent("bundled.json.gz")
    try Fixtures.dataset().encoded().write(to: bundled)
    let store = try DictionaryStore.open(directory: directory, bundled: bundled)
    #expect(try store.kanjiCount() == 12)
    // Another program takes a table away.
    let file = DataDirectory.dictionaryURL(in: directory)
    let other = try DatabaseQueue(path: file.path)
    try other.write { db in try db.execute(sql: "DROP TABLE word_form") }
    try other.close()

    var said: (any Error)?
    do {
      _ = try store.word(id: try #require(try store.words(offset: 0, limit: 1).first).id)
    } catch {
      said = error
    }
    let error = try #require(said as? DictionaryStoreError)
    let text = error.description
    #expect(text.hasPrefix("the database could not be used (details in "))
    #expect(text.hasSuffix("kanji.log)"))
    #expect(!text.contains("SQLite") && !text.contains("SELECT"))
    let log = try String(contentsOf: StorageFailure.logURL(in: directory), encoding: .utf8)
    #expect(log.contains("no such table: word_form"))
  }

  @Test func anInterruptionKeepsItsError() {
    let interrupted = DatabaseError(resultCode: .SQLITE_INTERRUPT)
    let queue = DictionaryQueue(database: try! DatabaseQueue(), url: nil)  // an in-memory database always opens
    #expect(DictionaryStore.isInterruption(queue.translated(interrupted)))
  }
}
