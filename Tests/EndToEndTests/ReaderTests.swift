import Foundation
import Testing

/// `kanji read FILE` and `kanji read -` on a real terminal (tmux): the reader opens with the
/// text, word moves and Enter reach a word's page, Back returns, and piped text still takes
/// its keys from the terminal.
@Suite(.serialized) struct ReaderTests {
  static let text = "昨日友達と寿司を食べてしまいました。\n今日は雨が降っています。\n"

  func launch(_ session: TmuxSession, dataDir: URL, _ command: String) throws {
    try session.run(
      "stty -g > \(session.path("before")); \(command) --data-dir \(dataDir.path); echo $? > \(session.path("status")); stty -g > \(session.path("after"))"
    )
  }

  func expectRestoredAndQuit(_ session: TmuxSession) throws {
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
    try #require(session.waitForFile("after") != nil)
    let before = try String(contentsOfFile: session.path("before"), encoding: .utf8)
    let after = try String(contentsOfFile: session.path("after"), encoding: .utf8)
    #expect(before == after, "the terminal settings changed")
  }

  @Test func readsAFileWordByWordIntoAWordPageAndBack() throws {
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let session = try TmuxSession()
    let file = session.path("text.txt")
    try Self.text.write(toFile: file, atomically: true, encoding: .utf8)
    try launch(session, dataDir: dataDir, "\(Binaries.kanji) read '\(file)'")
    try session.waitFor("きのう")
    try session.waitFor("Words > 昨日友達と寿司を食べてし...")
    try session.keys("w", "w", "w")
    try session.waitFor("すし")
    try session.keys("Enter")
    try session.waitFor("Words > 昨日友達と寿司を食べてし... > 寿司")
    try session.keys("Escape")
    try session.waitForPane("the reader again, on 寿司") { rows in
      !rows.contains { $0.contains("> 寿司") } && rows.contains { $0.hasPrefix(" 寿司  すし") }
    }
    try session.keys("Q")
    try expectRestoredAndQuit(session)
    let kept = try FileManager.default.contentsOfDirectory(atPath: dataDir.appendingPathComponent("reading").path)
    #expect(kept.contains { $0.hasSuffix(".txt") } && kept.contains { $0.hasSuffix(".place") })
  }

  @Test func readsAPipeAndTakesTheKeysFromTheTerminal() throws {
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let session = try TmuxSession()
    try launch(session, dataDir: dataDir, "printf '今日は雨が降っています。\\n' | \(Binaries.kanji) read -")
    try session.waitFor("きょう")
    try session.keys("w", "w")  // は, then 雨
    try session.waitFor("あめ")
    try session.keys("Q")
    try expectRestoredAndQuit(session)
  }
}
