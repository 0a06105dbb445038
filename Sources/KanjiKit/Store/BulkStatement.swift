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
  /// The first result code of a bind since the last run that was not `SQLITE_OK` (out of
  /// memory, a text over SQLite's length limit): ``run()`` throws it rather than insert the
  /// value the parameter kept from the row before.
  private var bindFailure: Int32 = SQLITE_OK

  init(_ db: Database, sql: String) throws {
    statement = try db.makeStatement(sql: sql)
    handle = statement.sqliteStatement
    connection = db.sqliteConnection
  }

  /// SQLite copies the bytes during the call (the Swift buffer lives only for the call).
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  private mutating func record(_ code: Int32) {
    if code != SQLITE_OK && bindFailure == SQLITE_OK { bindFailure = code }
    index += 1
  }

  mutating func bind(_ value: Int64) {
    record(sqlite3_bind_int64(handle, index, value))
  }

  mutating func bind(_ value: Int) { bind(Int64(value)) }

  mutating func bind(_ value: Bool) { bind(Int64(value ? 1 : 0)) }

  mutating func bind(_ value: Int?) {
    if let value {
      bind(Int64(value))
    } else {
      record(sqlite3_bind_null(handle, index))
    }
  }

  mutating func bind(_ value: String) {
    var value = value
    let code = value.withUTF8 { bytes in
      if let base = bytes.baseAddress {
        return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
          sqlite3_bind_text(handle, index, $0, Int32(clamping: bytes.count), Self.transient)
        }
      } else {
        // An empty buffer has no address, which SQLite would take for NULL.
        return sqlite3_bind_text(handle, index, "", 0, Self.transient)
      }
    }
    record(code)
  }

  /// Runs the statement with the values bound since the last run.
  mutating func run() throws {
    precondition(index == sqlite3_bind_parameter_count(handle) + 1, "every value of \(statement.sql) must be bound")
    index = 1
    if bindFailure != SQLITE_OK {
      let failure = bindFailure
      bindFailure = SQLITE_OK
      let message = connection.map { String(cString: sqlite3_errmsg($0)) }
      sqlite3_reset(handle)
      throw DatabaseError(resultCode: ResultCode(rawValue: failure), message: message, sql: statement.sql)
    }
    let code = sqlite3_step(handle)
    guard code == SQLITE_DONE else {
      let message = connection.map { String(cString: sqlite3_errmsg($0)) }
      sqlite3_reset(handle)
      throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
    }
    sqlite3_reset(handle)
  }
}
