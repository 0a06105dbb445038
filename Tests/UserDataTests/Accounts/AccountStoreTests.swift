import Foundation
import KanjiKit
import Testing

@testable import UserData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opening `user.sqlite`: persistence, permissions, damage and sharing between instances.
@Suite struct AccountStoreTests {
  let directory: URL
  var file: URL { DataDirectory.userURL(in: directory) }

  init() throws {
    directory = try Fixtures.temporaryDirectory().appendingPathComponent("data")
  }

  func open(hasher: PasswordHasher = AccountFixtures.hasher) throws -> AccountStore {
    try AccountStore.open(directory: directory, hasher: hasher)
  }

  func mode(_ path: String) throws -> Int {
    try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  @Test func theChangeStampMovesOnlyWhenAnotherConnectionCommits() throws {
    let store = try open()
    let ann = try AccountFixtures.ann(in: store)
    let first = try store.externalChangeStamp()
    try store.toggleStar(kanji: "日", for: ann)
    #expect(try store.externalChangeStamp() == first, "its own commit moved the stamp")
    let other = try open()
    try other.toggleStar(kanji: "月", for: ann)
    let second = try store.externalChangeStamp()
    #expect(second != first, "another connection's commit left the stamp")
    #expect(try store.externalChangeStamp() == second)
  }

  @Test func sessionSurvivesReopeningUntilSignOut() throws {
    let ann = try AccountFixtures.ann(in: try open())
    #expect(try open().currentUser() == ann)
    try open().signOut()
    #expect(try open().currentUser() == nil)
    #expect(try open().signIn(email: ann.email, password: AccountFixtures.password) == ann)
  }

  @Test func createsTheFileAndItsCompanionsForTheOwnerOnly() throws {
    let store = try open()
    let ann = try AccountFixtures.ann(in: store)
    try store.toggleStar(kanji: "日", for: ann)
    for path in [file.path, file.path + "-wal", file.path + "-shm"] {
      #expect(FileManager.default.fileExists(atPath: path), "\(path) missing")
      #expect(try mode(path) == 0o600, "\(path)")
    }
    #expect(try mode(directory.path) == 0o700)
  }

  @Test func tightensAFileMadeWithLooserPermissions() throws {
    try AccountFixtures.ann(in: try open())
    chmod(file.path, 0o644)
    _ = try open()
    #expect(try mode(file.path) == 0o600)
  }

  @Test func neverWritesTheClearPasswordToDisk() throws {
    let store = try open()
    let ann = try AccountFixtures.ann(in: store)
    try store.signOut()
    try store.signIn(email: ann.email, password: AccountFixtures.password)
    var bytes: [UInt8] = []
    for suffix in ["", "-wal", "-shm"] {
      bytes += (try? Fixtures.bytes(URL(fileURLWithPath: file.path + suffix))) ?? []
    }
    func contains(_ needle: String) -> Bool {
      let needle = Array(needle.utf8)
      return bytes.count >= needle.count
        && (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
    #expect(contains("ann@example.com"), "the scan should find data that is stored")
    #expect(!contains(AccountFixtures.password))
    #expect(!contains(String(AccountFixtures.password.dropFirst(4))))
  }

  @Test(arguments: [
    Array("this is not a database, it is a shopping list\n".utf8),
    Array("SQLite format 3\0".utf8) + Array(repeating: 0xA5, count: 4080),
  ])
  func refusesADamagedFileAndLeavesItUntouched(garbage: [UInt8]) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(garbage).write(to: file)
    let error = #expect(throws: AccountError.self) { try open() }
    guard case .damaged(let path, _) = error else {
      Issue.record("expected .damaged, got \(String(describing: error))")
      return
    }
    #expect(path == file.path)
    #expect(error?.description.contains(file.path) == true)
    #expect(try Fixtures.bytes(file) == garbage)
  }

  @Test func refusesAFileFromANewerVersion() throws {
    let store = try open()
    try store.database.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v999')") }
    let error = #expect(throws: AccountError.self) { try open() }
    #expect(error?.description.contains("newer version") == true)
  }

  @Test func reportsADataPathThatIsAFile() throws {
    try FileManager.default.createDirectory(
      at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a directory".utf8).write(to: directory)
    let error = #expect(throws: AccountError.self) { try open() }
    #expect(error == .notWritable(path: directory.path, reason: "it is a file, not a directory"))
    #expect(try Fixtures.bytes(directory) == Array("not a directory".utf8))
  }

  @Test(.enabled(if: getuid() != 0, "root ignores directory permissions"))
  func reportsADirectoryItCannotWrite() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    chmod(directory.path, 0o500)
    defer { chmod(directory.path, 0o700) }
    let error = #expect(throws: AccountError.self) { try open() }
    guard case .notWritable(let path, _) = error else {
      Issue.record("expected .notWritable, got \(String(describing: error))")
      return
    }
    #expect(path == directory.path)
  }

  @Test func twoInstancesSeeEachOthersWrites() throws {
    let first = try open()
    let second = try open()
    let ann = try AccountFixtures.ann(in: first)
    #expect(try second.currentUser() == ann)
    try first.setStarred(true, kanji: "水", for: ann)
    #expect(try second.isStarred(kanji: "水", for: ann))
    try second.recordVisit(.word(42), for: ann)
    #expect(try first.history(for: ann).map(\.item) == [.word(42)])
    try second.signOut()
    #expect(try first.currentUser() == nil)
  }

  @Test func twoInstancesWritingAtOnceDoNotFail() throws {
    let stores = [try open(), try open()]
    let ann = try AccountFixtures.ann(in: stores[0])
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      for number in 0..<40 {
        do {
          try stores[index].recordVisit(.word(index * 1_000 + number), for: ann)
          // A toggle reads, then writes, in one transaction: it must wait for the other
          // instance, not fail with "database is locked".
          try stores[index].toggleStar(kanji: index == 0 ? "日" : "本", for: ann)
        } catch {
          failures.add("\(error)")
        }
      }
    }
    #expect(failures.all.isEmpty)
    #expect(try stores[1].history(for: ann).count == 80)
    #expect(try stores[0].starredKanji(for: ann).isEmpty)
  }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  func add(_ failure: String) { lock.withLock { list.append(failure) } }
  var all: [String] { lock.withLock { list } }
}
