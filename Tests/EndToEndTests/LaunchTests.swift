import Foundation
import TermCore
import Testing

/// The real `kanji` binary in a real terminal (tmux): what a user sees and gets back.
@Suite(.serialized) struct LaunchTests {
  init() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Binaries.kanji),
      "no kanji binary at \(Binaries.kanji): build it first (make test does)")
  }

  /// Runs kanji on `dataDir` in `session`, recording the terminal settings before and after and its status.
  func launch(_ session: TmuxSession, dataDir: URL, arguments: String = "--fresh", env: String = "") throws {
    try session.run(
      "stty -g > \(session.path("before")); \(env) sh -c 'echo $$ > \(session.path("pid")); exec \(Binaries.kanji) --data-dir \(dataDir.path) \(arguments)'; echo $? > \(session.path("status")); stty -g > \(session.path("after")); stty -a > \(session.path("after-a"))"
    )
  }

  /// Waits until kanji shows its list (the frame may still be being drawn).
  func waitForList(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try session.waitFor("2,136 kanji", sourceLocation: sourceLocation)
  }

  func expectTerminalRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try #require(session.waitForFile("after-a") != nil, "the shell never ran on:\n\(session.pane)")
    let before = try String(contentsOfFile: session.path("before"), encoding: .utf8)
    let after = try String(contentsOfFile: session.path("after"), encoding: .utf8)
    #expect(before == after, "the terminal settings changed", sourceLocation: sourceLocation)
    let modes = try String(contentsOfFile: session.path("after-a"), encoding: .utf8)
    #expect(
      modes.contains(" icanon") && modes.contains(" echo "), "not back in cooked mode with echo: \(modes)",
      sourceLocation: sourceLocation)
  }

  @Test func showsKanjiAtDoubleWidthAndQuitsOnQWithTheTerminalRestored() throws {
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let frame = try DataFixture.headlessScreen(script: "", dataDir: dataDir)
    let session = try TmuxSession()
    try launch(session, dataDir: dataDir)
    // The whole first frame, not only its first rows: tmux may show a frame half drawn.
    try session.waitForScreen(frame, after: "the start")
    let rows = try session.capture()
    #expect(rows[0].hasPrefix(" 1 All Kanji   2 Words   3 Account"))
    // Each kanji row starts with the kanji at columns 4-5 and its on reading after it. If
    // tmux disagreed on any glyph's width, the row would shift or gain spaces.
    let first = try #require(rows.first { $0.contains("日") && $0.contains("ニチ") })
    #expect(first.hasPrefix("    日  ニチ ジツ"))
    #expect(DisplayWidth.of(first) == 80, "the row fills the 80 columns exactly: \(first)")
    try session.keys("q")
    #expect(session.waitForFile("status") == "0\n")
    try expectTerminalRestored(session)
  }

  @Test(arguments: ["C-c", "Q"])
  func quitsCleanlyOn(key: String) throws {
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let session = try TmuxSession()
    try launch(session, dataDir: dataDir)
    try waitForList(session)
    try session.keys("Enter")  // Q and Ctrl-C quit from anywhere, not only at a root
    try session.waitFor("All Kanji > 日")
    try session.keys(key)
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
    try expectTerminalRestored(session)
  }

  @Test(arguments: [("TERM", 15 + 128), ("HUP", 1 + 128), ("INT", 2 + 128)])
  func restoresTheTerminalOnSignal(signal: String, status: Int) throws {
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let session = try TmuxSession()
    try launch(session, dataDir: dataDir)
    try waitForList(session)
    let pid = try #require(
      session.waitForFile("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    kill(pid, signal == "TERM" ? SIGTERM : signal == "HUP" ? SIGHUP : SIGINT)
    #expect(session.waitForFile("status") == "\(status)\n", "\(session.pane)")
    try expectTerminalRestored(session)
  }

  @Test(arguments: [
    ("env -u TERM", "TERM is not set"),
    ("TERM=dumb", "TERM is 'dumb'"),
    ("TERM=no-such-terminal", "not in the terminfo database"),
  ])
  func refusesAnUnusableTerm(env: String, message: String) throws {
    let session = try TmuxSession()
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    try session.run(
      "\(env) \(Binaries.kanji) --data-dir \(dataDir.path) 2> \(session.path("err")); echo $? > \(session.path("status"))"
    )
    #expect(session.waitForFile("status") == "2\n", "\(session.pane)")
    let err = try String(contentsOfFile: session.path("err"), encoding: .utf8)
    #expect(err.contains(message))
    #expect(err.split(separator: "\n").count == 1, "one clear line: \(err)")
  }

  @Test func refusesWhenNotATerminal() throws {
    let dataDir = try DataFixture.freshDirectory()
    let err = dataDir.path + ".err"
    defer {
      // Leftovers in the temporary directory are harmless.
      for path in [dataDir.path, err, dataDir.path + ".out"] { try? FileManager.default.removeItem(atPath: path) }
    }
    // spawnAndWait gives the child /dev/null as input and a file as output: no terminal.
    let status = try spawnAndWait(
      ["sh", "-c", "exec \(Binaries.kanji) --data-dir \(dataDir.path) 2> \(err)"], stdout: dataDir.path + ".out")
    #expect(status == 2)
    let errText = try String(contentsOfFile: err, encoding: .utf8)
    #expect(errText.contains("not a terminal") && errText.contains("kanji snapshot"))
    #expect(errText.split(separator: "\n").count == 1)
    #expect(try String(contentsOfFile: dataDir.path + ".out", encoding: .utf8).isEmpty)
    #expect(
      !FileManager.default.fileExists(atPath: dataDir.appendingPathComponent("user.sqlite").path),
      "nothing created before the terminal was checked")
  }

  @Test func redrawsOnResizeAndSaysWhenTooSmall() throws {
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let session = try TmuxSession()
    try launch(session, dataDir: dataDir)
    try waitForList(session)
    try session.keys("j", "j")
    try session.tmux(["resize-window", "-t", "e2e", "-x", "30", "-y", "8"])
    try session.waitForPane("the too-small message") { rows in
      rows.contains { $0.localizedCaseInsensitiveContains("too small") }
    }
    try session.tmux(["resize-window", "-t", "e2e", "-x", "100", "-y", "30"])
    try session.waitForPane("人's row redrawn 100 columns wide") { rows in
      rows.contains { $0.hasPrefix("    人  ジン") && DisplayWidth.of($0) == 100 }
    }
    try session.keys("q")
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
  }
}
