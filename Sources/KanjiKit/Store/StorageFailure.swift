import Foundation
import GRDB

/// A database failure in words a user can act on, with SQLite's own text kept for a log.
///
/// Screens never show SQLite's messages (`SQLite error 13: database or disk is full - while
/// executing COMMIT`): they say what happened (`the disk is full`), and the raw detail is
/// appended to `kanji.log` in the data directory, which the message names.
public enum StorageFailure {
  /// The log file in `directory`.
  public static func logURL(in directory: URL) -> URL {
    directory.appendingPathComponent("kanji.log")
  }

  /// What `error` means for the user, as a clause: `the disk is full`.
  public static func sentence(for error: any Error) -> String {
    guard let error = error as? DatabaseError else {
      if let error = error as? CocoaError, error.code == .fileWriteOutOfSpace { return "the disk is full" }
      return "the database could not be used"
    }
    switch error.resultCode {
    case .SQLITE_FULL: return "the disk is full"
    case .SQLITE_READONLY: return "the file is read-only"
    case .SQLITE_IOERR: return "the disk could not be read or written"
    case .SQLITE_BUSY, .SQLITE_LOCKED: return "another program kept the file busy"
    case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT: return "the file is damaged"
    case .SQLITE_CANTOPEN: return "the file cannot be opened"
    case .SQLITE_PERM, .SQLITE_AUTH: return "permission was denied"
    case .SQLITE_NOMEM: return "there is not enough memory"
    case .SQLITE_INTERRUPT: return "it was interrupted"
    default: return "the database could not be used"
    }
  }

  /// `sentence(for:)` followed by where the detail went, after appending the detail to the
  /// log in `directory` (nil: an in-memory store, nothing is logged).
  public static func describe(_ error: any Error, file: URL?) -> String {
    let sentence = sentence(for: error)
    guard let file else { return sentence }
    let log = logURL(in: file.deletingLastPathComponent())
    guard append("\(file.lastPathComponent): \(logDetail(for: error))", to: log) else { return sentence }
    return "\(sentence) (details in \(log.path))"
  }

  /// What the log keeps of `error`: SQLite's message and the statement, never a value.
  ///
  /// A row that cannot be decoded describes itself with every value it holds (GRDB's
  /// `RowDecodingError`: `row: [id:1 email:… password_hash:"pbkdf2-sha256$…"]`, and the value
  /// that did not fit), and `user.sqlite`'s rows hold password hashes and salts. So such an
  /// error is logged as the column and the statement only. Statement arguments never appear:
  /// GRDB leaves them out of its descriptions unless `publicStatementArguments` is set, which
  /// kanji never does.
  public static func logDetail(for error: any Error) -> String {
    let text = String(describing: error)
    guard error is RowDecodingError else { return text }
    var parts = ["a row could not be decoded (its values are not logged)"]
    if let column = between(text, "column: ", ",") { parts.append("column \(column)") }
    if let sql = between(text, "sql: `", "`") { parts.append("while reading `\(sql)`") }
    return parts.joined(separator: "; ")
  }

  /// The text of `text` between the first `start` and the next `end` after it.
  private static func between(_ text: String, _ start: String, _ end: String) -> String? {
    guard let lower = text.range(of: start)?.upperBound,
      let upper = text.range(of: end, range: lower..<text.endIndex)?.lowerBound
    else { return nil }
    return String(text[lower..<upper])
  }

  /// Appends a time-stamped line to `log`; false when it cannot (a full disk, say).
  @discardableResult
  static func append(_ detail: String, to log: URL) -> Bool {
    let line = Data("\(Timestamp.text()) \(detail.replacingOccurrences(of: "\n", with: " "))\n".utf8)
    guard let handle = FileHandle(forWritingAtPath: log.path) ?? create(log) else { return false }
    defer {
      // Only appended to; a failed close after a successful write loses nothing.
      try? handle.close()  // appended only: a failed close loses nothing
    }
    do {
      try handle.seekToEnd()
      try handle.write(contentsOf: line)
      return true
    } catch {
      return false
    }
  }

  private static func create(_ log: URL) -> FileHandle? {
    guard FileManager.default.createFile(atPath: log.path, contents: nil, attributes: [.posixPermissions: 0o600])
    else { return nil }
    return FileHandle(forWritingAtPath: log.path)
  }
}
