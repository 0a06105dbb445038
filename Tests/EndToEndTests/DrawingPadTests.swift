import Foundation
import Testing

/// The drawing pad in a real terminal: the program asks tmux for button-motion reports while
/// the pad is shown, a drag written as SGR reports draws a stroke, and the shipped
/// recogniser finds the kanji drawn.
@Suite(.serialized) struct DrawingPadTests {
  @Test func aDragInTmuxDrawsAndTheShippedRecogniserFindsTheKanji() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji))
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let session = try TmuxSession()
    let flags = "#{mouse_standard_flag}#{mouse_button_flag}#{mouse_sgr_flag}"
    try session.run("\(Binaries.kanji) --data-dir \(dataDir.path) --fresh; echo $? > \(session.path("status"))")
    try session.waitFor("1 All Kanji")
    #expect(try session.tmux(["display-message", "-p", "-t", "e2e", flags]) == "101\n", "clicks only on a list")
    try session.keys("D")
    try session.waitFor("Draw a kanji with the mouse")
    #expect(try session.tmux(["display-message", "-p", "-t", "e2e", flags]) == "011\n", "drags on the pad")
    // At 80x24 the pad's square is columns 2-37, rows 4-21 (0-based): 十, a bar then a stem.
    try session.sendBytes(Self.drag(from: (6, 12), to: (33, 12)))
    try session.waitFor("1 stroke:")
    try session.sendBytes(Self.drag(from: (19, 5), to: (19, 20)))
    try session.waitFor("2 strokes:")
    try session.waitForPane("十 among the candidates") { rows in
      rows.contains { $0.contains("十  ten") }
    }
    let pane = try session.capture().joined(separator: "\n")
    #expect(pane.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "the strokes are drawn in Braille")
    try session.keys("Escape")
    try session.waitFor("kanji by school grade")
    #expect(try session.tmux(["display-message", "-p", "-t", "e2e", flags]) == "101\n", "clicks again after the pad")
    try session.keys("Q")
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
  }

  /// tmux reports no pixels, so `Scripts/check-pixel-mouse.py` plays a terminal that does:
  /// it gives the pty a size in pixels and answers the pad's DECRQM for mode 1016 (or, silent,
  /// does not), then checks that pixel reports are turned on only once answered, that a drag
  /// in them draws, and that every mode is off again on leaving the pad and at exit.
  @Test(arguments: [false, true])
  func pixelReportsAreUsedOnlyWhereTheTerminalSaysItHasThem(silent: Bool) throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji))
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let log = dataDir.appendingPathComponent("pixel-mouse.log").path
    let script = Binaries.root.appendingPathComponent("Scripts/check-pixel-mouse.py").path
    let status = try spawnAndWait(
      ["python3", script, Binaries.kanji, dataDir.path] + (silent ? ["--silent"] : []), stdout: log)
    // An unreadable log only leaves the failure message without the script's steps.
    let steps = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    #expect(status == 0, "\(steps)")
    #expect(
      steps.contains(silent ? "ok   without an answer it never turns them on" : "ok   once told, it turns them on"))
  }

  /// The SGR reports of a left-button drag in a straight line, a report per cell: the press
  /// (code 0, `M`), the moves (32, `M`), the release (`m`); cells count from 1.
  static func drag(from start: (Int, Int), to end: (Int, Int)) -> String {
    let steps = max(abs(end.0 - start.0), abs(end.1 - start.1), 1)
    var reports = "\u{1B}[<0;\(start.0 + 1);\(start.1 + 1)M"
    for step in 1...steps {
      let x = start.0 + (end.0 - start.0) * step / steps
      let y = start.1 + (end.1 - start.1) * step / steps
      reports += "\u{1B}[<32;\(x + 1);\(y + 1)M"
    }
    return reports + "\u{1B}[<0;\(end.0 + 1);\(end.1 + 1)m"
  }
}
