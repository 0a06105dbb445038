import GRDB
import GRDBSQLite

/// A prepared statement run millions of times by a bulk write, with its values bound
/// straight through SQLite's C interface.
///
/// GRDB's `execute(arguments:)` builds an array of boxed values for every row; a full EDICT
/// import runs about four million inserts, and that boxing was a fifth of its time. Values
/// are bound in order with ``bind(_:)-(Int64)`` and friends, then ``run()`` steps and resets
/// the statement; the binding index starts again at 1.
struct BulkStatement {
  private let statement: Statement
  private let handle: OpaquePointer
  private let connection: OpaquePointer?
  private var index: Int32 = 1

  init(_ db: Database, sql: String) throws {
    statement = try db.makeStatement(sql: sql)
    handle = statement.sqliteStatement
    connection = db.sqliteConnection
  }

  /// SQLite copies the bytes during the call (the Swift buffer lives only for the call).
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  mutating func bind(_ value: Int64) {
    sqlite3_bind_int64(handle, index, value)
    index += 1
  }

  mutating func bind(_ value: Int) { bind(Int64(value)) }

  mutating func bind(_ value: Bool) { bind(Int64(value ? 1 : 0)) }

  mutating func bind(_ value: Int?) {
    if let value {
      bind(Int64(value))
    } else {
      sqlite3_bind_null(handle, index)
      index += 1
    }
  }

  mutating func bind(_ value: String) {
    var value = value
    value.withUTF8 { bytes in
      if let base = bytes.baseAddress {
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
          _ = sqlite3_bind_text(handle, index, $0, Int32(bytes.count), Self.transient)
        }
      } else {
        // An empty buffer has no address, which SQLite would take for NULL.
        _ = sqlite3_bind_text(handle, index, "", 0, Self.transient)
      }
    }
    index += 1
  }

  /// Runs the statement with the values bound since the last run.
  mutating func run() throws {
    precondition(index == sqlite3_bind_parameter_count(handle) + 1, "every value of \(statement.sql) must be bound")
    index = 1
    let code = sqlite3_step(handle)
    guard code == SQLITE_DONE else {
      let message = connection.map { String(cString: sqlite3_errmsg($0)) }
      sqlite3_reset(handle)
      throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
    }
    sqlite3_reset(handle)
  }
}
