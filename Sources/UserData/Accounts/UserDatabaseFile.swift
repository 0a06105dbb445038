import Foundation
import GRDB
import KanjiKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checks made on `user.sqlite` and its directory before SQLite may write to them.
///
/// The file is precious, so nothing here ever truncates, replaces or deletes it: a file that
/// is not an SQLite database, or fails SQLite's integrity check, is reported and left as it is.
enum UserDatabaseFile {
  /// The 16 bytes every SQLite database file starts with.
  static let header = Array("SQLite format 3\0".utf8)

  /// Makes sure `directory` exists (created mode 0700) and is writable, and that `file`
  /// exists with mode 0600 and, if it has content, starts like an SQLite database.
  ///
  /// - Returns: whether the file has content, which the first connection must then check
  ///   with ``check(_:file:)`` before it writes anything.
  static func prepare(_ file: URL, in directory: URL) throws(AccountError) -> Bool {
    try prepareDirectory(directory)
    let hasContent: Bool
    switch try existingSize(of: file) {
    case nil:
      try create(file)
      hasContent = false
    case 0: hasContent = false
    case .some:
      try checkHeader(file)
      hasContent = true
    }
    restrictPermissions(of: file)
    return hasContent
  }

  /// Takes group and other permissions away from `file` and its `-wal` and `-shm`
  /// companions that exist, leaving the owner's bits as they are.
  ///
  /// SQLite creates the companions with the database file's mode; this also repairs a file
  /// made with looser permissions by an earlier version or by hand. A symbolic link is left
  /// alone (its target is not this program's to change), and so is a file the owner made
  /// read-only: nothing is ever made writable here.
  static func restrictPermissions(of file: URL) {
    for suffix in ["", "-wal", "-shm"] {
      let path = file.path + suffix
      var info = stat()
      guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      let mode = info.st_mode & 0o7777
      if mode & 0o077 != 0 {
        // Only ever narrows the mode; a failure leaves a file that is still the owner's.
        _ = chmod(path, mode & 0o700)
      }
    }
  }

  /// A refusal when `file` exists and its owner may not write it: the user made it
  /// read-only, and kanji respects that rather than writing as root could.
  static func readOnlyByOwner(_ file: URL) -> AccountError? {
    var info = stat()
    guard stat(file.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_mode & S_IWUSR == 0 else {
      return nil
    }
    return .notWritable(path: file.path, reason: "it is read-only")
  }

  // MARK: - Steps

  static func prepareDirectory(_ directory: URL) throws(AccountError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw .notWritable(path: directory.path, reason: "it is a file, not a directory")
      }
    } else {
      do {
        try FileManager.default.createDirectory(
          at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      } catch {
        let reason = FileFailure.reason(for: error, at: directory.path)
        throw .notWritable(path: directory.path, reason: "the directory cannot be created (\(reason))")
      }
    }
    guard access(directory.path, W_OK | X_OK) == 0 else {
      throw .notWritable(path: directory.path, reason: String(cString: strerror(errno)))
    }
  }

  /// The size of `file`, or nil if it does not exist.
  static func existingSize(of file: URL) throws(AccountError) -> Int? {
    var info = stat()
    guard stat(file.path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw .notWritable(path: file.path, reason: String(cString: strerror(errno)))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw .damaged(path: file.path, detail: "it is not a regular file")
    }
    return Int(info.st_size)
  }

  /// Creates an empty `file` with mode 0600, so SQLite's own files inherit that mode.
  static func create(_ file: URL) throws(AccountError) {
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      close(descriptor)
    } else if errno != EEXIST {  // another instance may have just created it: fine
      throw .notWritable(path: file.path, reason: String(cString: strerror(errno)))
    }
  }

  /// Refuses an existing `file` that does not start like an SQLite database, before SQLite
  /// opens it.
  static func checkHeader(_ file: URL) throws(AccountError) {
    // open(2) and read(2), not FileHandle and Data: this runs on every start, on the thread
    // the first frame waits for.
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .notWritable(path: file.path, reason: "it cannot be read (\(String(cString: strerror(errno))))")
    }
    // Only read from: closing cannot lose anything.
    defer { close(descriptor) }
    var start = [UInt8](repeating: 0, count: header.count)
    var filled = 0
    while filled < start.count {
      let count = start.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else {
        throw .notWritable(path: file.path, reason: "it cannot be read (\(String(cString: strerror(errno))))")
      }
      if count == 0 { break }
      filled += count
    }
    guard filled == header.count, start == header else {
      throw .damaged(path: file.path, detail: "it is not an SQLite database")
    }
  }

  /// Checks an existing file on the connection just opened, before anything on it writes
  /// (switching the file to WAL mode, a migration): SQLite's integrity check, and that no
  /// newer version of kanji wrote it.
  ///
  /// The one connection the store keeps does this (not a read-only one of its own, opened and
  /// closed before it): a second connection set up on every start cost a third of opening
  /// `user.sqlite`.
  static func check(_ db: Database, file: URL) throws {
    let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
    guard check == ["ok"] else {
      throw AccountError.damaged(
        path: file.path, detail: "SQLite's integrity check failed: \(check.prefix(3).joined(separator: "; "))")
    }
    guard try !AccountSchema.migrator.hasBeenSuperseded(db) else {
      throw AccountError.damaged(path: file.path, detail: "it was written by a newer version of kanji; upgrade kanji")
    }
  }

  /// The account error for a failure to open or migrate `file`.
  ///
  /// - Parameter waited: how long the store waited for another program's lock, in seconds.
  static func openingError(_ error: any Error, file: URL, waited: Double = 0) -> AccountError {
    if let error = error as? AccountError { return error }
    let described = StorageFailure.describe(error, file: file)
    guard let error = error as? DatabaseError else { return .storage(described) }
    switch error.resultCode {
    case .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT:
      return .damaged(path: file.path, detail: described)
    case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM:
      return .notWritable(path: file.path, reason: described)
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return .busy(path: file.path, waited: waited)
    default:
      return .storage(described)
    }
  }
}
