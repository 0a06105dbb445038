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

  /// Runs kanji in a fresh session, recording the terminal state before and after it and its exit status.
  func launch(_ session: TmuxSession, env: String = "") throws {
    try session.run(
      "stty -g > \(session.path("before")); \(env) \(Binaries.kanji); echo $? > \(session.path("status")); stty -g > \(session.path("after")); stty -a > \(session.path("after-a"))"
    )
  }

  @Test func showsTheKanjiLineAtDoubleWidthAndQuitsOnQ() throws {
    let session = try TmuxSession()
    try launch(session)
    let shown = try session.waitUntil { try session.capture().contains { $0.contains("日本語") } }
    #expect(shown, "kanji never drew its screen: \((try? session.capture()) ?? [])")
    let rows = try session.capture()
    #expect(rows[0].hasPrefix("  1 All Kanji   2 Words   3 Account"))
    // If tmux disagreed on any glyph's width, spaces would appear between the kanji or
    // the rest of the row would shift; the row is exactly what the app laid out.
    let kanjiRow = try #require(rows.first { $0.contains("日本語") })
    #expect(kanjiRow.trimmingCharacters(in: .whitespaces) == "日本語 漢字 一二三四五六七八九十")
    #expect(kanjiRow.hasPrefix("  日本語 漢字 "))
    #expect(DisplayWidth.of(kanjiRow.trimmingCharacters(in: .whitespaces)) == 32)

    try session.keys("q")
    let status = session.waitForFile("status")
    #expect(status == "0\n")
    _ = session.waitForFile("after-a")
    let before = try String(contentsOfFile: session.path("before"), encoding: .utf8)
    let after = try String(contentsOfFile: session.path("after"), encoding: .utf8)
    #expect(before == after, "the terminal settings changed")
    let modes = try String(contentsOfFile: session.path("after-a"), encoding: .utf8)
    #expect(modes.contains(" icanon") && modes.contains(" echo "), "not back in cooked mode with echo: \(modes)")
  }

  @Test(arguments: ["C-c", "Q"])
  func quitsCleanlyOn(key: String) throws {
    let session = try TmuxSession()
    try launch(session)
    #expect(try session.waitUntil { try session.capture().contains { $0.contains("日本語") } })
    try session.keys(key)
    #expect(session.waitForFile("status") == "0\n")
    _ = session.waitForFile("after")
    #expect(try String(contentsOfFile: session.path("before"), encoding: .utf8)
      == String(contentsOfFile: session.path("after"), encoding: .utf8))
  }

  @Test(arguments: [("TERM", 15 + 128), ("HUP", 1 + 128), ("INT", 2 + 128)])
  func restoresTheTerminalOnSignal(signal: String, status: Int) throws {
    let session = try TmuxSession()
    try session.run(
      "stty -g > \(session.path("before")); sh -c 'echo $$ > \(session.path("pid")); exec \(Binaries.kanji)'; echo $? > \(session.path("status")); stty -g > \(session.path("after"))"
    )
    #expect(try session.waitUntil { try session.capture().contains { $0.contains("日本語") } })
    let pid = try #require(session.waitForFile("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    kill(pid, signal == "TERM" ? SIGTERM : signal == "HUP" ? SIGHUP : SIGINT)
    #expect(session.waitForFile("status") == "\(status)\n")
    _ = session.waitForFile("after")
    #expect(try String(contentsOfFile: session.path("before"), encoding: .utf8)
      == String(contentsOfFile: session.path("after"), encoding: .utf8))
  }

  @Test(arguments: [
    ("env -u TERM", "TERM is not set"),
    ("TERM=dumb", "TERM is 'dumb'"),
    ("TERM=no-such-terminal", "not in the terminfo database"),
  ])
  func refusesAnUnusableTerm(env: String, message: String) throws {
    let session = try TmuxSession()
    try session.run("\(env) \(Binaries.kanji) 2> \(session.path("err")); echo $? > \(session.path("status"))")
    #expect(session.waitForFile("status") == "2\n")
    let err = try String(contentsOfFile: session.path("err"), encoding: .utf8)
    #expect(err.contains(message))
    #expect(err.split(separator: "\n").count == 1, "one clear line: \(err)")
  }

  @Test func refusesWhenNotATerminal() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Binaries.kanji)
    let err = Pipe()
    let out = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(errText.contains("not a terminal") && errText.contains("kanji snapshot"))
    #expect(errText.split(separator: "\n").count == 1)
    #expect(outData.isEmpty, "nothing written to a non-terminal stdout")
  }

  @Test func redrawsOnResizeAndSaysWhenTooSmall() throws {
    let session = try TmuxSession()
    try launch(session)
    #expect(try session.waitUntil { try session.capture().contains { $0.contains("日本語") } })
    try session.tmux(["resize-window", "-t", "e2e", "-x", "12", "-y", "3"])
    #expect(try session.waitUntil { try session.capture().contains { $0.contains("too small") } })
    try session.tmux(["resize-window", "-t", "e2e", "-x", "100", "-y", "30"])
    #expect(try session.waitUntil { try session.capture().contains { $0.contains("日本語") } })
    #expect(try session.capture()[1].count == 100, "the rule spans the new width")
    try session.keys("q")
    #expect(session.waitForFile("status") == "0\n")
  }
}
