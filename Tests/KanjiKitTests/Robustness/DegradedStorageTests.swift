import Foundation
import Testing

@testable import KanjiKit

/// A data directory that cannot be written as asked: the program browses read-only, changes
/// no permission it did not create, names what it needs, and cleans up after a killed import.
@Suite struct DegradedStorageTests {
  private func mode(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  /// A data directory whose user.sqlite holds Ann, signed in.
  private func directoryWithAnn() throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    let store = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 1))
    _ = try store.register(email: "ann@example.com", password: "longenough", firstName: "Ann", lastName: "Lee")
    try store.setStarred(true, kanji: "日", for: try #require(try store.currentUser()))
    return directory
  }

  @Test func aUserDatabaseMadeReadOnlyIsReadAndNeverWritten() throws {
    let directory = try directoryWithAnn()
    let file = DataDirectory.userURL(in: directory)
    #expect(chmod(file.path, 0o400) == 0)
    let before = try Data(contentsOf: file)
    let (store, notice) = try AccountStore.openForBrowsing(directory: directory, hasher: PasswordHasher(rounds: 1))
    #expect(notice?.contains("unavailable this session") == true)
    #expect(notice?.contains("user.sqlite cannot be written (it is read-only)") == true)
    let ann = try #require(try store.currentUser())
    #expect(try store.starredKanji(for: ann) == ["日"])
    #expect(throws: AccountError.unavailable(reason: store.unavailableReason ?? "")) { try store.signOut() }
    #expect(throws: AccountError.self) { try store.setStarred(true, kanji: "本", for: ann) }
    #expect(try mode(file.path) == 0o400, "the user's read-only mode is kept")
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func aDamagedUserDatabaseMadeReadOnlyIsRefusedNotBrowsedAround() throws {
    // The read-write open is never tried on a file its owner may not write, so the
    // read-only one checks it: damage is said, as for a file that can be written.
    let directory = try Fixtures.temporaryDirectory()
    let file = DataDirectory.userURL(in: directory)
    let garbage = Array("SQLite format 3\0".utf8) + Array(repeating: UInt8(0xA5), count: 4080)
    try Data(garbage).write(to: file)
    #expect(chmod(file.path, 0o400) == 0)
    let error = #expect(throws: AccountError.self) {
      try AccountStore.openForBrowsing(directory: directory, hasher: PasswordHasher(rounds: 1))
    }
    guard case .damaged(let path, _) = error else {
      Issue.record("expected .damaged, got \(String(describing: error))")
      return
    }
    #expect(path == file.path)
    #expect(try Data(contentsOf: file) == Data(garbage))
  }

  @Test func somethingElseInTheUserDatabasesPlaceIsRefusedNotBrowsedAround() throws {
    let directory = try Fixtures.temporaryDirectory()
    // A directory where the file should be: nothing can be created or read there.
    try FileManager.default.createDirectory(
      at: DataDirectory.userURL(in: directory), withIntermediateDirectories: true)
    #expect(throws: AccountError.self) { try AccountStore.open(directory: directory) }
    // A directory in the file's place is damage for the user to look at: refused, untouched.
    #expect(throws: AccountError.self) { try AccountStore.openForBrowsing(directory: directory) }
  }

  @Test func aSymlinkedUserDatabaseIsNotChmoddedThroughTheLink() throws {
    let directory = try directoryWithAnn()
    let file = DataDirectory.userURL(in: directory)
    let target = directory.appendingPathComponent("elsewhere.sqlite")
    try FileManager.default.moveItem(at: file, to: target)
    for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: file.path + suffix) {
      try FileManager.default.removeItem(atPath: file.path + suffix)
    }
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
    #expect(chmod(target.path, 0o644) == 0)
    _ = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 1))
    #expect(try mode(target.path) == 0o644, "the link's target is not this program's to change")
  }

  @Test func looserPermissionsAreNarrowedButNeverWidened() throws {
    let directory = try directoryWithAnn()
    let file = DataDirectory.userURL(in: directory)
    #expect(chmod(file.path, 0o664) == 0)
    UserDatabaseFile.restrictPermissions(of: file)
    #expect(try mode(file.path) == 0o600)
    #expect(chmod(file.path, 0o440) == 0)
    UserDatabaseFile.restrictPermissions(of: file)
    #expect(try mode(file.path) == 0o400)
  }

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
