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
  public static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
    var result: [URL] = []
    if let directory = environment[environmentVariable], !directory.isEmpty {
      result.append(URL(fileURLWithPath: directory))
    }
    // Bundle.main knows the real executable (/proc/self/exe), even when run through PATH.
    let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ""))
      .resolvingSymlinksInPath()
    result.append(
      executable.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("share/kanji-navigator"))
    result.append(sourceTreeResources)
    return result
  }

  /// The URL of the bundled dataset file.
  ///
  /// - Throws: ``BundledDataError/notFound(searched:)`` when no candidate holds it.
  public static func datasetURL(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
    let directories = candidates(environment: environment)
    for directory in directories {
      let file = directory.appendingPathComponent(BundledDataset.fileName)
      if FileManager.default.isReadableFile(atPath: file.path) { return file }
    }
    throw BundledDataError.notFound(searched: directories.map(\.path))
  }
}
