import Foundation
import GRDB
import KanjiKit
import Testing

@testable import UserData

/// What `kanji.log` keeps of a failure: the cause and the statement, never a secret.
@Suite struct AccountStoreLogTests {
  let directory: URL
  var file: URL { DataDirectory.userURL(in: directory) }
  var log: URL { StorageFailure.logURL(in: directory) }

  init() throws {
    directory = try Fixtures.temporaryDirectory().appendingPathComponent("data")
  }

  @Test func aRowThatCannotBeDecodedIsLoggedWithoutItsValues() throws {
    let hash: String
    do {
      let store = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
      let ann = try AccountFixtures.ann(in: store)
      hash = try #require(try AccountFixtures.storedHash(of: ann, in: store))
    }
    // A damaged row: the account's date is no longer a date, so the signed-in user cannot
    // be read back. The row still holds the password hash, with its salt.
    let queue = try DatabaseQueue(path: file.path)
    try queue.write { db in try db.execute(sql: "UPDATE user SET created_at = 'tuesday'") }
    try queue.close()

    let store = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    #expect(throws: AccountError.self) { _ = try store.currentUser() }

    let logged = try String(contentsOf: log, encoding: .utf8)
    #expect(logged.contains("a row could not be decoded"))
    #expect(logged.contains("created_at"))
    let parts = hash.split(separator: "$").map(String.init)
    #expect(parts.count == 4)
    for secret in [hash] + parts.suffix(2) {
      #expect(!logged.contains(secret), "kanji.log holds \(secret)")
    }
    #expect(!logged.contains(AccountFixtures.password))
    #expect(!logged.contains("tuesday"), "kanji.log holds a value of the row")
  }

  @Test func databaseErrorsKeepSQLitesWordsAndTheStatement() {
    let error = DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full", sql: "COMMIT")
    let detail = StorageFailure.logDetail(for: error)
    #expect(detail.contains("database or disk is full"))
    #expect(detail.contains("COMMIT"))
  }
}
