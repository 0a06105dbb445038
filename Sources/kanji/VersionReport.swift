import Foundation
import KanjiKit

/// What `kanji --version` prints: the program's version, then the version or date of every
/// source of the data it would show (see ``DataVersions``).
///
/// Answered before the command line is parsed (no ArgumentParser), since it is asked on the
/// way to starting the program by scripts and packagers and must stay quick: it reads the
/// dictionary's `meta` table and `data-sources.tsv`, and the bundled dataset's header only
/// when no dictionary has been built yet.
enum VersionReport {
  /// The report when `arguments` (without the program name) ask only for the version,
  /// optionally with `--data-dir PATH`; nil for any other command line.
  static func text(for arguments: [String], environment: [String: String]? = nil) -> String? {
    guard arguments.contains("--version") else { return nil }
    // Read only when asked for the version: every start passes through here.
    let environment =
      environment ?? ProcessEnvironment.values(DataDirectory.variables + [BundledData.environmentVariable])
    var dataDirectory: URL?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--version" { continue }
      if argument == "--data-dir", let path = rest.popFirst() {
        dataDirectory = URL(fileURLWithPath: path)
      } else if argument.hasPrefix("--data-dir=") {
        dataDirectory = URL(fileURLWithPath: String(argument.dropFirst("--data-dir=".count)))
      } else {
        return nil
      }
    }
    return report(
      dataDirectory: dataDirectory ?? DataDirectory.defaultURL(environment: environment),
      dataset: try? BundledData.datasetURL(environment: environment))  // not found: the report says so
  }

  /// `kanji 0.1.0` and one line per data source.
  static func report(dataDirectory: URL, dataset: URL?) -> String {
    let versions = DataVersions.all(dataDirectory: dataDirectory, dataset: dataset)
    return (["kanji \(KanjiVersion.current)"] + DataVersions.lines(versions)).joined(separator: "\n")
  }
}
