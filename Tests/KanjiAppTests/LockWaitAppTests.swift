import CoordinatorsTesting
import Foundation
import GRDB
import KanjiApp
import KanjiKit
import Testing
import UserData

/// Another program holding `user.sqlite`'s lock while the learner stars: the screen says what
/// it waits for, keys are still handled, and the star is saved once the lock is let go.
@Suite struct LockWaitAppTests {
  @Test func aStarMadeUnderAnotherProgramsLockIsKeptShownAndSaved() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lock-wait-\(UUID().uuidString)")
    defer {
      // A leftover temporary folder is harmless; the test's findings are what count.
      try? FileManager.default.removeItem(at: directory)
    }
    let accounts = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 1))
    _ = try accounts.register(email: "ann@example.com", password: "correct horse", firstName: "Ann", lastName: "Ex")
    let ann = try #require(try accounts.currentUser())
    let (_, headless) = try TestApp.make(LaunchOptions(route: "kanji/日"), accounts: accounts)

    // Another program takes the write lock and keeps it.
    var configuration = GRDB.Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: DataDirectory.userURL(in: directory).path, configuration: configuration)
    try other.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }

    let start = ContinuousClock.now
    _ = try headless.send("s")
    #expect(ContinuousClock.now - start < .seconds(2), "the key waited for the lock")
    #expect(headless.snapshotText.contains("Another program holds user.sqlite (0 s): keeping the star on 日 to save"))
    #expect(headless.snapshotText.contains("* starred"), "the star is shown as made")
    #expect(try accounts.starredKanji(for: ann).isEmpty)
    // Keys are handled meanwhile: the help opens and closes.
    _ = try headless.send("?")
    #expect(headless.snapshotText.contains("Keys"))
    _ = try headless.send("<esc>")
    // Still held: the timer finds it so and says so again.
    _ = headless.advance(by: .seconds(1))
    #expect(try accounts.starredKanji(for: ann).isEmpty)

    try other.inDatabase { db in try db.execute(sql: "COMMIT") }
    _ = headless.advance(by: .milliseconds(300))
    #expect(try accounts.starredKanji(for: ann) == ["日"])
    #expect(headless.snapshotText.contains("Saved 1 change after waiting"))
  }
}
