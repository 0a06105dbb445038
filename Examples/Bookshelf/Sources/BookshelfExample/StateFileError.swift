/// Why the saved navigation state could not be read or written, in words a user can act on.
public enum StateFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not a navigation state (a partial write, or another program's file).
  case corrupt(path: String, reason: String)
  /// The file or its folder cannot be written.
  case unwritable(path: String, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason)"
    case .corrupt(let path, _):
      "\(path) is not a saved Bookshelf state: delete it, or start with --fresh"
    case .unwritable(let path, let reason):
      "cannot save your place to \(path): \(reason); set BOOKSHELF_STATE_DIR or pass --state-dir to a writable folder"
    }
  }
}
