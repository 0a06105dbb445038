import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds a dictionary database in a new file beside its destination and renames it into
/// place only when complete, so an interrupted build (Ctrl-C, a crash, an error) leaves the
/// previous dictionary working.
enum DictionaryFile {
  static let buildingPrefix = ".dictionary.sqlite.building-"

  /// Builds the file at `destination` with `write`, then swaps it in atomically.
  ///
  /// - Parameter expectedSize: about how many bytes the finished file takes; a directory
  ///   with less free space is refused before anything is written, naming what it needs.
  /// - Throws: whatever `write` throws (the partial file is removed), or
  ///   ``DictionaryStoreError`` when the directory cannot be written or has too little space.
  static func build(at destination: URL, expectedSize: Int? = nil, write: (Database) throws -> Void) throws {
    try replace(at: destination, expectedSize: expectedSize) { temporary in
      try inBulkTransaction(at: temporary, write)
    }
  }

  /// Runs `write` in one exclusive transaction on the database at `path` (created if
  /// missing), opened for a bulk write: no journal, no syncs (the file is thrown away on
  /// failure and synced before it is swapped in), a large cache.
  static func inBulkTransaction(at path: URL, _ write: (Database) throws -> Void) throws {
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      // A file that is thrown away on failure needs no journal and no syncs until the end.
      try db.execute(
        sql:
          "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -8000"
      )
    }
    let queue = try DatabaseQueue(path: path.path, configuration: configuration)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "BEGIN EXCLUSIVE")
      do {
        try write(db)
        try db.execute(sql: "COMMIT")
      } catch {
        // The write's own error is the one to report; a failed rollback ends with the file.
        try? db.execute(sql: "ROLLBACK")  // the write's own error is reported
        throw error
      }
    }
    try queue.close()
  }

  /// Makes a new file with `make` (given the path to create, beside `destination`), syncs it
  /// and renames it into place; on any failure the new file is removed and `destination` is
  /// untouched.
  ///
  /// - Throws: what `make` throws, or ``DictionaryStoreError`` as ``build(at:expectedSize:write:)``.
  static func replace(at destination: URL, expectedSize: Int?, make: (URL) throws -> Void) throws {
    let directory = destination.deletingLastPathComponent()
    try DictionaryStore.prepare(directory: directory)
    removeAbandonedBuilds(in: directory)
    if let expectedSize, let free = freeSpace(in: directory), free < expectedSize {
      throw DictionaryStoreError.noSpace(directory: directory.path, needed: expectedSize, available: free)
    }
    let temporary = directory.appendingPathComponent(
      "\(buildingPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    do {
      try make(temporary)
      try syncFile(temporary)
      guard rename(temporary.path, destination.path) == 0 else {
        throw DictionaryStoreError.notWritable(path: destination.path, reason: String(cString: strerror(errno)))
      }
    } catch {
      // The build's own error is the one to report; a partial file left here is removed
      // as abandoned at the next start.
      try? FileManager.default.removeItem(at: temporary)  // removed as abandoned at the next start
      guard let database = error as? DatabaseError else { throw error }
      let free = freeSpace(in: directory) ?? 0
      if database.resultCode == .SQLITE_FULL, free < (expectedSize ?? .max) {
        throw DictionaryStoreError.noSpace(directory: directory.path, needed: expectedSize, available: free)
      }
      // Room on the disk, and still a write failed: a file-size limit, a quota, a bad disk.
      StorageFailure.append(
        "\(destination.lastPathComponent): \(StorageFailure.logDetail(for: error))",
        to: StorageFailure.logURL(in: directory))
      throw DictionaryStoreError.buildFailed(
        directory: directory.path, reason: StorageFailure.sentence(for: error), needed: expectedSize, available: free)
    }
  }

  private static func syncFile(_ url: URL) throws {
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// The bytes free for this user in `directory`'s file system, or nil when unknown.
  static func freeSpace(in directory: URL) -> Int? {
    var info = statvfs()
    guard statvfs(directory.path, &info) == 0 else { return nil }
    return Int(info.f_bavail) * Int(info.f_frsize)
  }

  /// Removes build files left by processes that no longer run (a killed `kanji import`);
  /// called at every start, not only before the next build.
  static func removeAbandonedBuilds(in directory: URL) {
    for name in buildNames(in: directory) {
      let pid = name.dropFirst(buildingPrefix.count).prefix(while: \.isNumber)
      if let pid = Int32(pid), pid != getpid(), kill(pid, 0) == 0 { continue }
      // A leftover that cannot be removed now is tried again at the next start.
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))  // tried again next start
    }
  }

  /// The names in `directory` that start with ``buildingPrefix``, read with `readdir`:
  /// FileManager's listing cost 0.33 M instructions of every start.
  static func buildNames(in directory: URL) -> [String] {
    // Cleaning up is a courtesy: a directory that cannot be listed is reported by the open.
    guard let stream = opendir(directory.path) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(buildingPrefix) { names.append(name) }
    }
    return names
  }
}
