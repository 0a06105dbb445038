import Foundation
import Testing

/// Every command that writes to standard output ends with one line and status 1 when it
/// cannot: on a full device and with standard output closed. Nothing traps.
@Suite struct StandardOutputTests {
  init() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji), "build kanji first")
  }

  /// The commands that print, each with what it needs of a data directory.
  static let commands: [(name: String, arguments: [String], needsAnn: Bool)] = [
    ("version", ["--version"], false),
    ("help", ["--help"], false),
    ("import help", ["import", "--help"], false),
    ("print-config", ["--print-config"], false),
    ("print-keys", ["--print-keys"], false),
    ("snapshot", ["snapshot", "--data-dir"], false),
    ("export", ["export", "--stars", "--data-dir"], true),
    ("lookup", ["lookup", "日本", "--data-dir"], false),
    ("read --words", ["read", "--words", "<text>", "--data-dir"], false),
    ("recognize", ["recognize", "<drawing>", "--data-dir"], false),
  ]

  /// Runs `kanji arguments` with standard output redirected by `redirection` in a shell;
  /// returns its status and what it wrote on standard error.
  private func run(_ arguments: [String], redirection: String, in directory: URL) throws -> (Int32, String) {
    let errors = directory.appendingPathComponent("errors").path
    let status = try spawnAndWait(
      ["sh", "-c", "exec \"$@\" \(redirection)", "sh", Binaries.kanji] + arguments, stdout: errors)
    return (status, try String(contentsOfFile: errors, encoding: .utf8))
  }

  @Test(arguments: [
    (">/dev/full", "No space left on device"),
    (">&-", "Bad file descriptor"),
  ])
  func aFailedWriteIsSaidInOneLineWithStatusOne(redirection: String, reason: String) throws {
    for command in Self.commands {
      let data = try command.needsAnn ? DataFixture.dataDirectoryWithAnn("stdout") : DataFixture.scratch("stdout")
      defer { try? FileManager.default.removeItem(at: data) }
      let text = data.appendingPathComponent("text.txt")
      try Data("日本語を読む\n".utf8).write(to: text)
      let drawing = data.appendingPathComponent("drawing.txt")
      try Data("2,10 37,10\n20,1 20,19\n".utf8).write(to: drawing)
      let arguments =
        (command.arguments.last == "--data-dir" ? command.arguments + [data.path] : command.arguments)
        .map { $0 == "<text>" ? text.path : $0 == "<drawing>" ? drawing.path : $0 }
      let (status, errors) = try run(arguments, redirection: redirection + " 2>\(data.path)/stderr", in: data)
      let said = try String(contentsOfFile: data.appendingPathComponent("stderr").path, encoding: .utf8)
      #expect(status == 1, "\(command.name): exit \(status)")
      #expect(said.hasSuffix("kanji: cannot write standard output: \(reason)\n"), "\(command.name): \(said)")
      #expect(!said.contains("Fatal error") && errors.isEmpty, "\(command.name): \(said)\(errors)")
    }
  }
}
