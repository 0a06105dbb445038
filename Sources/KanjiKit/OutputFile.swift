#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file the user named on the command line (`--output F`), whatever the name
/// stands for, without ever replacing what is not a plain file.
///
/// - A plain file, or none, is written atomically: the text goes to a new temporary file
///   beside it (made with `O_CREAT|O_EXCL|O_NOFOLLOW`, a random name, mode 0600, as
///   `mkstemp` does), which is synced and renamed over it. A replaced file keeps its mode;
///   a new one gets the mode the umask gives.
/// - A symbolic link is written through: its target is written atomically, the link stays.
///   A link to nothing is refused.
/// - A device, a FIFO or a socket (`/dev/stdout`, `>(gzip > f)`, `/dev/full`) is written in
///   place; a failed write there is an error.
/// - A directory is refused.
public enum OutputFile {
  /// Why a file could not be written.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// The path the user named.
    public var path: String
    /// What went wrong, in words.
    public var reason: String

    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `text` to `path` as the type's summary says.
  public static func write(_ text: String, to path: String) throws(Failure) {
    try write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path` as the type's summary says.
  public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    try write(bytes, to: path, suffixes: { String(UInt64.random(in: 0...UInt64.max), radix: 36) })
  }

  /// ``write(_:to:)-([UInt8],_)`` with the temporary files' name suffixes from `suffixes`,
  /// for tests that plant names where the temporary file will be tried.
  static func write(_ bytes: [UInt8], to path: String, suffixes: () -> String) throws(Failure) {
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        throw Failure(path: path, reason: "it is a directory")
      case S_IFREG:
        // A link is followed to the file it names, which is replaced; the link stays.
        let target = try resolved(path)
        try replace(
          target, with: bytes, mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid), as: path,
          suffixes: suffixes)
      default:
        try writeInPlace(path, bytes)
      }
      return
    }
    let error = errno
    guard error == ENOENT else { throw Failure(path: path, reason: String(cString: strerror(error))) }
    var linkInfo = stat()
    if lstat(path, &linkInfo) == 0, linkInfo.st_mode & S_IFMT == S_IFLNK {
      throw Failure(path: path, reason: "it is a symbolic link to a file that does not exist")
    }
    let mask = umask(0)
    umask(mask)
    try replace(path, with: bytes, mode: 0o666 & ~mask, owner: nil, as: path, suffixes: suffixes)
  }

  /// The file `path` names, its links followed.
  private static func resolved(_ path: String) throws(Failure) -> String {
    guard let real = realpath(path, nil) else {
      throw Failure(path: path, reason: String(cString: strerror(errno)))
    }
    defer { free(real) }
    return String(cString: real)
  }

  /// Writes `bytes` through a new temporary file beside `path`, renamed over it.
  private static func replace(
    _ path: String, with bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?, as named: String,
    suffixes: () -> String
  ) throws(Failure) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var temporary = ""
    var descriptor: Int32 = -1
    // A name someone else made (a planted link or directory) is never opened: O_EXCL fails
    // on it and another random name is tried.
    for _ in 0..<16 {
      temporary = "\(directory)/.\(name).\(suffixes()).tmp"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      throw Failure(
        path: named, reason: "cannot make a temporary file in \(directory): \(String(cString: strerror(errno)))")
    }
    var failure: Failure?
    if let error = writeAll(descriptor, bytes) {
      failure = Failure(path: named, reason: String(cString: strerror(error)))
    } else if fsync(descriptor) != 0 {
      failure = Failure(path: named, reason: String(cString: strerror(errno)))
    } else if fchmod(descriptor, mode) != 0 {
      failure = Failure(path: named, reason: "cannot set its mode: \(String(cString: strerror(errno)))")
    }
    if failure == nil, let owner, geteuid() == 0, fchown(descriptor, owner.0, owner.1) != 0 {
      failure = Failure(path: named, reason: "cannot keep its owner: \(String(cString: strerror(errno)))")
    }
    close(descriptor)
    if failure == nil, rename(temporary, path) != 0 {
      failure = Failure(path: named, reason: String(cString: strerror(errno)))
    }
    if let failure {
      // Only the file made above, by its own name: O_EXCL guarantees it is this program's.
      unlink(temporary)
      throw failure
    }
  }

  /// Writes `bytes` to the device, FIFO or socket at `path`, as it is.
  private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
    let error = writeAll(descriptor, bytes)
    let closed = close(descriptor)
    if let error { throw Failure(path: path, reason: String(cString: strerror(error))) }
    if closed != 0 { throw Failure(path: path, reason: String(cString: strerror(errno))) }
  }

  /// Writes all of `bytes`, retrying short writes and interruptions; the `errno` of a
  /// failure, or nil.
  private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        #if canImport(Glibc)
          Glibc.write(descriptor, raw.baseAddress! + offset, bytes.count - offset)
        #else
          Darwin.write(descriptor, raw.baseAddress! + offset, bytes.count - offset)
        #endif
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }
}
