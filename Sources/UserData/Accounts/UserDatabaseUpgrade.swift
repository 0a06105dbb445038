import Foundation
import GRDB
import KanjiKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bringing a `user.sqlite` written by an earlier release up to this one's schema.
///
/// Every migration the file lacks runs in one transaction, committed as a whole or not at
/// all: a migration that fails (or a process killed halfway) leaves the file as the earlier
/// release wrote it, which that release still opens. Before the transaction, a file holding
/// an earlier schema is copied to `user.sqlite.bak-<its newest migration>` (say
/// `user.sqlite.bak-v4-star-sentences`), made with SQLite's `VACUUM INTO`, so the copy is
/// whole even while the WAL holds the last commits, readable by its owner only. The copy is
/// removed once the migration has committed: the migrated file holds everything it did, and
/// a second copy of the password hashes and the history would otherwise stay behind
/// unnoticed. When the migration fails, the copy stays and the error names it.
enum UserDatabaseUpgrade {
  /// The copy of `file` kept while it is upgraded from the schema whose newest migration is
  /// `version`.
  static func backupURL(of file: URL, version: String) -> URL {
    file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".bak-" + version)
  }

  /// Runs the migrations of `migrations` that `queue`'s database lacks, in one transaction,
  /// copying `file` first when it holds an earlier schema.
  ///
  /// - Parameters:
  ///   - file: the database file, or nil for one in memory (nothing to copy).
  ///   - migrations: the schema's migrations, oldest first (tests add one that fails).
  /// - Throws: ``AccountError/notWritable(path:reason:)`` when the copy cannot be made
  ///   (nothing is migrated then), or the migration's error, described with the file left
  ///   as it was and where the copy is.
  static func migrate(
    _ queue: DatabaseQueue, file: URL?, migrations: [AccountSchema.Migration] = AccountSchema.migrations
  ) throws {
    let applied = try queue.read { db in try AccountSchema.migrator.appliedIdentifiers(db) }
    let pending = migrations.filter { !applied.contains($0.identifier) }
    guard !pending.isEmpty else { return }
    let version = migrations.last { applied.contains($0.identifier) }?.identifier
    var backup: URL?
    if let file, let version {
      backup = try copy(queue, of: file, version: version)
    }
    do {
      try queue.writeWithoutTransaction { db in
        // As GRDB's migrator does: foreign keys are checked once, at the end.
        try db.execute(sql: "PRAGMA foreign_keys = OFF")
        defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }  // the migration's own error is the one to say
        try db.inTransaction(.immediate) {
          try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
          for migration in pending {
            try migration.migrate(db)
            try db.execute(
              sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
          }
          try db.checkForeignKeys()
          return .commit
        }
      }
    } catch {
      guard let file, let version else { throw error }
      let described = UserDatabaseFile.openingError(error, file: file)
      let kept = backup.map { " (a copy of it is at \($0.path))" } ?? ""
      throw AccountError.storage(
        "\(file.path) could not be upgraded from an earlier version's schema (\(version)): \(described). "
          + "It was left as it was\(kept); the earlier version of kanji still opens it.")
    }
    if let backup {
      // Committed: the copy has served. One that cannot be removed is only a second copy
      // of data the user has, left for them to delete.
      try? FileManager.default.removeItem(at: backup)  // a copy left behind loses nothing
    }
  }

  /// Copies the database `queue` opened at `file` to its backup for `version`, whole, with
  /// mode 0600, replacing a copy a killed earlier attempt left.
  private static func copy(_ queue: DatabaseQueue, of file: URL, version: String) throws -> URL {
    let backup = backupURL(of: file, version: version)
    let temporary = file.deletingLastPathComponent().appendingPathComponent(
      ".\(file.lastPathComponent).bak-\(UInt64.random(in: 0...UInt64.max))")
    // VACUUM INTO writes into an empty file it is given, keeping that file's mode.
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw AccountError.notWritable(
        path: backup.path, reason: "a copy cannot be made before upgrading it (\(String(cString: strerror(errno))))")
    }
    close(descriptor)
    do {
      try queue.writeWithoutTransaction { db in
        try db.execute(sql: "VACUUM INTO ?", arguments: [temporary.path])
      }
      guard rename(temporary.path, backup.path) == 0 else {
        throw AccountError.notWritable(path: backup.path, reason: String(cString: strerror(errno)))
      }
    } catch {
      // The copy is not made: its half-written file is of no use to anyone.
      try? FileManager.default.removeItem(at: temporary)  // a half copy; the error below is what matters
      let reason = (error as? AccountError)?.description ?? StorageFailure.describe(error, file: file)
      throw AccountError.notWritable(
        path: file.path, reason: "a copy cannot be made before upgrading it, so it was not upgraded: \(reason)")
    }
    return backup
  }
}
