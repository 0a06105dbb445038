import CoordinatorsTesting
import Foundation
import GRDB
import KanjiApp
import Testing

@testable import KanjiKit
@testable import UserData

/// A write the user asked for that fails is said on the screen they are on, and the screen
/// keeps showing what is really stored.
@Suite struct FailureNoticeTests {
  /// Makes every later write of `store` fail, as a full disk would: a temporary trigger on
  /// each table raises SQLite's "database or disk is full" on any change.
  static func refuseWrites(_ store: AccountStore) throws {
    try store.database.writeWithoutTransaction { db in
      for table in ["user", "session", "star_item", "history", "navigation_state"] {
        for change in ["INSERT", "UPDATE", "DELETE"] {
          try db.execute(
            sql: """
              CREATE TEMP TRIGGER refuse_\(change.lowercased())_\(table) BEFORE \(change) ON main.\(table)
              BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END
              """)
        }
      }
    }
  }

  @Test func aFailedSignOutKeepsTheUserSignedInAndSaysSo() throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let (_, app) = try TestApp.make(accounts: accounts)
    try Self.refuseWrites(accounts)
    try app.send("3jjj<Enter>l<Enter>")
    let bottom = app.screen.text(ofRow: 23)
    #expect(bottom.hasPrefix(" You are still signed in: "), "\(bottom)")
    #expect(app.screen.text.contains("Ann Example"))
    #expect(try accounts.currentUser()?.email == "ann@example.com")
    // A restart over the same store shows who is really signed in: nobody is signed in
    // silently as someone else, and the one who is still signed in was told.
    let (_, again) = try TestApp.make(accounts: accounts)
    try again.send("3")
    #expect(again.screen.text.contains("Ann Example"))
  }

  @Test func aFailedStarSaysSoAndTheScreenKeepsTheStoredState() throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let (_, app) = try TestApp.make(accounts: accounts)
    try app.send("<Enter>")
    #expect(app.screen.text.contains("not starred"))
    try Self.refuseWrites(accounts)
    try app.send("s")
    #expect(app.screen.text(ofRow: 23).hasPrefix(" The star on 日 was not saved: "))
    #expect(app.screen.text.contains("not starred"))
    #expect(try accounts.starredKanji(for: try #require(try accounts.currentUser())) == [])
  }

  @Test func aStateThatCannotBeSavedAtQuitIsReported() throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let (kanji, app) = try TestApp.make(accounts: accounts)
    try Self.refuseWrites(accounts)
    #expect(try app.send("Q") == .quit)
    let error = try #require(kanji.saveError)
    // Said in words (an in-memory store has no log to hold SQLite's own text).
    #expect("\(error)" == "the database could not be used")
  }
}
