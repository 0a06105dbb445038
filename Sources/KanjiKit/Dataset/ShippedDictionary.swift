import Crypto
import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bundled dictionary shipped ready to open: `Resources/kanji-navigator.sqlite.gz`.
///
/// Seeding `dictionary.sqlite` from the bundled JSON dataset takes about a second (inserts,
/// full-text indexes, decoding the JSON), which a newcomer's very first screen would wait
/// for. `make data` therefore also writes the database that seeding gives, built by the
/// same ``DictionaryWriter`` from the dataset file just written, so the two always hold the
/// same data; the first start only inflates it into the data directory. To keep it small in
/// git, it is shipped without its secondary indexes (`CREATE INDEX` statements, whatever the
/// schema holds): their SQL is kept in `meta` under `deferred_indexes`, and the first start
/// creates them, which is cheaper than storing them compressed (0.8 MB of 6).
///
/// Nothing here knows the schema's tables: a new table or index is shipped as it is.
/// The file's integrity is gzip's: zlib checks the CRC-32 and length of the whole
/// database, so a damaged or truncated file is refused (``BundledDataError``) and the
/// dictionary is seeded from the JSON dataset instead, with a notice.
public enum ShippedDictionary {
  /// The shipped file's name in the resources directory.
  public static let fileName = "kanji-navigator.sqlite.gz"
  /// The `meta` key holding the SQL of the indexes the file was shipped without.
  static let deferredIndexesKey = "deferred_indexes"
  /// The `meta` key holding the SHA-256 (hex) of the dataset file the database was built from.
  static let datasetDigestKey = "dataset_sha256"

  /// The shipped file that belongs beside the bundled dataset file `dataset`.
  public static func url(besideDataset dataset: URL) -> URL {
    dataset.deletingLastPathComponent().appendingPathComponent(fileName)
  }

  /// The SHA-256 of `bytes` in lowercase hex, as kept under `dataset_sha256`.
  static func digest(_ bytes: some DataProtocol) -> String {
    SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
  }

  // MARK: - Making (make data)

  /// The shipped file's bytes for the dataset file at `datasetURL`: the database seeding
  /// gives, checked with SQLite's `quick_check`, without its secondary indexes, vacuumed and
  /// gzip-compressed. The same dataset file gives the same bytes.
  ///
  /// - Throws: ``BundledDataError`` for a dataset that cannot be read, or the database's error.
  public static func make(fromDataset datasetURL: URL) throws -> [UInt8] {
    let datasetBytes: Data
    do {
      datasetBytes = try Data(contentsOf: datasetURL)
    } catch {
      throw BundledDataError.unreadable(path: datasetURL.path, reason: FileFailure.reason(for: error))
    }
    let dataset = try BundledDataset.read(from: datasetURL)
    let translations = try GlossTranslations.beside(datasetURL)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kanji-shipped-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }  // one left behind is harmless
    let file = directory.appendingPathComponent("dictionary.sqlite")
    try DictionaryFile.inBulkTransaction(at: file) { db in
      try DictionaryStore.seed(db, with: dataset, translations: translations)
      try db.execute(
        sql: "INSERT INTO meta VALUES (?, ?)", arguments: [datasetDigestKey, digest(datasetBytes)])
      let indexes = try Row.fetchAll(
        db, sql: "SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
      let statements = indexes.map { row -> String in row["sql"] }
      try db.execute(
        sql: "INSERT INTO meta VALUES (?, ?)",
        arguments: [deferredIndexesKey, statements.map { $0 + ";" }.joined(separator: "\n")])
      for row in indexes {
        let name: String = row["name"]
        try db.execute(sql: "DROP INDEX \(name.quotedDatabaseIdentifier)")
      }
    }
    let queue = try DatabaseQueue(path: file.path)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "VACUUM")
      let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
      guard check == ["ok"] else {
        throw BundledDataError.damaged(path: file.path, detail: check.prefix(2).joined(separator: "; "))
      }
    }
    try queue.close()
    return try Gzip.compress([UInt8](Data(contentsOf: file)))
  }

  // MARK: - Installing (first start)

  /// Inflates the shipped file at `shipped` into `destination` (beside it, then renamed into
  /// place, as every build of the dictionary), creating the indexes it was shipped without.
  ///
  /// - Throws: ``BundledDataError`` when the shipped file cannot be read or is damaged (the
  ///   caller seeds from the dataset instead); ``DictionaryStoreError`` when the data
  ///   directory cannot take the file (no space, not writable), which seeding would hit too.
  static func install(
    from shipped: URL, at destination: URL, expectedSize: Int,
    progress: (DictionaryStore.InstallStep) -> Void = { _ in }
  ) throws {
    let compressed: [UInt8]
    do {
      compressed = [UInt8](try Data(contentsOf: shipped))
    } catch {
      throw BundledDataError.unreadable(path: shipped.path, reason: FileFailure.reason(for: error))
    }
    try DictionaryFile.replace(at: destination, expectedSize: expectedSize) { temporary in
      try inflate(compressed, from: shipped, to: temporary) { progress(.inflating($0)) }
      progress(.indexing)
      do {
        try DictionaryFile.inBulkTransaction(at: temporary) { db in
          guard
            let statements = try String.fetchOne(
              db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [deferredIndexesKey])
          else {
            throw BundledDataError.damaged(path: shipped.path, detail: "it names no deferred indexes")
          }
          try db.execute(sql: statements)
          try db.execute(sql: "DELETE FROM meta WHERE key = ?", arguments: [deferredIndexesKey])
        }
      } catch let error as DatabaseError {
        switch error.resultCode {
        case .SQLITE_FULL, .SQLITE_IOERR, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_NOMEM:
          throw error  // the data directory's trouble: DictionaryFile says it in words
        default:
          throw BundledDataError.damaged(path: shipped.path, detail: StorageFailure.sentence(for: error))
        }
      }
    }
  }

  /// Writes the inflated `compressed` bytes to the new file `path`.
  private static func inflate(
    _ compressed: [UInt8], from shipped: URL, to path: URL, progress: (Double) -> Void
  ) throws {
    let descriptor = open(path.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
      throw DictionaryStoreError.notWritable(path: path.path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    do {
      try Gzip.decompress(compressed, path: shipped.path, progress: progress) { chunk in
        var offset = 0
        while offset < chunk.count {
          let written = write(descriptor, chunk.baseAddress! + offset, chunk.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            throw writeFailure(errno, path: path)
          }
          offset += written
        }
      }
    } catch let error as DictionarySourceError {
      throw BundledDataError.damaged(path: shipped.path, detail: "\(error.detailText)")
    }
  }
}

/// A failed write of the inflated file, in the words a failed seeding uses, with the
/// system's own text in the log (as SQLite's is for a seeding).
private func writeFailure(_ code: Int32, path: URL) -> DictionaryStoreError {
  let directory = path.deletingLastPathComponent()
  let system = String(cString: strerror(code))
  StorageFailure.append("\(path.lastPathComponent): write failed: \(system)", to: StorageFailure.logURL(in: directory))
  let reason: String
  switch code {
  case ENOSPC, EDQUOT: reason = "the disk is full"
  case EFBIG: reason = "the file would pass the file-size limit"
  default: reason = "the disk could not be written (\(system))"
  }
  return DictionaryStoreError.buildFailed(
    directory: directory.path, reason: reason, needed: DictionaryStore.seededSize,
    available: DictionaryFile.freeSpace(in: directory) ?? 0)
}

extension DictionarySourceError {
  /// The error's detail without the path it names, for a message that names the file itself.
  fileprivate var detailText: String {
    if case .badGzip(_, let detail) = self { return detail }
    return description
  }
}
