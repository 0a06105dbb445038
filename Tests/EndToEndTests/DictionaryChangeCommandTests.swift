import Foundation
import KanjiKit
import Testing
import UserData

/// Issue 29 as a learner met it: starred words on the bundled data, then `kanji import`
/// (EDICT numbers words by line), then `kanji export --stars`, then a fresh install of the
/// bundled data. The real binary throughout.
@Suite struct DictionaryChangeCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../KanjiKitTests/Fixtures").standardizedFileURL

  /// Runs the binary with `arguments`; returns its status and what it wrote to both streams.
  func run(_ arguments: [String], in data: URL) throws -> (status: Int32, output: String) {
    let output = data.appendingPathComponent("command-output").path
    let status = waitForExit(
      try spawn([Binaries.kanji] + arguments + ["--data-dir", data.path], stdout: output, errorsToOutput: true))
    return (status, try String(contentsOfFile: output, encoding: .utf8))
  }

  @Test func starredWordsSurviveAnImportAndAFreshInstallOfTheBundledData() throws {
    let data = try DataFixture.dataDirectoryWithAnn("identity")
    defer { try? FileManager.default.removeItem(at: data) }
    // Starred as an earlier release did: by id alone (the import names them first).
    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    let ann = try #require(try store.currentUser())
    let bundled = try DictionaryStore.open(directory: data, bundled: try BundledData.datasetURL())
    let eat = try #require(try bundled.word(headword: "食べる")).id
    let come = try #require(try bundled.word(headword: "来る")).id
    try store.setStarred(true, item: .word(eat), for: ann)
    try store.setStarred(true, item: .word(come), for: ann)

    let imported = try run(
      [
        "import", "--kanjidic2", Self.fixtures.appendingPathComponent("kanjidic2-sample.xml.gz").path, "--edict",
        Self.fixtures.appendingPathComponent("edict-sample").path,
      ], in: data)
    #expect(imported.status == 0, "\(imported.output)")
    #expect(imported.output.contains("The dictionary changed"))
    #expect(
      imported.output.contains("Not in this dictionary, kept with their history until one has them again: 来る【くる】"))

    let afterImport = try run(["export", "--stars"], in: data)
    #expect(afterImport.status == 0)
    #expect(afterImport.output.contains("\nword\t食べる\tたべる\t"))
    #expect(afterImport.output.contains("kanji: 1 starred item(s) not in this dictionary were left out: 来る【くる】"))

    // A fresh install of the bundled data: both words are back on their own entries.
    try FileManager.default.removeItem(at: DataDirectory.dictionaryURL(in: data))
    let fresh = try run(["export", "--stars"], in: data)
    #expect(fresh.status == 0)
    #expect(fresh.output.contains("\nword\t来る\tくる\t"))
    #expect(fresh.output.contains("\nword\t食べる\tたべる\t"))
    #expect(!fresh.output.contains("left out"))
    #expect(try store.starredItems(for: ann) == [.word(come), .word(eat), .kanji("日")])
  }
}
