import Foundation
import KanjiKit
import Testing

@testable import UserData

/// A user database that cannot be written as asked: the program browses read-only and
/// changes no permission it did not create.
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
}
