import Foundation
import GRDB
import KanjiKit

extension AccountStore {
  /// Opens `user.sqlite` in `directory` for a browsing session: as ``open(directory:hasher:)``
  /// when it can be written, and otherwise read-only, so the dictionary can still be browsed.
  ///
  /// A full disk, a read-only data directory, or a `user.sqlite` the user made read-only
  /// (its owner may not write it) gives a store that reads what is there, if it can, and
  /// refuses every write with ``AccountError/unavailable(reason:)``; the notice says so in
  /// one line. Nothing is created, chmodded or written in that case.
  ///
  /// - Throws: ``AccountError/damaged(path:detail:)`` for a file that is not a healthy user
  ///   database: that is for the user to look at, not something to browse around.
  public static func openForBrowsing(directory: URL, hasher: PasswordHasher = .standard) throws(AccountError)
    -> (store: AccountStore, notice: String?)
  {
    let file = DataDirectory.userURL(in: directory)
    let reason: String
    // One budget for waiting on another program's lock, whichever way the file is opened:
    // the time a notice names is the time waited.
    let lockWait = LockWait(limit: busyTimeout)
    lockWait.startBudget()
    defer { lockWait.endBudget() }
    do throws(AccountError) {
      if let readOnly = UserDatabaseFile.readOnlyByOwner(file) { throw readOnly }
      return (try open(directory: directory, hasher: hasher, lockWait: lockWait), nil)
    } catch {
      switch error {
      case .damaged: throw error
      case .notWritable(let path, let why): reason = "\(path) cannot be written (\(why))"
      default: reason = error.description
      }
    }
    let notice = "Accounts, stars and saved screens are unavailable this session: \(reason). Browsing works."
    if let store = try openReadOnly(file, hasher: hasher, reason: reason, lockWait: lockWait) { return (store, notice) }
    return (try inMemory(hasher: hasher, unavailable: reason), notice)
  }

  /// The existing `file`, read-only, or nil when it does not exist or cannot be read.
  ///
  /// - Throws: ``AccountError/damaged(path:detail:)`` when SQLite's integrity check fails
  ///   or a newer kanji wrote it: the read-write open that failed first never got to check.
  private static func openReadOnly(
    _ file: URL, hasher: PasswordHasher, reason: String, lockWait: LockWait
  ) throws(AccountError) -> AccountStore? {
    // A file that is missing, empty or cannot be looked at has nothing to read.
    guard case .some(let size)? = try? UserDatabaseFile.existingSize(of: file),  // unreadable: nothing to read
      size > 0
    else { return nil }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .callback { lockWait.retry($0) }
    do {
      let queue = try DatabaseQueue(path: file.path, configuration: configuration)
      let usable = try queue.read { db in
        try UserDatabaseFile.check(db, file: file)
        return try AccountSchema.migrator.hasCompletedMigrations(db)
      }
      guard usable else { return nil }
      return AccountStore(database: queue, hasher: hasher, url: file, unavailableReason: reason, lockWait: lockWait)
    } catch {
      // Damage is for the user to look at, as when the file can be written; anything else
      // (unreadable too): the caller falls back to an empty store that refuses writes.
      let error = UserDatabaseFile.openingError(error, file: file, waited: lockWait.lastWait)
      if case .damaged = error { throw error }
      return nil
    }
  }
}
