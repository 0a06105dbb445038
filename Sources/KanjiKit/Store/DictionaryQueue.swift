import Foundation
import GRDB

/// The dictionary's SQLite connection, whose failures say what happened in words.
///
/// A query that fails (a file damaged since it was checked, a disk that cannot be read) would
/// otherwise reach a screen as SQLite's own text with the statement (`SQLite error 11: database
/// disk image is malformed - while executing SELECT …`). Every read and write of the store
/// goes through here and turns such an error into ``DictionaryStoreError/failed(_:)``: what
/// happened (`the file is damaged`) and where the detail went (`kanji.log` beside the file).
/// A query stopped by ``DictionaryStore/interrupt()`` keeps its error, which the caller
/// recognises (``DictionaryStore/isInterruption(_:)``).
struct DictionaryQueue: Sendable {
  let database: DatabaseQueue
  /// The database file, for the log; nil for an in-memory store.
  let url: URL?

  func read<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try database.read(body)
    } catch {
      throw translated(error)
    }
  }

  func write<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try database.write(body)
    } catch {
      throw translated(error)
    }
  }

  func interrupt() {
    database.interrupt()
  }

  /// `error` in words when it is SQLite's (not an interruption); any other error as it is.
  func translated(_ error: any Error) -> any Error {
    guard let failure = error as? DatabaseError, failure.resultCode != .SQLITE_INTERRUPT else { return error }
    return DictionaryStoreError.failed(StorageFailure.describe(failure, file: url))
  }
}
