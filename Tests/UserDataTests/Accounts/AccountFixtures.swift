import Foundation

@testable import UserData

/// Shared helpers for the account suites: a cheap hasher and ready-made accounts.
enum AccountFixtures {
  /// Few rounds, so tests stay fast; the format and code paths are those of the real hasher.
  static let hasher = PasswordHasher(rounds: 1_000)
  static let password = "kanji-Pa55word-XQZJ"

  static func memoryStore() throws -> AccountStore {
    try AccountStore.inMemory(hasher: hasher)
  }

  @discardableResult
  static func ann(in store: AccountStore) throws -> User {
    try store.register(email: "ann@example.com", password: password, firstName: "Ann", lastName: "Lee")
  }

  @discardableResult
  static func bob(in store: AccountStore) throws -> User {
    try store.register(email: "bob@example.com", password: password, firstName: "Bob", lastName: "Mori")
  }

  /// The stored password hash of `user`, read straight from the database.
  static func storedHash(of user: User, in store: AccountStore) throws -> String? {
    try store.database.read { db in
      try String.fetchOne(db, sql: "SELECT password_hash FROM user WHERE id = ?", arguments: [user.id])
    }
  }
}
