import Coordinators
import Foundation

/// Where the Bookshelf keeps the user's place between runs: `navigation.json` in a folder.
public struct NavigationStateFile: Sendable {
  /// The file.
  public let url: URL

  /// The state file in `directory` (created when the state is first saved).
  public init(directory: URL) {
    url = directory.appendingPathComponent("navigation.json")
  }

  /// The saved state, or nil when nothing has been saved yet.
  ///
  /// - Throws: ``StateFileError`` when the file exists but cannot be read or decoded.
  public func load() throws(StateFileError) -> NavigationState? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    do {
      return try JSONDecoder().decode(NavigationState.self, from: data)
    } catch {
      throw .corrupt(path: url.path, reason: String(describing: error))
    }
  }

  /// Writes `state`, creating the folder if needed.
  ///
  /// - Throws: ``StateFileError/unwritable(path:reason:)``.
  public func save(_ state: NavigationState) throws(StateFileError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try encoder.encode(state).write(to: url, options: .atomic)
    } catch {
      throw .unwritable(path: url.path, reason: error.localizedDescription)
    }
  }
}
