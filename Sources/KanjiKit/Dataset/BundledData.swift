import Foundation

/// Finds the directory that holds the bundled dataset and its licence.
///
/// Looked for, in order: the directory named by `KANJI_NAVIGATOR_RESOURCES`; the installed
/// location `<directory of the executable>/../share/kanji-navigator`; the source tree's
/// `Resources/` (for development and CI).
public enum BundledData {
  /// The environment variable that names the resources directory.
  public static let environmentVariable = "KANJI_NAVIGATOR_RESOURCES"

  /// The source tree's `Resources/`, found from this file's path.
  public static let sourceTreeResources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources")

  /// The directories searched, in order.
  public static func candidates(environment: [String: String] = ProcessEnvironment.values([environmentVariable]))
    -> [URL]
  {
    var result: [URL] = []
    if let directory = environment[environmentVariable], !directory.isEmpty {
      result.append(URL(fileURLWithPath: directory))
    }
    let executable = resolvingSymlinks(executableURL())
    result.append(
      executable.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("share/kanji-navigator"))
    result.append(sourceTreeResources)
    return result
  }

  /// The running executable, even when run through PATH: `/proc/self/exe` where there is
  /// one, else the first argument. Not `Bundle.main`, which lists the executable's whole
  /// directory on first use (thousands of entries in /usr/bin: milliseconds of start-up).
  static func executableURL() -> URL {
    #if os(Linux)
      let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")  // nil without /proc
      if let path = link { return URL(fileURLWithPath: path) }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments.first ?? "")
  }

  /// `url` with every symbolic link in its path resolved, as Foundation's
  /// `resolvingSymlinksInPath()` gives it for a file that exists, by `realpath(3)`: the
  /// Foundation call cost 0.48 M instructions at every start. A path `realpath` cannot
  /// resolve (it no longer exists) is left to Foundation, which resolves what it can.
  static func resolvingSymlinks(_ url: URL) -> URL {
    guard let resolved = realpath(url.path, nil) else { return url.resolvingSymlinksInPath() }
    defer { free(resolved) }
    return URL(fileURLWithPath: String(cString: resolved))
  }

  /// The first readable file called `fileName` among the ``candidates(environment:)``, or nil:
  /// where the tables shipped beside the dataset are read from.
  static func resource(named fileName: String, environment: [String: String]) -> URL? {
    candidates(environment: environment).lazy.map { $0.appendingPathComponent(fileName) }
      .first { FileManager.default.isReadableFile(atPath: $0.path) }
  }

  /// The text of a table shipped beside the dataset, gzip-compressed or plain.
  ///
  /// - Throws: ``BundledDataError/unreadable(path:reason:)`` when the file cannot be read,
  ///   ``BundledDataError/damaged(path:detail:)`` when its gzip is not whole.
  static func tableText(at url: URL) throws -> String {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: url))
    } catch {
      throw BundledDataError.unreadable(path: url.path, reason: FileFailure.reason(for: error))
    }
    do {
      let text = bytes.starts(with: [0x1F, 0x8B]) ? try Gzip.decompress(bytes, path: url.path) : bytes
      return String(decoding: text, as: UTF8.self)
    } catch {
      throw BundledDataError.damaged(path: url.path, detail: "\(error)")
    }
  }

  /// The URL of the bundled dataset file.
  ///
  /// - Throws: ``BundledDataError/notFound(searched:)`` when no candidate holds it.
  public static func datasetURL(environment: [String: String] = ProcessEnvironment.values([environmentVariable])) throws
    -> URL
  {
    let directories = candidates(environment: environment)
    for directory in directories {
      let file = directory.appendingPathComponent(BundledDataset.fileName)
      if FileManager.default.isReadableFile(atPath: file.path) { return file }
    }
    throw BundledDataError.notFound(searched: directories.map(\.path))
  }
}
