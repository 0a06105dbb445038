import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The dictionary: kanji, words and the links between them, in SQLite.
///
/// `dictionary.sqlite` is derived data: it is created from the bundled dataset on first
/// start, replaced wholesale by `kanji import`, and rebuilt from the bundled dataset when it
/// is damaged (see ``notice``). Lists are read in pages (`offset`, `limit`) over precomputed
/// ranks, so the last page of 180,000 words costs what the first does.
///
/// The store only reads after it is open and is safe to share between threads.
public final class DictionaryStore: Sendable {
  let queue: DictionaryQueue
  /// The database file, or nil for an in-memory store.
  public let url: URL?
  /// A message for the user about something that happened while opening (such as a
  /// damaged dictionary rebuilt from the bundled data), or nil.
  public let notice: String?

  private init(queue: DatabaseQueue, url: URL?, notice: String?) {
    self.queue = DictionaryQueue(database: queue, url: url)
    self.url = url
    self.notice = notice
  }

  /// Stops the query running on another thread, which then throws SQLite's interrupt
  /// (``isInterruption(_:)``); safe to call from any thread, a no-op when nothing runs.
  public func interrupt() {
    queue.interrupt()
  }

  /// Whether `error` is a query stopped by ``interrupt()``.
  public static func isInterruption(_ error: any Error) -> Bool {
    (error as? DatabaseError)?.resultCode == .SQLITE_INTERRUPT
  }

  // MARK: - Opening

  /// A step of making the dictionary file, for a screen that shows the wait.
  public enum InstallStep: Sendable, Equatable {
    /// Inflating the shipped database: the share of it done, from 0 to 1.
    case inflating(Double)
    /// Creating the indexes the shipped database leaves out (a few tenths of a second).
    case indexing
    /// Building the dictionary from the bundled dataset, because the shipped database is
    /// missing or damaged (a few seconds).
    case seeding
  }

  /// Opens `dictionary.sqlite` in `directory`, creating it from the bundled dataset first if
  /// it does not exist, and rebuilding it if it is damaged or from an older version.
  ///
  /// - Parameters:
  ///   - directory: the data directory (created if needed).
  ///   - bundled: the bundled dataset file (see ``BundledData/datasetURL(environment:)``).
  ///   - progress: told each step of a dictionary being made (a first start's install, a
  ///     rebuild), as it goes; not called when the file is opened as it is.
  /// - Throws: ``DictionaryStoreError`` or ``BundledDataError``.
  public static func open(
    directory: URL, bundled: URL, progress: (InstallStep) -> Void = { _ in }
  ) throws -> DictionaryStore {
    let file = DataDirectory.dictionaryURL(in: directory)
    do {
      try prepare(directory: directory)
    } catch {
      // A read-only data directory that holds a dictionary can still be browsed; one that
      // holds none, or a damaged one, cannot be set up here, and the error says why.
      guard FileManager.default.fileExists(atPath: file.path),
        let queue = try? openExisting(file)  // it failed too: the preparation's error says why
      else { throw error }
      return DictionaryStore(queue: queue, url: file, notice: nil)
    }
    DictionaryFile.removeAbandonedBuilds(in: directory)
    var notice: String?
    if FileManager.default.fileExists(atPath: file.path) {
      do {
        return DictionaryStore(queue: try openExisting(file), url: file, notice: nil)
      } catch let error as DictionaryStoreError {
        if case .unusable = error, let schema = Self.outdatedImport(file) {
          // A full import by an earlier version (a schema bump: a new column English search
          // ranks by) is not lost silently: the user is told to import again.
          notice =
            "The full dictionary \(file.path) was imported by an earlier version of kanji (schema \(schema), "
            + "this one reads \(DictionarySchema.version)); the bundled data is used until you run "
            + "kanji import again."
        } else {
          notice =
            "The dictionary \(file.path) could not be used (\(error.detail)); it was rebuilt from the bundled data."
        }
      } catch {
        notice = "The dictionary \(file.path) could not be used (\(error)); it was rebuilt from the bundled data."
      }
    }
    // The dictionary shipped ready to open (ShippedDictionary) takes a fraction of the
    // time seeding from the dataset does; the dataset stays the fallback when it is missing
    // or damaged.
    let shipped = ShippedDictionary.url(besideDataset: bundled)
    if FileManager.default.fileExists(atPath: shipped.path) {
      do {
        try ShippedDictionary.install(from: shipped, at: file, expectedSize: seededSize, progress: progress)
        // Its bytes passed gzip's CRC-32 (and SQLite's check when made); the indexes were
        // just built here: known good, as a seeded file is.
        IntegrityStamp.record(for: file)
        return DictionaryStore(queue: try openExisting(file), url: file, notice: notice)
      } catch {
        let detail: String
        switch error {
        case BundledDataError.damaged(_, let why), BundledDataError.unreadable(_, let why): detail = why
        // Installed but unusable: made for another schema version (make data was not run).
        case DictionaryStoreError.unusable(_, let why): detail = why
        default: throw error  // no space, not writable: seeding would fail the same way
        }
        notice = joined(
          notice,
          "The shipped dictionary \(shipped.path) could not be used (\(detail)); it was built from "
            + "\(bundled.lastPathComponent) instead, more slowly: reinstall, or run make data.")
      }
    }
    progress(.seeding)
    let dataset = try BundledDataset.read(from: bundled)
    let translations = try GlossTranslations.beside(bundled)
    try DictionaryFile.build(at: file, expectedSize: seededSize) { db in
      try seed(db, with: dataset, translations: translations)
    }
    // Just built from the bundled data: known good, no need to read it all again.
    IntegrityStamp.record(for: file)
    return DictionaryStore(queue: try openExisting(file), url: file, notice: notice)
  }

  /// The schema of `file` when it is a whole full import made for an earlier schema, else nil.
  static func outdatedImport(_ file: URL) -> Int? {
    var configuration = Configuration()
    configuration.readonly = true
    do {
      let queue = try DatabaseQueue(path: file.path, configuration: configuration)
      let (source, schema) = try queue.read { db in
        (
          try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'source'"),
          try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'schema'").flatMap { Int($0) }
        )
      }
      guard source == "import", let schema, schema < DictionarySchema.version else { return nil }
      return schema
    } catch {
      // Only the notice's wording depends on it: a file that cannot be read gets the plain
      // notice, which already names why it could not be used, and is rebuilt the same.
      return nil
    }
  }

  private static func joined(_ first: String?, _ second: String) -> String {
    first.map { $0 + " " + second } ?? second
  }

  /// About the size of a dictionary seeded from the bundled data (13.2 MB measured), with
  /// room for SQLite's work.
  static let seededSize = 15 * 1_048_576

  /// A store in memory seeded from the bundled dataset file at `bundled`, for tests.
  public static func inMemory(bundled: URL) throws -> DictionaryStore {
    try inMemory(dataset: BundledDataset.read(from: bundled), translations: GlossTranslations.beside(bundled))
  }

  /// A store in memory holding `dataset`, its English glosses ranked by `translations`.
  public static func inMemory(dataset: BundledDataset, translations: GlossTranslations = GlossTranslations())
    throws -> DictionaryStore
  {
    let queue = try DatabaseQueue()
    try queue.write { db in try seed(db, with: dataset, translations: translations) }
    return DictionaryStore(queue: queue, url: nil, notice: nil)
  }

  /// Opens an existing dictionary file read-only, checking that it is whole and current.
  static func openExisting(_ file: URL) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.readonly = true
    // 256 kB of SQLite's page cache (SQLite's default is 2 MB): the file is read-only and the
    // kernel keeps its pages cached anyway, so a page read again costs a `pread`, not the
    // disk. Browsing the full dictionary (G, g, paging through 200,000 words) filled a 1 MB
    // cache and peaked 0.9 MB above the bundled data, over B8's 15 MB; at 256 kB it peaks
    // with it. Search per keystroke (B5) reads 1-2.5 ms slower at p95, within its 16 ms
    // (BENCHMARKS.md, "The dictionary's page cache").
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -256") }
    // Nothing is written on this connection: no foreign keys to enforce, one statement less
    // on every start.
    configuration.foreignKeysEnabled = false
    do {
      let queue = try DatabaseQueue(path: file.path, configuration: configuration)
      let (schema, pages, pageSize) = try queue.read { db in
        (
          try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'schema'"),
          try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0,
          try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
        )
      }
      guard schema == String(DictionarySchema.version) else {
        throw DictionaryStoreError.unusable(
          path: file.path, detail: "schema \(schema ?? "none"), expected \(DictionarySchema.version)")
      }
      // stat, not FileManager's attributes: their dictionary of `Any` and the cast to `Int`
      // cost a third of this open's instructions (1.6 M of 4.8 M: the runtime's conformance
      // scans) on every start.
      var info = stat()
      guard stat(file.path, &info) == 0 else {
        throw DictionaryStoreError.unusable(
          path: file.path, detail: "its size cannot be read: \(String(cString: strerror(errno)))")
      }
      let size = Int(info.st_size)
      guard size == pages * pageSize else {
        throw DictionaryStoreError.unusable(
          path: file.path, detail: "the file is \(size) bytes, expected \(pages * pageSize)")
      }
      if !IntegrityStamp.isCurrent(for: file) {
        try checkIntegrity(queue, path: file.path)
        IntegrityStamp.record(for: file)
      }
      return queue
    } catch let error as DictionaryStoreError {
      throw error
    } catch {
      throw DictionaryStoreError.unusable(path: file.path, detail: StorageFailure.describe(error, file: file))
    }
  }

  /// Finds damage inside a file of the right size (a flipped byte, a zeroed page), which
  /// the schema and size checks miss: SQLite's structural check, then one search in each
  /// full-text index, whose damage only shows when a search runs. About 70 ms for the
  /// bundled dictionary and more for a full import, so it runs once per version of the
  /// file (see ``IntegrityStamp``), not on every start.
  static func checkIntegrity(_ queue: DatabaseQueue, path: String) throws {
    try queue.read { db in
      let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
      guard check == ["ok"] else {
        throw DictionaryStoreError.unusable(
          path: path, detail: "SQLite's integrity check failed: \(check.prefix(2).joined(separator: "; "))")
      }
      for table in ["kanji_fts", "word_fts"] {
        _ = try Row.fetchOne(db, sql: "SELECT rowid FROM \(table) WHERE \(table) MATCH 'a' LIMIT 1")
      }
    }
  }

  static func seed(_ db: Database, with dataset: BundledDataset, translations: GlossTranslations) throws {
    var writer = try DictionaryWriter(
      db: db, kanji: dataset.kanji, variants: dataset.variants, translations: translations)
    for word in dataset.words { try writer.add(word) }
    try writer.finish(meta: [
      "source": "bundled", "kanjidic2": dataset.kanjidicVersion, "edict": dataset.edictVersion,
    ])
  }

  static func prepare(directory: URL) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw DictionaryStoreError.notWritable(path: directory.path, reason: "it is a file, not a folder")
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw DictionaryStoreError.notWritable(
        path: directory.path, reason: FileFailure.reason(for: error, at: directory.path))
    }
    guard FileManager.default.isWritableFile(atPath: directory.path) else {
      throw DictionaryStoreError.notWritable(path: directory.path, reason: "permission denied")
    }
  }

  // MARK: - Facts

  /// Where the data came from: `bundled` (the Jōyō dataset) or `import` (the full files).
  public func source() throws -> String {
    try meta("source") ?? "unknown"
  }

  func meta(_ key: String) throws -> String? {
    try queue.read { db in try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) }
  }
}

extension DictionaryStoreError {
  var detail: String {
    switch self {
    case .notWritable(_, let reason): return reason
    case .unusable(_, let detail): return detail
    case .noSpace, .buildFailed, .failed: return description
    }
  }
}
