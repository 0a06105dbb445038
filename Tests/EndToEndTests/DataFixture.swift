import Foundation
import Testing

/// Data directories for the real binary: the dictionary is seeded once, then copied.
enum DataFixture {
  /// A directory whose dictionary.sqlite was seeded from the bundled data by `kanji snapshot`.
  static let seeded: Result<URL, TmuxError> = {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kanji-e2e-seed-\(getpid())")
    try? FileManager.default.removeItem(at: directory)
    let log = directory.path + ".log"
    do {
      let status = try spawnAndWait(
        [Binaries.kanji, "snapshot", "--data-dir", directory.path], stdout: log)
      guard status == 0 else { return .failure(TmuxError(message: "seeding the dictionary failed: exit \(status)")) }
      return .success(directory)
    } catch let error as TmuxError {
      return .failure(error)
    } catch {
      return .failure(TmuxError(message: "\(error)"))
    }
  }()

  /// A new data directory holding a copy of the seeded dictionary and no user data.
  static func freshDirectory() throws -> URL {
    let seed = try seeded.get()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kanji-e2e-data-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: seed.appendingPathComponent("dictionary.sqlite"),
      to: directory.appendingPathComponent("dictionary.sqlite"))
    return directory
  }

  /// What `kanji snapshot` shows after `script` at `size`, as rows of text.
  static func headlessScreen(script: String, size: String = "80x24", dataDir: URL) throws -> [String] {
    let out = dataDir.path + ".snapshot"
    let status = try spawnAndWait(
      [Binaries.kanji, "snapshot", "--size", size, "--keys", script, "--data-dir", dataDir.path], stdout: out)
    #expect(status == 0)
    let text = try String(contentsOfFile: out, encoding: .utf8)
    return text.components(separatedBy: "\n").dropLast().map { $0 }
  }
}

extension String {
  /// The row without the spaces at its end (tmux and snapshots differ only there).
  var trimmedRight: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
