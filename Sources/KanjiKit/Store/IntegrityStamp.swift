import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Remembers that a dictionary file passed the full integrity check, so later starts skip
/// the check while the file is unchanged.
///
/// SQLite's `quick_check` reads the whole file: about 70 ms for the bundled dictionary and
/// far more for a full import, paid on every start. The dictionary is only ever written by
/// seeding or an import, and opened read-only, so once checked it stays good until
/// something outside the app changes it. The stamp (`dictionary.sqlite.checked`) holds the
/// file's device, inode, size, modification and status-change times; any write to the file,
/// a replacement, or a restored modification time changes one of them, and the next start
/// checks again.
enum IntegrityStamp {
  /// Where the stamp of `file` is kept.
  static func url(for file: URL) -> URL {
    file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".checked")
  }

  /// What identifies the file's current contents, or nil when it cannot be read.
  static func fingerprint(of file: URL) -> String? {
    var info = stat()
    guard stat(file.path, &info) == 0 else { return nil }
    return [
      "\(info.st_dev)", "\(info.st_ino)", "\(info.st_size)",
      "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)", "\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)",
    ].joined(separator: " ")
  }

  /// Whether `file` passed the check and has not changed since.
  static func isCurrent(for file: URL) -> Bool {
    guard let now = fingerprint(of: file),
      // No stamp, or one that cannot be read, only means the check runs again.
      let stamp = try? String(contentsOf: url(for: file), encoding: .utf8)  // unreadable: the check runs again
    else { return false }
    return stamp == now
  }

  /// Records that `file`, as it is now, passed the check; silently does nothing when the
  /// directory is not writable (the check then simply runs on every start).
  static func record(for file: URL) {
    guard let now = fingerprint(of: file) else { return }
    // Unwritable (a read-only data directory): the check then runs on every start, as documented.
    try? Data(now.utf8).write(to: url(for: file), options: .atomic)  // unwritable: the check runs each start
  }

  /// Forgets the stamp of `file`.
  static func remove(for file: URL) {
    // A stamp that is already gone is as good as removed; one that stays no longer matches.
    try? FileManager.default.removeItem(at: url(for: file))  // a stamp left no longer matches
  }
}
