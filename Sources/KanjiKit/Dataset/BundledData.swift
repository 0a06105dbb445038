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
      // No /proc (a chroot without it): the first argument below is the next best guess.
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return URL(fileURLWithPath: path)
      }
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
