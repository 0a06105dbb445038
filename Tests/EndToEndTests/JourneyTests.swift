import Foundation
import TermCore
import Testing

/// A journey typed into the real binary shows what the headless app shows for the same keys.
@Suite(.serialized) struct JourneyTests {
  static let journeys: [(name: String, script: String)] = [
    ("kanji, word, kanji and back twice", "<Enter> jjjjjjjjjj <Enter> <Enter> <Esc> <Esc>"),
    ("kanji, word, kanji", "<Enter> jjjjjjjjjj <Enter> j <Enter>"),
    ("words search in romaji, word, kanji", "2 / n i h o n <Enter> <Enter> jjjjj <Enter>"),
    ("account, create account form", "3 j <Enter> m e @ e x a m p l e . c o m <Enter>"),
    ("help over the list", "?"),
  ]

  /// The keys go in one at a time, each once the screen shows what the key before it did:
  /// typed all at once, an Esc and the key after it would be read together as Alt and that key.
  @Test(arguments: journeys.map(\.name))
  func terminalShowsTheHeadlessScreen(journey name: String) throws {
    let script = try #require(Self.journeys.first { $0.name == name }?.script)
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji))
    let dataDir = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let screens = try DataFixture.headlessScreens(script: script, dataDir: dataDir)
    let events = try KeyScript.parse(script).map(Self.tmuxKey)
    try #require(events.count + 1 == screens.count, "the script's steps are its events")

    let session = try TmuxSession()
    try session.run("\(Binaries.kanji) --data-dir \(dataDir.path) --fresh; echo $? > \(session.path("status"))")
    try session.waitForScreen(screens[0], after: "the start")
    try session.type(events, expecting: screens)
    try session.keys("C-c")
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
  }

  /// How tmux names the key an event stands for: a literal to type, or a key name.
  static func tmuxKey(_ event: InputEvent) -> (literal: String?, key: String?) {
    guard case .key(let key) = event else { return (nil, nil) }
    switch key {
    case .character(let c): return (String(c), nil)
    case .enter: return (nil, "Enter")
    case .escape: return (nil, "Escape")
    case .tab: return (nil, "Tab")
    case .backTab: return (nil, "BTab")
    case .backspace: return (nil, "BSpace")
    case .delete: return (nil, "DC")
    case .insert: return (nil, "IC")
    case .up: return (nil, "Up")
    case .down: return (nil, "Down")
    case .left: return (nil, "Left")
    case .right: return (nil, "Right")
    case .home: return (nil, "Home")
    case .end: return (nil, "End")
    case .pageUp: return (nil, "PPage")
    case .pageDown: return (nil, "NPage")
    case .function(let n): return (nil, "F\(n)")
    case .control(let c): return (nil, "C-\(c)")
    }
  }
}
