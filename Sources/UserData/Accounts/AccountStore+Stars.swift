import Foundation
import GRDB
import KanjiKit

extension AccountStore {
  /// Stars or unstars `item` (a kanji or a word) for `user`; a star made from a sentence
  /// keeps `sentence` with it.
  ///
  /// Starring an item that is already starred keeps its place in ``starredItems(for:)``. A
  /// star keeps one sentence, the newest: starring it again from another sentence replaces
  /// the one it had, and starring it again without one (from its page) keeps it. Unstarring
  /// removes the sentence with the star.
  public func setStarred(
    _ starred: Bool, item: HistoryItem, sentence: StarSentence? = nil, for user: User
  ) throws(AccountError) {
    let identity = starred ? try identity(of: item) : nil
    try write { db in
      if starred {
        try Self.star(item, sentence: sentence, userID: user.id, db)
        try Self.name(identity, key: item.storage.key, userID: user.id, in: "star_item", db)
      } else {
        try Self.unstar(item, userID: user.id, db)
      }
    }
  }

  /// Stars or unstars `kanji` for `user`.
  public func setStarred(_ starred: Bool, kanji: String, for user: User) throws(AccountError) {
    try setStarred(starred, item: .kanji(kanji), for: user)
  }

  /// Flips the star on `item` for `user`, in one transaction; a star it makes keeps
  /// `sentence` (see ``setStarred(_:item:sentence:for:)``).
  ///
  /// - Returns: whether the item is starred now.
  @discardableResult
  public func toggleStar(item: HistoryItem, sentence: StarSentence? = nil, for user: User) throws(AccountError) -> Bool
  {
    let identity = try identity(of: item)
    return try write { db in
      if try Self.isStarred(item, userID: user.id, db) {
        try Self.unstar(item, userID: user.id, db)
        return false
      }
      try Self.star(item, sentence: sentence, userID: user.id, db)
      try Self.name(identity, key: item.storage.key, userID: user.id, in: "star_item", db)
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

  /// The kanji and words `user` starred, the most recently starred first, each with the
  /// sentence it was starred from when there is one.
  ///
  /// Rows this version does not understand (written by a newer one) are skipped.
  public func stars(for user: User) throws(AccountError) -> [Star] {
    try readOrThrow { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT kind, key, sentence_before, sentence_word, sentence_after, spelling, reading, variants, gloss
          FROM star_item WHERE user_id = ? ORDER BY seq DESC
          """,
        arguments: [user.id]
      ).compactMap { row in
        guard let item = HistoryItem(kind: row[0], key: row[1]) else { return nil }
        return Star(item: item, sentence: Self.sentence(from: row, at: 2), identity: Self.identity(from: row, at: 5))
      }
    }
  }

  /// The sentence `user` starred `item` from, or nil when it is not starred or was starred
  /// without one.
  public func sentence(of item: HistoryItem, for user: User) throws(AccountError) -> StarSentence? {
    let (kind, key) = item.storage
    return try readOrThrow { db in
      try Row.fetchOne(
        db,
        sql: """
          SELECT sentence_before, sentence_word, sentence_after FROM star_item
          WHERE user_id = ? AND kind = ? AND key = ?
          """,
        arguments: [user.id, kind, key]
      ).flatMap { row in Self.sentence(from: row, at: 0) }
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

  static func star(_ item: HistoryItem, sentence: StarSentence? = nil, userID: Int64, _ db: Database) throws {
    let (kind, key) = item.storage
    // A sequence number, not the time, orders stars: two stars in one clock tick stay in order.
    // A star already there keeps its place; a sentence given replaces the one it had.
    try db.execute(
      sql: """
        INSERT INTO star_item (user_id, kind, key, seq, starred_at, sentence_before, sentence_word, sentence_after)
        VALUES (?1, ?2, ?3, (SELECT COALESCE(MAX(seq), 0) + 1 FROM star_item WHERE user_id = ?1), ?4, ?5, ?6, ?7)
        ON CONFLICT (user_id, kind, key) DO UPDATE SET
          sentence_before = excluded.sentence_before, sentence_word = excluded.sentence_word,
          sentence_after = excluded.sentence_after
          WHERE excluded.sentence_word IS NOT NULL
        """,
      arguments: [userID, kind, key, Timestamp.text(), sentence?.before, sentence?.word, sentence?.after])
  }

  /// The sentence in the three columns from `index` of `row`; nil when there is none (or its
  /// word is empty, which no version writes).
  static func sentence(from row: Row, at index: Int) -> StarSentence? {
    guard let word: String = row[index + 1] else { return nil }
    let before: String? = row[index]
    let after: String? = row[index + 2]
    return StarSentence(before: before ?? "", word: word, after: after ?? "")
  }

  static func unstar(_ item: HistoryItem, userID: Int64, _ db: Database) throws {
    let (kind, key) = item.storage
    try db.execute(
      sql: "DELETE FROM star_item WHERE user_id = ? AND kind = ? AND key = ?", arguments: [userID, kind, key])
  }
}
