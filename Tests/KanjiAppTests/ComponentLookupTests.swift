import Coordinators
import CoordinatorsTesting
import KanjiApp
import KanjiKit
import TermCore
import Testing

/// The component lookup: `c` on All Kanji or `--open components`; Space picks, Enter moves to
/// the kanji, Enter opens one, Back comes back with the picks kept.
@Suite struct ComponentLookupTests {
  @Test func opensFromAllKanjiWithC() throws {
    let (_, app) = try TestApp.make(LaunchOptions(restoreSavedState: false))
    try app.send("c")
    #expect(app.screen.text.contains("Pick the parts you see"))
    assertAppSnapshot(of: app, named: "components-80x24")
  }

  @Test func picksNarrowTheKanjiAndBackKeepsThem() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "components/言", restoreSavedState: false))
    #expect(app.screen.text.contains("言:"))
    #expect(app.screen.text.contains("語"))
    assertAppSnapshot(of: app, named: "components-言-80x24")
    try app.send("<Enter>")
    try app.send("<Enter>")
    // The most frequent kanji with 言 is a kanji page now.
    #expect(app.screen.text.contains("d draws its"))
    try app.send("<Esc>")
    #expect(app.screen.text.contains("言:"))
    try app.send("<Esc>")
    try app.send("x")
    #expect(app.screen.text.contains("Pick the parts you see"))
  }

  @Test func aComponentThatWouldLeaveNothingIsDimAndCannotBePicked() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "components/言", restoreSavedState: false))
    let before = app.screen.text
    var dimmed = 0
    let screen = app.screen
    for y in 0..<screen.size.height {
      for x in 0..<screen.size.width where screen[x, y].style == .dim && screen[x, y].isWide {
        dimmed += 1
      }
    }
    #expect(dimmed > 0)
    // 一 is the first component; 言 has it, so it stays available; picking it narrows.
    try app.send("g<Space>")
    #expect(app.screen.text != before)
  }

  @Test func aKanjiPageListsItsPartsAndEachOpensTheLookup() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "kanji/語", restoreSavedState: false))
    try app.send("c")
    assertAppSnapshot(of: app, named: "parts-語-80x24")
    try app.send("<Enter>")
    #expect(app.screen.text.contains("言:"))
  }

  @Test func anUnknownComponentIsRefused() throws {
    #expect(throws: LaunchError.self) {
      try TestApp.make(LaunchOptions(route: "components/x", restoreSavedState: false))
    }
  }

  @Test(arguments: [(40, 15), (200, 60)])
  func fitsOtherSizes(size: (Int, Int)) throws {
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "components/口", restoreSavedState: false), width: size.0, height: size.1)
    try app.send("jjl")
    assertAppSnapshot(of: app, named: "components-口-\(size.0)x\(size.1)")
  }

  @Test func survivesEverySizeFrom1x1To40x15() throws {
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "components/口", restoreSavedState: false), minimumSize: Size(width: 1, height: 1))
    for width in 1...40 {
      for height in 1...15 {
        #expect(app.application.render(size: Size(width: width, height: height)).problems().isEmpty)
      }
    }
  }
}
