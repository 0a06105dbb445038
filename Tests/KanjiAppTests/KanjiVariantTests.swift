import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import Testing

/// A kanji's variant forms open their own pages through the kanji flow.
@Suite struct KanjiVariantTests {
  @Test func vOpensTheOneVariantInTheDictionary() throws {
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "kanji/坂", restoreSavedState: false), width: 120, height: 40)
    #expect(app.screen.text.contains("阪 (v opens it)"))
    #expect(app.screen.text.contains("v variants"))
    try app.send("v")
    #expect(app.navigationDump.contains("stack: All Kanji > 坂 > 阪\n"))
    try app.send("v")  // and back the other way: 阪 lists 坂
    #expect(app.navigationDump.contains("stack: All Kanji > 坂 > 阪 > 坂\n"))
    try app.send("<Esc><Esc>")
    #expect(app.navigationDump.contains("stack: All Kanji > 坂\n"))
  }

  @Test func variantsMissingFromTheDictionaryAreNamedButDoNotOpen() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "kanji/国", restoreSavedState: false))
    try app.send("jjjjjjjjjj")
    #expect(!app.screen.text.contains("v variants"))
    try app.send("v")
    #expect(app.navigationDump.contains("stack: All Kanji > 国\n"))
  }

  @Test func theVariantsPageListsEveryForm() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "kanji-variants/弁", restoreSavedState: false))
    #expect(app.navigationDump.contains("stack: All Kanji > Variants of 弁\n"))
    assertAppSnapshot(of: app, named: "kanji-variants-80x24")
    try app.send("<Enter>")  // not in the bundled dictionary: nothing opens
    #expect(app.navigationDump.contains("stack: All Kanji > Variants of 弁\n"))
    for (width, height) in [(40, 15), (200, 60)] {
      #expect(app.application.render(size: Size(width: width, height: height)).problems().isEmpty)
    }
  }

  @Test(arguments: [(80, 24), (40, 15), (200, 60)])
  func theKanjiPageShowsNanoriVariantsAndTheNLevel(size: (Int, Int)) throws {
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "kanji/国", restoreSavedState: false), width: size.0, height: size.1)
    assertAppSnapshot(of: app, named: "kanji-detail-variants-\(size.0)x\(size.1)")
    #expect(app.screen.problems().isEmpty)
  }
}
