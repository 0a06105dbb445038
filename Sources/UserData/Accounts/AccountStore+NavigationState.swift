import Foundation
import GRDB
import KanjiKit

extension AccountStore {
  /// Saves the app's navigation state (its `NavigationState` encoded as JSON), replacing the
  /// previous one.
  public func saveNavigationState(_ data: Data) throws(AccountError) {
    try write { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO navigation_state (id, data, saved_at) VALUES (1, ?, ?)",
        arguments: [data, Timestamp.text()])
    }
  }

  /// The navigation state saved last, or nil if none was saved.
  public func loadNavigationState() throws(AccountError) -> Data? {
    try readOrThrow { db in try Data.fetchOne(db, sql: "SELECT data FROM navigation_state WHERE id = 1") }
  }
}
