import Foundation

/// Why the dictionary database could not be opened or built.
public enum DictionaryStoreError: Error, Equatable, CustomStringConvertible {
  /// The data directory or file cannot be created or written.
  case notWritable(path: String, reason: String)
  /// The database is not a dictionary of this version (or not a database at all).
  case unusable(path: String, detail: String)
  /// The data directory's disk has too little free space to build the dictionary.
  case noSpace(directory: String, needed: Int?, available: Int)
  /// Writing the dictionary failed though the disk has room (a file-size limit, a quota, a
  /// failing disk); SQLite's detail is in `kanji.log`.
  case buildFailed(directory: String, reason: String, needed: Int?, available: Int)
  /// A query of the open dictionary failed: what happened, in words, and where the detail
  /// went (``StorageFailure/describe(_:file:)``).
  case failed(String)

  public var description: String {
    switch self {
    case .notWritable(let path, let reason):
      return "cannot write \(path): \(reason) — check its permissions or pass --data-dir PATH"
    case .unusable(let path, let detail):
      return "\(path) is not a usable dictionary (\(detail))"
    case .noSpace(let directory, let needed, let available):
      let need = needed.map { "about \(Self.megabytes($0)) free" } ?? "more free space"
      return "the disk of \(directory) is full: the dictionary needs \(need), and \(Self.megabytes(available)) "
        + "are free — free some space or pass --data-dir PATH on another disk"
    case .buildFailed(let directory, let reason, let needed, let available):
      let need = needed.map { "needs about \(Self.megabytes($0)) and " } ?? ""
      return "cannot build the dictionary in \(directory): \(reason). It \(need)\(Self.megabytes(available)) are free: "
        + "check the disk, quotas and file-size limits (ulimit -f), or pass --data-dir PATH. "
        + "Details in \(StorageFailure.logURL(in: URL(fileURLWithPath: directory)).path)"
    case .failed(let sentence): return sentence
    }
  }

  static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes + 51_199) / 102_400
    return "\(tenths / 10).\(tenths % 10) MB"
  }
}
