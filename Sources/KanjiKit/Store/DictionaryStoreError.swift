/// Why the dictionary database could not be opened or built.
public enum DictionaryStoreError: Error, Equatable, CustomStringConvertible {
  /// The data directory or file cannot be created or written.
  case notWritable(path: String, reason: String)
  /// The database is not a dictionary of this version (or not a database at all).
  case unusable(path: String, detail: String)

  public var description: String {
    switch self {
    case .notWritable(let path, let reason):
      return "cannot write \(path): \(reason) — check its permissions or pass --data-dir PATH"
    case .unusable(let path, let detail):
      return "\(path) is not a usable dictionary (\(detail))"
    }
  }
}
