import Foundation
import GRDB
import KanjiKit
import Synchronization

/// The user's own data in `user.sqlite`: accounts, the signed-in session, starred kanji and words,
/// history and the saved navigation state.
///
/// Unlike `dictionary.sqlite`, this file cannot be regenerated, so the store never replaces
/// or deletes it: a damaged file is reported (``AccountError/damaged(path:detail:)``) and
/// left for the user to restore or move aside. It is opened in WAL mode with a busy timeout,
/// so two running instances share it without "database is locked" errors, and every read
/// sees what the other instance has committed. The file and its `-wal` and `-shm`
/// companions are readable by their owner only (mode 0600).
///
/// Passwords are never stored: only ``PasswordHasher`` hashes are. Registering and signing
/// in run the slow hash once (600,000 rounds: about 0.07 s in a release build, 0.3 s in a
/// debug build), so a screen should say "Signing in…" rather than look frozen.
///
/// The store is safe to share between threads. Reads and writes that fail (a disk error)
/// throw ``AccountError``, so the screen that asked can say what did not happen.
public final class AccountStore: Sendable {
  /// How long a write waits for another instance's transaction before failing (unless
  /// told not to wait: ``setWaitsForLocks(_:)``).
  static let busyTimeout: Duration = .seconds(10)
  /// The most history entries kept per user; older ones are dropped.
  static let historyLimit = 500

  let database: any DatabaseWriter
  let hasher: PasswordHasher
  /// The database file, or nil for an in-memory store.
  public let url: URL?
  /// Why this store refuses every write (a full disk, a read-only file), or nil when it
  /// writes; see ``openForBrowsing(directory:hasher:)``.
  public let unavailableReason: String?
  /// The dictionary whose ids the word records name, once ``follow(_:scheduler:)`` was
  /// told it: every word starred, visited or reviewed is named from it as it is written.
  let followedDictionary = Mutex<DictionaryStore?>(nil)
  /// How this store waits for another program's lock.
  let lockWait: LockWait

  init(
    database: any DatabaseWriter, hasher: PasswordHasher, url: URL?, unavailableReason: String? = nil,
    lockWait: LockWait = LockWait(limit: busyTimeout)
  ) {
    self.database = database
    self.hasher = hasher
    self.url = url
    self.unavailableReason = unavailableReason
    self.lockWait = lockWait
  }

  /// Whether a write waits (up to ten seconds) for another program holding `user.sqlite`'s
  /// lock, or fails after a tenth of a second (``LockWait/grace``) with
  /// ``AccountError/busy(path:waited:)`` for the caller to try again later. Commands wait;
  /// the browser does not, so its screen never freezes: it keeps the write, says what it
  /// waits for and tries again on a timer.
  public func setWaitsForLocks(_ waits: Bool) {
    lockWait.waits = waits
  }

  // MARK: - Opening

  /// Opens `user.sqlite` in `directory`, creating the directory and the file if needed.
  ///
  /// - Parameters:
  ///   - directory: the data directory (see ``DataDirectory/default``).
  ///   - hasher: the hasher for new passwords; tests pass one with few rounds.
  /// A file written by an earlier release is upgraded in one transaction, with a copy kept
  /// beside it until that has committed (``UserDatabaseUpgrade``).
  ///
  /// - Throws: ``AccountError/notWritable(path:reason:)`` when the directory or file cannot
  ///   be created or written, ``AccountError/damaged(path:detail:)`` when the file is not a
  ///   healthy user database (it is left untouched), ``AccountError/storage(_:)`` otherwise
  ///   (an upgrade that failed: the file is left as the earlier release wrote it).
  public static func open(directory: URL, hasher: PasswordHasher = .standard) throws(AccountError) -> AccountStore {
    let lockWait = LockWait(limit: busyTimeout)
    lockWait.startBudget()
    defer { lockWait.endBudget() }
    return try open(directory: directory, hasher: hasher, lockWait: lockWait)
  }

  /// ``open(directory:hasher:)`` waiting for locks as `lockWait` says (its budget, when
  /// started, covers every statement of the open).
  static func open(directory: URL, hasher: PasswordHasher, lockWait: LockWait) throws(AccountError) -> AccountStore {
    let file = DataDirectory.userURL(in: directory)
    let hasContent = try UserDatabaseFile.prepare(file, in: directory)
    var configuration = Configuration()
    configuration.busyMode = .callback { lockWait.retry($0) }
    configuration.prepareDatabase { db in
      // An existing file is checked before this connection writes anything to it.
      if hasContent { try UserDatabaseFile.check(db, file: file) }
      // Freed pages (an old password hash, deleted history) are zeroed, not left behind.
      try db.execute(sql: "PRAGMA secure_delete = ON")
      // WAL, so that one instance reading never blocks another one's write. Persistent in
      // the file: a no-op after the first start. Where the file system cannot do WAL, SQLite
      // keeps its rollback journal, which the busy timeout makes as safe, only slower.
      _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
      // A commit is in the WAL before it returns, so a killed process loses nothing
      // committed (each review is committed before the next card shows); only a power cut
      // can undo the last commits, never corrupt the file. FULL would wait for the disk at
      // every commit: 4 ms a rating on the benchmark's disk, against a 1 ms budget.
      try db.execute(sql: "PRAGMA synchronous = NORMAL")
    }
    // A queue, not a DatabasePool: the pool writes a transaction on every open when the WAL
    // file is empty (as it is after every clean quit), so each start paid a write and two
    // syncs before the first screen. Reads here are small and never concurrent in-process.
    let queue: DatabaseQueue
    do {
      queue = try DatabaseQueue(path: file.path, configuration: configuration)
      // A file of an earlier release is copied, then migrated in one transaction.
      try UserDatabaseUpgrade.migrate(queue, file: file)
    } catch {
      throw UserDatabaseFile.openingError(error, file: file, waited: lockWait.lastWait)
    }
    UserDatabaseFile.restrictPermissions(of: file)
    return AccountStore(database: queue, hasher: hasher, url: file, lockWait: lockWait)
  }

  /// An empty store in memory, for tests and for running without a data directory.
  ///
  /// - Parameter unavailable: why the real store could not be used: the store then refuses
  ///   every write with ``AccountError/unavailable(reason:)`` instead of keeping accounts
  ///   that would vanish at quit.
  public static func inMemory(hasher: PasswordHasher, unavailable: String? = nil) throws(AccountError) -> AccountStore {
    do {
      let queue = try DatabaseQueue()
      try UserDatabaseUpgrade.migrate(queue, file: nil)
      return AccountStore(database: queue, hasher: hasher, url: nil, unavailableReason: unavailable)
    } catch {
      throw .storage("cannot create an in-memory database: \(error)")
    }
  }

  // MARK: - Access

  /// Runs `body` in a write transaction, turning database errors into ``AccountError``.
  func write<T>(_ body: (Database) throws -> T) throws(AccountError) -> T {
    if let unavailableReason { throw .unavailable(reason: unavailableReason) }
    do {
      return try database.write(body)
    } catch let error as AccountError {
      throw error
    } catch {
      throw storageError(error)
    }
  }

  /// A number that changes when another connection commits to `user.sqlite` (another
  /// `kanji`, a script): SQLite's `data_version`. This store's own commits leave it as it
  /// is, so what was read through the store and changed only through it is still what is
  /// stored while the number stays the same.
  public func externalChangeStamp() throws(AccountError) -> Int {
    try readOrThrow { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
  }

  /// Runs `body` in a read transaction, turning database errors into ``AccountError``.
  func readOrThrow<T>(_ body: (Database) throws -> T) throws(AccountError) -> T {
    do {
      return try database.read(body)
    } catch {
      throw storageError(error)
    }
  }

  func storageError(_ error: any Error) -> AccountError {
    if let url { return UserDatabaseFile.openingError(error, file: url, waited: lockWait.lastWait) }
    return .storage(StorageFailure.describe(error, file: nil))
  }
}
