import Foundation
import KanjiKit
import Testing
import UserData

/// `kanji export --stars` on real data directories, as a user runs it.
@Suite struct ExportCommandTests {
  /// Runs `kanji export` with `arguments` on `data`; returns the status and what it printed
  /// (standard output and standard error together).
  private func export(_ arguments: [String], data: URL) throws -> (status: Int32, output: String) {
    let output = data.appendingPathComponent("export-output").path
    let status = waitForExit(
      try spawn(
        [Binaries.kanji, "export"] + arguments + ["--data-dir", data.path], stdout: output, errorsToOutput: true)
    )
    return (status, try String(contentsOfFile: output, encoding: .utf8))
  }

  /// Ann's directory with 日本 starred after 日, from `sentence` when one is given.
  private func annWithAWord(_ name: String, sentence: StarSentence? = nil) throws -> URL {
    let data = try DataFixture.dataDirectoryWithAnn(name)
    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    let ann = try #require(try store.currentUser())
    let dictionary = try DictionaryStore.open(directory: data, bundled: try BundledData.datasetURL())
    let word = try #require(try dictionary.word(headword: "日本"))
    try store.setStarred(true, item: .word(word.id), sentence: sentence, for: ann)
    return data
  }

  /// A sentence with what a table or an HTML field must take care of: a quote, a tab, markup.
  static let sentence = StarSentence(before: "彼は\"<b>\"\tと", word: "日本", after: "に行った。")

  @Test func writesTheStarredKanjiAndWordsAsATable() throws {
    let data = try annWithAWord("export-tsv")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output) = try export(["--stars"], data: data)
    #expect(status == 0)
    let lines = output.components(separatedBy: "\n")
    #expect(lines[0] == "kind\titem\treadings\tmeanings\tsentence")
    #expect(lines[1].hasPrefix("word\t日本\tにほん"))
    #expect(lines[1].hasSuffix("\t"), "no sentence: the last column is empty")
    #expect(lines[2].hasPrefix("kanji\t日\tニチ、ジツ"))
    #expect(lines[2].contains("\tday, sun"))
  }

  @Test func aWordStarredFromASentenceHasItInBothFormats() throws {
    let data = try annWithAWord("export-sentence", sentence: Self.sentence)
    defer { try? FileManager.default.removeItem(at: data) }
    let table = try export(["--stars"], data: data)
    #expect(table.status == 0)
    let row = try #require(table.output.components(separatedBy: "\n").dropFirst().first)
    #expect(row.hasPrefix("word\t日本\tにほん"))
    #expect(row.hasSuffix("\t\"彼は\"\"<b>\"\"\tと【日本】に行った。\""))
    let anki = try export(["--stars", "--format", "anki"], data: data)
    #expect(anki.status == 0)
    #expect(anki.output.contains("\n\"日本<br>彼は\"\"&lt;b&gt;\"\"\tと<b>日本</b>に行った。\"\tにほん"))
  }

  @Test func writesAnAnkiFileToOutput() throws {
    let data = try annWithAWord("export-anki")
    defer { try? FileManager.default.removeItem(at: data) }
    let file = data.appendingPathComponent("stars.txt")
    let (status, output) = try export(["--stars", "--format", "anki", "--output", file.path], data: data)
    #expect(status == 0)
    #expect(output.isEmpty)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text.hasPrefix("#separator:tab\n#html:true\n#notetype:Basic\n#columns:Front\tBack\tTags\n#tags column:3\n"))
    #expect(text.contains("\n日本\tにほん"))
    #expect(text.contains("<br>"))
    #expect(text.contains("\tword\n"))
    #expect(text.contains("\tkanji\n"))
  }

  @Test func aDataDirectoryThatIsAFileOrMissingIsSaidToBe() throws {
    let data = try DataFixture.dataDirectory("export-file")
    defer { try? FileManager.default.removeItem(at: data) }
    let file = data.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: file)
    let output = data.appendingPathComponent("output").path
    func export(_ arguments: [String], from directory: URL) throws -> (Int32, String) {
      let status = waitForExit(
        try spawn(
          [Binaries.kanji, "export"] + arguments + ["--data-dir", directory.path], stdout: output,
          errorsToOutput: true))
      return (status, try String(contentsOfFile: output, encoding: .utf8))
    }
    let (status, message) = try export(["--stars"], from: file)
    #expect(status == 1)
    let expected = "\(file.path) is a file, not a data folder: give --data-dir the folder kanji keeps its data in"
    #expect(message == "kanji: \(expected)\n")
    let missing = data.appendingPathComponent("missing")
    let (missingStatus, missingMessage) = try export(["--reviews"], from: missing)
    #expect(missingStatus == 1)
    #expect(missingMessage.hasPrefix("kanji: \(missing.path) does not exist, so it holds no account"))
  }

  @Test func saysSoWhenNobodyIsSignedIn() throws {
    let data = try DataFixture.dataDirectory("export-nobody")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output) = try export(["--stars"], data: data)
    #expect(status == 1)
    #expect(output.hasPrefix("kanji: no account is signed in"))
    // Signed out, with an account and stars, it is the same.
    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    let ann = try store.register(email: "ann@example.com", password: "correct horse", firstName: "Ann", lastName: "E")
    try store.setStarred(true, kanji: "日", for: ann)
    try store.signOut()
    let signedOut = try export(["--stars"], data: data)
    #expect(signedOut.status == 1)
    #expect(signedOut.output.hasPrefix("kanji: no account is signed in"))
  }

  @Test func saysSoWhenThereAreNoStars() throws {
    let data = try DataFixture.dataDirectoryWithAnn("export-none")
    defer { try? FileManager.default.removeItem(at: data) }
    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    try store.setStarred(false, kanji: "日", for: try #require(try store.currentUser()))
    let (status, output) = try export(["--stars", "--format", "anki"], data: data)
    #expect(status == 1)
    #expect(
      output
        == "kanji: ann@example.com has no starred kanji or words: press s on a kanji's or a word's page to star it\n")
  }

  @Test func anUnwritableOutputLeavesNoFile() throws {
    let data = try DataFixture.dataDirectoryWithAnn("export-unwritable")
    defer { try? FileManager.default.removeItem(at: data) }
    // A regular file where the output's folder should be: unwritable even for root.
    let blocker = data.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    let (status, output) = try export(
      ["--stars", "--output", blocker.appendingPathComponent("stars.tsv").path], data: data)
    #expect(status == 1)
    #expect(output.hasPrefix("kanji: cannot write \(blocker.path)/stars.tsv"))
    let left = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0.hasSuffix(".tmp") }
    #expect(left.isEmpty)
  }

  @Test func replacesAnExistingFileWhole() throws {
    let data = try DataFixture.dataDirectoryWithAnn("export-replace")
    defer { try? FileManager.default.removeItem(at: data) }
    let file = data.appendingPathComponent("stars.tsv")
    try Data(String(repeating: "old line\n", count: 100).utf8).write(to: file)
    let (status, _) = try export(["--stars", "--output", file.path], data: data)
    #expect(status == 0)
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.hasPrefix("kind\titem\treadings\tmeanings\tsentence\nkanji\t日\t"))
    #expect(!written.contains("old line"))
  }

  @Test(arguments: [
    (["--format", "tsv"], "kanji: say what to export: --stars"),
    (["--stars", "--format", "csv"], "kanji: --format 'csv' is not one of: tsv, anki"),
  ])
  func wrongUsageExitsWithTwo(arguments: [String], message: String) throws {
    let data = try DataFixture.scratch("export-usage")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output) = try export(arguments, data: data)
    #expect(status == 2)
    #expect(output.hasPrefix(message))
  }
}
