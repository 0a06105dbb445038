import Foundation
import GRDB

extension AccountStore {
  /// Stars or unstars `kanji` for `user`.
  ///
  /// Starring a kanji that is already starred keeps its place in ``starredKanji(for:)``.
  public func setStarred(_ starred: Bool, kanji: String, for user: User) throws(AccountError) {
    try write { db in
      if starred { try Self.star(kanji, userID: user.id, db) } else { try Self.unstar(kanji, userID: user.id, db) }
    }
  }

  /// Flips the star on `kanji` for `user`, in one transaction.
  ///
  /// - Returns: whether the kanji is starred now.
  @discardableResult
  public func toggleStar(kanji: String, for user: User) throws(AccountError) -> Bool {
    try write { db in
      if try Self.isStarred(kanji, userID: user.id, db) {
        try Self.unstar(kanji, userID: user.id, db)
        return false
      }
      try Self.star(kanji, userID: user.id, db)
      return true
    }
  }

  /// Whether `user` starred `kanji`.
  public func isStarred(kanji: String, for user: User) throws(AccountError) -> Bool {
    try readOrThrow { db in try Self.isStarred(kanji, userID: user.id, db) }
  }

  /// The kanji `user` starred, the most recently starred first.
  public func starredKanji(for user: User) throws(AccountError) -> [String] {
    try readOrThrow { db in
      try String.fetchAll(db, sql: "SELECT kanji FROM star WHERE user_id = ? ORDER BY seq DESC", arguments: [user.id])
    }
  }

  // MARK: - Rows

  static func isStarred(_ kanji: String, userID: Int64, _ db: Database) throws -> Bool {
    try Bool.fetchOne(
      db, sql: "SELECT EXISTS (SELECT 1 FROM star WHERE user_id = ? AND kanji = ?)", arguments: [userID, kanji])
      ?? false
  }

  static func star(_ kanji: String, userID: Int64, _ db: Database) throws {
    // A sequence number, not the time, orders stars: two stars in one clock tick stay in order.
    try db.execute(
      sql: """
        INSERT INTO star (user_id, kanji, seq, starred_at)
        VALUES (?1, ?2, (SELECT COALESCE(MAX(seq), 0) + 1 FROM star WHERE user_id = ?1), ?3)
        ON CONFLICT (user_id, kanji) DO NOTHING
        """,
      arguments: [userID, kanji, Timestamp.text()])
  }

  static func unstar(_ kanji: String, userID: Int64, _ db: Database) throws {
    try db.execute(sql: "DELETE FROM star WHERE user_id = ? AND kanji = ?", arguments: [userID, kanji])
  }
}
