import Foundation
import Testing

@testable import KanjiKit

/// A data directory that cannot be written as asked: the dictionary names what it needs,
/// cleans up after a killed import, and says a database error in words.
@Suite struct DegradedDictionaryStorageTests {
  @Test func aBuildLeftByAKilledImportIsRemovedAtTheNextStart() throws {
    let directory = try Fixtures.temporaryDirectory()
    let bundled = directory.appendingPathComponent("bundled.json.gz")
    try Fixtures.dataset().encoded().write(to: bundled)
    _ = try DictionaryStore.open(directory: directory, bundled: bundled)
    // pid 2^22 + 1 is above Linux's pid_max: no process has it.
    let leftover = directory.appendingPathComponent("\(DictionaryFile.buildingPrefix)4194305-1")
    try Data(repeating: 7, count: 4096).write(to: leftover)
    _ = try DictionaryStore.open(directory: directory, bundled: bundled)
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
  }

  @Test func tooLittleSpaceNamesTheDirectoryAndWhatItNeeds() throws {
    let directory = try Fixtures.temporaryDirectory()
    let file = DataDirectory.dictionaryURL(in: directory)
    let needed = Int.max / 4
    do {
      try DictionaryFile.build(at: file, expectedSize: needed) { _ in }
      Issue.record("a build that needs more than the disk has was started")
    } catch let error as DictionaryStoreError {
      guard case .noSpace(let path, let wanted, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(path == directory.path && wanted == needed)
      #expect("\(error)".contains("the disk of \(directory.path) is full: the dictionary needs about"))
    }
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func databaseErrorsAreSaidInWordsWithTheDetailLogged() throws {
    let directory = try Fixtures.temporaryDirectory()
    let file = directory.appendingPathComponent("user.sqlite")
    let full = DatabaseErrorFixture.full
    let text = StorageFailure.describe(full, file: file)
    #expect(text == "the disk is full (details in \(directory.path)/kanji.log)")
    let log = try String(contentsOf: StorageFailure.logURL(in: directory), encoding: .utf8)
    #expect(log.contains("user.sqlite: SQLite error 13"))
  }
}
