import Foundation
import Testing

/// The configuration file with the real binary: a bad file stops the start before the
/// terminal is touched; a good one changes the keys of the running app.
@Suite(.serialized) struct ConfigurationFileTests {
  init() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Binaries.kanji),
      "no kanji binary at \(Binaries.kanji): build it first (make test does)")
  }

  /// Runs kanji in `session` with its configuration home at `home`, recording the terminal
  /// settings before and after, and the exit status.
  private func launch(_ session: TmuxSession, dataDir: URL, configHome: URL, arguments: String = "--fresh") throws {
    try session.run(
      "stty -g > \(session.path("before")); XDG_CONFIG_HOME=\(configHome.path) \(Binaries.kanji) --data-dir \(dataDir.path) \(arguments) 2> \(session.path("errors")); echo $? > \(session.path("status")); stty -g > \(session.path("after"))"
    )
  }

  private func writeConfig(_ text: String, in home: URL) throws {
    let directory = home.appendingPathComponent("kanji-navigator")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try text.write(to: directory.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
  }

  @Test(arguments: [
    ("theme = \"dark\"\n[keys.list]\nmove-down = [\"j\", \"hyper-j\"]\n", ":3: unknown key name \"hyper-j\""),
    ("[keys.list]\nopen = [\"enter\"]\n\nmove-down = [\"enter\"]\n", ":4: enter is bound twice in [keys.list]"),
    ("mouse = true\ncolour = \"red\"\n", ":2: unknown setting \"colour\""),
    ("[keys.list]\nfly = [\"f\"]\n", ":2: unknown action \"fly\" in [keys.list]"),
    ("theme = \"dark\n", ":1: not valid TOML"),
  ])
  func aBadFileStopsTheStartWithItsLineAndStatus2AndTheTerminalUntouched(text: String, expected: String) throws {
    let dataDir = try DataFixture.freshDirectory()
    let home = try DataFixture.scratch("config-home")
    defer {
      try? FileManager.default.removeItem(at: dataDir)  // a leftover in the temporary directory is harmless
      try? FileManager.default.removeItem(at: home)  // likewise
    }
    try writeConfig(text, in: home)
    let session = try TmuxSession()
    try launch(session, dataDir: dataDir, configHome: home)
    #expect(session.waitForFile("status") == "2\n", "\(session.pane)")
    let errors = try String(contentsOfFile: session.path("errors"), encoding: .utf8)
    let file = home.appendingPathComponent("kanji-navigator/config.toml").path
    #expect(errors.hasPrefix("kanji: \(file)\(expected)"), "\(errors)")
    // Nothing was drawn: no escape sequence reached the terminal, and its modes are as they were.
    #expect(!errors.contains("\u{1B}"))
    // `after` is written once the status is: wait for it rather than race the shell.
    let after = try #require(session.waitForFile("after"), "the shell wrote no terminal settings after kanji")
    #expect(try String(contentsOfFile: session.path("before"), encoding: .utf8) == after)
    let pane = try session.capture()
    #expect(!pane.joined().contains("All Kanji"), "the browser must not have started:\n\(pane.joined(separator: "\n"))")
  }

  @Test func aReboundKeyWorksInTheRunningApp() throws {
    let dataDir = try DataFixture.freshDirectory()
    let home = try DataFixture.scratch("config-home")
    defer {
      try? FileManager.default.removeItem(at: dataDir)  // a leftover in the temporary directory is harmless
      try? FileManager.default.removeItem(at: home)  // likewise
    }
    // What j then Enter open with the default keys, headlessly.
    let expected = try DataFixture.headlessScreen(script: "j <Enter>", dataDir: dataDir)
    let path = try #require(expected.first { $0.contains("All Kanji > ") }).trimmingCharacters(in: .whitespaces)
    try writeConfig("[keys.list]\nmove-down = [\"n\", \"down\"]\nopen = [\"space\"]\n", in: home)
    let session = try TmuxSession()
    try launch(session, dataDir: dataDir, configHome: home)
    try session.waitFor("2,136 kanji")
    // j no longer moves and Enter no longer opens: the selection stays on the first row.
    try session.keys("j", "Enter")
    try session.keys("n")
    try session.keys("Space")
    try session.waitFor(path)
    try session.keys("Q")
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
  }

  @Test func printKeysShowsTheRebindingAndPrintConfigReadsBackAsTheDefaults() throws {
    let home = try DataFixture.scratch("config-print")
    defer { try? FileManager.default.removeItem(at: home) }  // a leftover in the temporary directory is harmless
    let defaults = home.appendingPathComponent("defaults.toml").path
    #expect(try spawnAndWait([Binaries.kanji, "--print-config"], stdout: defaults) == 0)
    let text = try String(contentsOfFile: defaults, encoding: .utf8)
    #expect(text.contains("theme = \"dark\"") && text.contains("[keys.list]"))

    // Read back, the printed defaults give the same keys as no file at all.
    let fromDefaults = home.appendingPathComponent("keys-from-defaults").path
    #expect(try spawnAndWait([Binaries.kanji, "--config", defaults, "--print-keys"], stdout: fromDefaults) == 0)
    let empty = home.appendingPathComponent("empty.toml").path
    try "".write(toFile: empty, atomically: true, encoding: .utf8)
    let fromEmpty = home.appendingPathComponent("keys-from-empty").path
    #expect(try spawnAndWait([Binaries.kanji, "--config", empty, "--print-keys"], stdout: fromEmpty) == 0)
    let keys = try String(contentsOfFile: fromEmpty, encoding: .utf8)
    #expect(try String(contentsOfFile: fromDefaults, encoding: .utf8) == keys)
    #expect(keys.contains("j, <Down>") && keys.contains("move down (move-down)"))

    let rebound = home.appendingPathComponent("rebound.toml").path
    try "[keys.list]\nmove-down = [\"ctrl-n\"]\n".write(toFile: rebound, atomically: true, encoding: .utf8)
    let fromRebound = home.appendingPathComponent("keys-from-rebound").path
    #expect(try spawnAndWait([Binaries.kanji, "--config", rebound, "--print-keys"], stdout: fromRebound) == 0)
    let lines = try String(contentsOfFile: fromRebound, encoding: .utf8).split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("  <C-n> ") && $0.hasSuffix("move down (move-down)") })

    // A named file that is missing is an error; a missing default file is not.
    let missing = home.appendingPathComponent("missing.toml").path
    let out = home.appendingPathComponent("out").path
    #expect(try spawnAndWait([Binaries.kanji, "--config", missing, "--print-keys"], stdout: out) == 2)
  }
}
