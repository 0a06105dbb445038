import Foundation
import GRDB
import KanjiKit

extension AccountStore {
  /// Records that `user` opened `item` now.
  ///
  /// An item already in the history moves to the top instead of appearing twice; only the
  /// newest ``historyLimit`` entries are kept.
  public func recordVisit(_ item: HistoryItem, for user: User) throws(AccountError) {
    let (kind, key) = item.storage
    let identity = try identity(of: item)
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO history (user_id, kind, key, seq, visited_at)
          VALUES (?1, ?2, ?3, (SELECT COALESCE(MAX(seq), 0) + 1 FROM history WHERE user_id = ?1), ?4)
          ON CONFLICT (user_id, kind, key) DO UPDATE SET seq = excluded.seq, visited_at = excluded.visited_at
          """,
        arguments: [user.id, kind, key, Timestamp.text()])
      try db.execute(
        sql: """
          DELETE FROM history WHERE user_id = ?1 AND seq NOT IN
            (SELECT seq FROM history WHERE user_id = ?1 ORDER BY seq DESC LIMIT ?2)
          """,
        arguments: [user.id, Self.historyLimit])
      try Self.name(identity, key: key, userID: user.id, in: "history", db)
    }
  }

  /// What `user` looked at, the most recent first.
  ///
  /// Rows this version does not understand (written by a newer one) are skipped.
  public func history(for user: User) throws(AccountError) -> [HistoryEntry] {
    try readOrThrow { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT kind, key, visited_at, spelling, reading, variants, gloss FROM history
          WHERE user_id = ? ORDER BY seq DESC
          """,
        arguments: [user.id]
      ).compactMap { row in
        guard let item = HistoryItem(kind: try row.decode(forColumn: "kind"), key: try row.decode(forColumn: "key"))
        else { return nil }
        return HistoryEntry(
          item: item, visitedAt: try row.decode(forColumn: "visited_at"), identity: Self.identity(from: row, at: 3))
      }
    }
  }

  /// Forgets everything `user` looked at.
  public func clearHistory(for user: User) throws(AccountError) {
    try write { db in try db.execute(sql: "DELETE FROM history WHERE user_id = ?", arguments: [user.id]) }
  }
}
