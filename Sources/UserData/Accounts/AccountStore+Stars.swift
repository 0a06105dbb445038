import Foundation
import GRDB
import KanjiKit

extension AccountStore {
  /// Stars or unstars `item` (a kanji or a word) for `user`.
  ///
  /// Starring an item that is already starred keeps its place in ``starredItems(for:)``.
  public func setStarred(_ starred: Bool, item: HistoryItem, for user: User) throws(AccountError) {
    try write { db in
      if starred { try Self.star(item, userID: user.id, db) } else { try Self.unstar(item, userID: user.id, db) }
    }
  }

  /// Stars or unstars `kanji` for `user`.
  public func setStarred(_ starred: Bool, kanji: String, for user: User) throws(AccountError) {
    try setStarred(starred, item: .kanji(kanji), for: user)
  }

  /// Flips the star on `item` for `user`, in one transaction.
  ///
  /// - Returns: whether the item is starred now.
  @discardableResult
  public func toggleStar(item: HistoryItem, for user: User) throws(AccountError) -> Bool {
    try write { db in
      if try Self.isStarred(item, userID: user.id, db) {
        try Self.unstar(item, userID: user.id, db)
        return false
      }
      try Self.star(item, userID: user.id, db)
      return true
    }
  }

  /// Flips the star on `kanji` for `user`; returns whether it is starred now.
  @discardableResult
  public func toggleStar(kanji: String, for user: User) throws(AccountError) -> Bool {
    try toggleStar(item: .kanji(kanji), for: user)
  }

  /// Whether `user` starred `item`.
  public func isStarred(_ item: HistoryItem, for user: User) throws(AccountError) -> Bool {
    try readOrThrow { db in try Self.isStarred(item, userID: user.id, db) }
  }

  /// Whether `user` starred `kanji`.
  public func isStarred(kanji: String, for user: User) throws(AccountError) -> Bool {
    try isStarred(.kanji(kanji), for: user)
  }

  /// The kanji and words `user` starred, the most recently starred first.
  ///
  /// Rows this version does not understand (written by a newer one) are skipped.
  public func starredItems(for user: User) throws(AccountError) -> [HistoryItem] {
    try readOrThrow { db in
      try Row.fetchAll(
        db, sql: "SELECT kind, key FROM star_item WHERE user_id = ? ORDER BY seq DESC", arguments: [user.id]
      ).compactMap { row in HistoryItem(kind: row[0], key: row[1]) }
    }
  }

  /// The kanji `user` starred, the most recently starred first.
  public func starredKanji(for user: User) throws(AccountError) -> [String] {
    try starredItems(for: user).compactMap { item in
      if case .kanji(let literal) = item { return literal }
      return nil
    }
  }

  // MARK: - Rows

  static func isStarred(_ item: HistoryItem, userID: Int64, _ db: Database) throws -> Bool {
    let (kind, key) = item.storage
    return try Bool.fetchOne(
      db, sql: "SELECT EXISTS (SELECT 1 FROM star_item WHERE user_id = ? AND kind = ? AND key = ?)",
      arguments: [userID, kind, key]) ?? false
  }

  static func star(_ item: HistoryItem, userID: Int64, _ db: Database) throws {
    let (kind, key) = item.storage
    // A sequence number, not the time, orders stars: two stars in one clock tick stay in order.
    try db.execute(
      sql: """
        INSERT INTO star_item (user_id, kind, key, seq, starred_at)
        VALUES (?1, ?2, ?3, (SELECT COALESCE(MAX(seq), 0) + 1 FROM star_item WHERE user_id = ?1), ?4)
        ON CONFLICT (user_id, kind, key) DO NOTHING
        """,
      arguments: [userID, kind, key, Timestamp.text()])
  }

  static func unstar(_ item: HistoryItem, userID: Int64, _ db: Database) throws {
    let (kind, key) = item.storage
    try db.execute(
      sql: "DELETE FROM star_item WHERE user_id = ? AND kind = ? AND key = ?", arguments: [userID, kind, key])
  }
}
