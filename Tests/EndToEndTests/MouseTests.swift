import Foundation
import TermCore
import Testing

/// Real SGR mouse reports, written into the terminal the binary runs in, do what the same
/// clicks do headlessly; and `y` reaches tmux's clipboard through OSC 52.
@Suite(.serialized) struct MouseTests {
  /// Click Words, scroll, click a row twice (select, then open), click the path back,
  /// click All Kanji, double-click a row.
  static let journey =
    "<click 15,0> <wheel-down 20,10> <wheel-down 20,10> <click 3,6> <click 3,6> <click 2,1> <click 3,0> "
    + "<click 5,5> <click 5,5>"

  @Test func clicksAndTheWheelShowWhatTheHeadlessAppShows() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji))
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let screens = try DataFixture.headlessScreens(script: Self.journey, dataDir: dataDir)
    let events = try KeyScript.parse(Self.journey)
    try #require(events.count + 1 == screens.count)

    let session = try TmuxSession()
    try session.run("\(Binaries.kanji) --data-dir \(dataDir.path) --fresh; echo $? > \(session.path("status"))")
    try session.waitForScreen(screens[0], after: "the start")
    for (index, event) in events.enumerated() {
      guard case .mouse(let mouse) = event else { continue }
      try session.sendBytes(Self.sgrReport(of: mouse))
      try session.waitForScreen(screens[index + 1], after: "event \(index + 1) (\(mouse.scriptName))")
    }
    try session.keys("C-c")
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
  }

  @Test func theProgramAsksForSGRReportsUnlessToldNotToAndGivesTheMouseBack() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji))
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let session = try TmuxSession()
    let flags = "#{mouse_standard_flag}#{mouse_sgr_flag}"
    for (options, expected) in [("", "11"), ("--no-mouse", "00")] {
      try session.run("\(Binaries.kanji) --data-dir \(dataDir.path) --fresh \(options); clear")
      try session.waitFor("1 All Kanji")
      #expect(try session.tmux(["display-message", "-p", "-t", "e2e", flags]) == expected + "\n", "\(options)")
      try session.keys("Q")
      try session.waitForPane("the shell again") { rows in !rows.contains { $0.contains("1 All Kanji") } }
      #expect(try session.tmux(["display-message", "-p", "-t", "e2e", flags]) == "00\n", "after quitting \(options)")
    }
  }

  @Test func yPutsTheKanjiOnTmuxsClipboard() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji))
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let session = try TmuxSession()
    try session.tmux(["set-option", "-g", "set-clipboard", "on"])
    try session.run("\(Binaries.kanji) --data-dir \(dataDir.path) --fresh 日")
    try session.waitFor("Words with 日")
    try session.keys("y")
    try session.waitFor("Sent to the terminal's clipboard: 日  ニチ, ジツ, ひ, -び, -か")
    #expect(try session.tmux(["show-buffer"]) == "日  ニチ, ジツ, ひ, -び, -か")
    try session.keys("Q")
  }

  /// The bytes a terminal sends for `mouse` in SGR mode (1006): a click is a press and a
  /// release; cells count from 1.
  static func sgrReport(of mouse: MouseEvent) -> String {
    let at = "\(mouse.position.x + 1);\(mouse.position.y + 1)"
    switch mouse.kind {
    case .wheelUp: return "\u{1B}[<64;\(at)M"
    case .wheelDown: return "\u{1B}[<65;\(at)M"
    case .press: return "\u{1B}[<0;\(at)M"
    case .drag: return "\u{1B}[<32;\(at)M"
    case .release: return "\u{1B}[<0;\(at)m"
    case .click, .doubleClick: return "\u{1B}[<0;\(at)M\u{1B}[<0;\(at)m"
    }
  }
}
