import Foundation
import GRDB
import KanjiKit
import Testing

@testable import UserData

/// Another program holding `user.sqlite`'s write lock: a store that waits says how long it
/// waited, one that does not fails within its grace, and opening spends one budget.
@Suite struct LockWaitTests {
  let directory: URL
  var file: URL { DataDirectory.userURL(in: directory) }

  init() throws {
    directory = try Fixtures.temporaryDirectory().appendingPathComponent("data")
  }

  /// Another connection to the file with a write transaction left open, as another program
  /// writing it would have; `release` ends it.
  func holdLock() throws -> (queue: DatabaseQueue, release: () throws -> Void) {
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: file.path, configuration: configuration)
    try other.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    return (other, { try other.inDatabase { db in try db.execute(sql: "COMMIT") } })
  }

  @Test func aStoreThatDoesNotWaitFailsAtOnceAndSaysSo() throws {
    let store = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    let ann = try AccountFixtures.ann(in: store)
    let (_, release) = try holdLock()
    store.setWaitsForLocks(false)
    let start = ContinuousClock.now
    #expect {
      try store.toggleStar(kanji: "日", for: ann)
    } throws: { error in
      guard case .busy(let path, let waited) = error as? AccountError else { return false }
      return path == file.path && waited < 0.5
    }
    #expect(ContinuousClock.now - start < .seconds(2))
    try release()
    try store.toggleStar(kanji: "日", for: ann)
    #expect(try store.starredKanji(for: ann) == ["日"])
  }

  @Test func aStoreThatDoesNotWaitStillLetsAnotherInstancesShortWritePass() throws {
    let store = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    let ann = try AccountFixtures.ann(in: store)
    let (other, _) = try holdLock()
    store.setWaitsForLocks(false)
    // Another instance's write holds the lock for milliseconds, well within the grace.
    let releaser = Thread {
      usleep(20_000)
      // A failure here leaves the lock held, and the toggle below then fails and says so.
      try? other.inDatabase { db in try db.execute(sql: "COMMIT") }
    }
    releaser.start()
    try store.toggleStar(kanji: "日", for: ann)
    #expect(try store.starredKanji(for: ann) == ["日"])
  }

  @Test func aStoreThatWaitsNamesTheTimeItWaited() throws {
    let lockWait = LockWait(limit: .milliseconds(400))
    let store = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher, lockWait: lockWait)
    let ann = try AccountFixtures.ann(in: store)
    let (_, release) = try holdLock()
    defer { try? release() }  // the lock is let go whatever the test found
    var said: AccountError?
    do {
      try store.toggleStar(kanji: "日", for: ann)
    } catch {
      said = error
    }
    guard case .busy(_, let waited) = said else {
      Issue.record("expected busy, got \(String(describing: said))")
      return
    }
    #expect(waited >= 0.35 && waited < 3)
    #expect(said?.description.contains("is locked by another program that is writing it (waited 0.") == true)
  }

  @Test func opensOnceTheLockIsLetGoWithinTheBudget() throws {
    _ = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    let (other, _) = try holdLock()
    // The other program lets go 0.3 s later, on a thread of its own.
    let releasing = Thread {
      usleep(300_000)
      // A failure to commit leaves the lock held: the open below then fails the test.
      try? other.inDatabase { db in try db.execute(sql: "COMMIT") }
    }
    releasing.start()
    let start = ContinuousClock.now
    let store = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    try store.toggleStar(kanji: "月", for: try AccountFixtures.ann(in: store))
    #expect(ContinuousClock.now - start >= .milliseconds(250))
  }
}
