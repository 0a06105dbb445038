import Coordinators
import CoordinatorsTesting
import KanjiApp
import KanjiKit
import TermCore
import Testing

/// The stroke order page: opened with `d` from a kanji's page or with `--open strokes/語`,
/// stepped with `n` and `p`.
@Suite struct StrokeOrderTests {
  /// Simple, medium and dense kanji, drawn whole at 80×24.
  @Test(arguments: ["一", "日", "語", "鬱"])
  func drawsTheWholeKanjiNumbered(literal: String) throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "strokes/\(literal)", restoreSavedState: false))
    assertAppSnapshot(of: app, named: "strokes-\(literal)-80x24")
  }

  @Test func stepsThroughTheStrokesAndBack() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "strokes/語", restoreSavedState: false))
    try app.send("nnn")
    assertAppSnapshot(of: app, named: "strokes-語-third-stroke-80x24")
    #expect(app.screen.text.contains("Stroke 3 of 14"))
    try app.send("p")
    #expect(app.screen.text.contains("Stroke 2 of 14"))
    try app.send("G")
    #expect(app.screen.text.contains("14 strokes, numbered in order"))
    try app.send("p")
    #expect(app.screen.text.contains("Stroke 14 of 14"))
    try app.send("n")
    #expect(app.screen.text.contains("14 strokes, numbered in order"))
    try app.send("g")
    #expect(app.screen.text.contains("Stroke 1 of 14"))
  }

  /// A key rebound in the configuration file moves the strokes and is the one the hints and
  /// the kanji page name; the old key does nothing.
  @Test func aReboundStrokeKeyIsTheOneShown() throws {
    var launch = LaunchOptions(route: "kanji/語", restoreSavedState: false)
    launch.keyMap = try KanjiApplication.keyMap.rebinding(.nextStroke, in: .strokeOrder, to: [.character("f")])
      .rebinding(.showStrokeOrder, in: .kanjiPage, to: [.character("t")])
    let (_, app) = try TestApp.make(launch)
    #expect(app.screen.text.contains("t draws its 14 strokes in order"))
    try app.send("t")
    #expect(app.screen.text.contains("f next stroke"))
    #expect(!app.screen.text.contains("n next stroke"))
    try app.send("n")
    #expect(app.screen.text.contains("14 strokes, numbered in order"))
    try app.send("f")
    #expect(app.screen.text.contains("Stroke 1 of 14"))
  }

  /// The current stroke is bold in the accent colour, the ones before it dim, and the ones
  /// after it not drawn: legible without colour.
  @Test func theCurrentStrokeIsBoldAndTheEarlierOnesDim() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "strokes/日", restoreSavedState: false))
    let whole = brailleDots(app.screen)
    try app.send("nn")
    let screen = app.screen
    var styles = Set<Style>()
    for y in 0..<screen.size.height {
      for x in 0..<screen.size.width {
        let cell = screen[x, y]
        if let scalar = cell.text.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value) {
          styles.insert(cell.style)
        }
      }
    }
    #expect(styles == [Style(.accent, .bold), .dim])
    #expect(brailleDots(screen) < whole)
  }

  @Test func braillePatternsAreOneColumnWide() {
    for value in UInt32(0x2800)...0x28FF {
      #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 1)
    }
  }

  @Test func dOnAKanjiPageOpensItsStrokeOrderAndBackReturns() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "kanji/日", restoreSavedState: false))
    #expect(app.screen.text.contains("d draws its 4 strokes in order"))
    try app.send("d")
    #expect(app.screen.text.contains("4 strokes, numbered in order"))
    #expect(app.application.coordinator.navigationState.tabs[0].last == Route(components: ["strokes", "日"]))
    try app.send("<Esc>")
    #expect(app.screen.text.contains("d draws its 4 strokes in order"))
  }

  @Test func aKanjiPageNamesItsComponents() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "kanji/語", restoreSavedState: false), height: 40)
    #expect(app.screen.text.contains("Components: 言 say, word + 吾"))
  }

  @Test func anUnknownKanjiIsRefusedWithAReason() throws {
    #expect(throws: LaunchError.self) {
      try TestApp.make(LaunchOptions(route: "strokes/x", restoreSavedState: false))
    }
  }

  @Test(arguments: [(40, 15), (200, 60)])
  func fitsOtherSizes(size: (Int, Int)) throws {
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "strokes/語", restoreSavedState: false), width: size.0, height: size.1)
    try app.send("nnnnn")
    assertAppSnapshot(of: app, named: "strokes-語-\(size.0)x\(size.1)")
  }

  @Test func survivesEverySizeFrom1x1To40x15() throws {
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "strokes/鬱", restoreSavedState: false), minimumSize: Size(width: 1, height: 1))
    try app.send("nn")
    for width in 1...40 {
      for height in 1...15 {
        #expect(app.application.render(size: Size(width: width, height: height)).problems().isEmpty)
      }
    }
  }

  private func brailleDots(_ screen: CellBuffer) -> Int {
    var dots = 0
    for y in 0..<screen.size.height {
      for x in 0..<screen.size.width {
        if let scalar = screen[x, y].text.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value) {
          dots += (scalar.value - 0x2800).nonzeroBitCount
        }
      }
    }
    return dots
  }
}
