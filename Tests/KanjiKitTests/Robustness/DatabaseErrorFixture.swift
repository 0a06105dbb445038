import GRDB

/// SQLite errors as GRDB reports them, for tests of how they are said.
enum DatabaseErrorFixture {
  static let full = DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full", sql: "COMMIT")
}
