import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiApp
import TermCore
import Testing

/// The reader over the real bundled dictionary: the text split in the background, word
/// moves, the panel, Enter and Back, and coming back after a restart.
@Suite struct ReaderScreenTests {
  static let text = """
    昨日友達と寿司を食べてしまいました。
    Taroさんは日本に行った。
    今日は雨が降っています。
    """

  /// How long the text may take to split: seconds when idle, far more beside a full test
  /// run on a loaded machine (a debug build's segmenter is slow).
  static let splitting = Duration.seconds(180)

  /// The app opened on the reader of `text`, its words in.
  static func reader(
    _ text: String = text, shelf: ReadingShelf = ReadingShelf(directory: nil), width: Int = 80, height: Int = 24
  ) async throws -> (KanjiApplication, HeadlessApp, String) {
    let name = try shelf.add(text)
    let (kanjiApp, app) = try TestApp.make(
      LaunchOptions(route: "read/\(name)", restoreSavedState: false), width: width, height: height,
      readingShelf: shelf)
    try await app.waitForBackgroundWork(timeout: Self.splitting)
    return (kanjiApp, app, name)
  }

  @Test(arguments: [(80, 24), (40, 15), (200, 60)])
  func theTextIsWrappedWithTheFirstWordHighlightedAndItsPanel(size: (Int, Int)) async throws {
    let (_, app, _) = try await Self.reader(width: size.0, height: size.1)
    #expect(app.navigationDump.contains("stack: Words > 昨日友達と寿司を食べてし..."))
    #expect(app.screen.text.contains("きのう"))
    assertAppSnapshot(of: app, named: "reader-\(size.0)x\(size.1)")
  }

  @Test func wordMovesSkipWhatIsNoWordAndThePanelFollows() async throws {
    let (_, app, _) = try await Self.reader()
    try app.send("wwwww")
    #expect(app.screen.text.contains("食べる  たべる"))
    #expect(app.screen.text.contains("te of 食べる"))
    try app.send("w")
    #expect(app.screen.text.contains("polite past of しまう"))
    // The full stop, the line feed and Taro are no words: the next is さん.
    try app.send("w")
    #expect(!app.screen.text.contains("Taro  "))
    assertAppSnapshot(of: app, named: "reader-after-taro-80x24")
    try app.send("bb")
    #expect(app.screen.text.contains("食べる  たべる"))
  }

  @Test func enterOpensTheWordAndBackReturnsToTheSamePlace() async throws {
    let (_, app, _) = try await Self.reader()
    try app.send("www")
    let before = app.screen.text
    try app.send("<Enter>")
    #expect(app.navigationDump.contains("stack: Words > 昨日友達と寿司を食べてし... > 寿司"))
    try app.send("<Esc>")
    #expect(app.screen.text == before)
  }

  @Test func theReaderComesBackAfterARestartAtThePlaceReached() async throws {
    let shelf = ReadingShelf(directory: nil)
    let accounts = try TestApp.accounts()
    let name = try shelf.add(Self.text)
    let (first, app) = try TestApp.make(
      LaunchOptions(route: "read/\(name)", restoreSavedState: false), accounts: accounts, readingShelf: shelf)
    try await app.waitForBackgroundWork(timeout: Self.splitting)
    try app.send("www")
    let before = app.screen.text
    try first.saveState()
    let (_, again) = try TestApp.make(LaunchOptions(), accounts: accounts, readingShelf: shelf)
    try await again.waitForBackgroundWork(timeout: Self.splitting)
    #expect(again.screen.text == before)
  }

  @Test func aClickSelectsAWordAndTheWheelScrolls() async throws {
    let long = (1...40).map { "第\($0)行、猫が好きです。" }.joined(separator: "\n")
    let (_, app, _) = try await Self.reader(long)
    // The second line's 猫 (the path above shows the first line too): 第2行、 is 8 columns.
    let line = try #require(app.screen.position(of: "第2行、猫"))
    app.click(at: line.offsetBy(dx: 8))
    #expect(app.screen.text.contains("ねこ"))
    #expect(app.navigationDump.contains("stack: Words > 第1行、猫が好きです。\n"))
    let top = app.screen.text(ofRow: 2)
    app.scroll(at: Point(x: 10, y: 5), notches: 3)
    #expect(app.screen.text(ofRow: 2) != top)
    try app.send("kkk")
    #expect(app.screen.text(ofRow: 2) == top)
  }

  @Test func aTextNoLongerKeptIsSaidAndTheTabStartsAtItsRoot() throws {
    #expect(throws: (any Error).self) {
      _ = try TestApp.make(LaunchOptions(route: "read/0123456789abcdef", restoreSavedState: false))
    }
  }
}
