import Foundation
import GRDB
import KanjiKit

extension AccountStore {
  /// Saves the app's navigation state (its `NavigationState` encoded as JSON), replacing the
  /// previous one, with what names each of `words`, the word ids its screens name (from
  /// the followed dictionary), so that they are found again in another dictionary
  /// (``savedWords()``).
  public func saveNavigationState(_ data: Data, words: [Int] = []) throws(AccountError) {
    var identities: [Int: WordIdentity] = [:]
    for id in Set(words) {
      if let identity = try identity(of: .word(id)) { identities[id] = identity }
    }
    try write { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO navigation_state (id, data, saved_at) VALUES (1, ?, ?)",
        arguments: [data, Timestamp.text()])
      try db.execute(sql: "DELETE FROM saved_word")
      for (id, identity) in identities {
        try db.execute(
          sql: "INSERT INTO saved_word (id, spelling, reading, variants, gloss, current_id) VALUES (?, ?, ?, ?, ?, ?)",
          arguments: [id, identity.spelling, identity.reading, identity.variantsText, identity.gloss, id])
      }
    }
  }

  /// The navigation state saved last, or nil if none was saved.
  public func loadNavigationState() throws(AccountError) -> Data? {
    try readOrThrow { db in try Data.fetchOne(db, sql: "SELECT data FROM navigation_state WHERE id = 1") }
  }
}
