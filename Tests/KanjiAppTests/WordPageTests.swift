import Coordinators
import CoordinatorsTesting
import KanjiApp
import KanjiKit
import TermCore
import Testing

/// Word pages of the bundled data (JMdict entries), opened by their entry number.
@Suite struct WordPageTests {
  /// A page's name and its JMdict entry number.
  static let pages: [(String, Int)] = [
    ("taberu", 1_358_280), ("suru", 1_157_170), ("kuru", 1_547_720), ("takai", 1_283_190), ("kirei", 1_591_900),
    ("terebi", 1_080_510), ("ryouhashi", 1_585_170), ("maru", 1_216_250),
  ]

  @Test(arguments: pages, [(80, 24), (40, 15)])
  func wordPage(page: (String, Int), size: (Int, Int)) throws {
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "word/\(page.1)", restoreSavedState: false), width: size.0, height: size.1)
    assertAppSnapshot(of: app, named: "\(page.0)-\(size.0)x\(size.1)")
    #expect(app.screen.problems().isEmpty)
  }

  @Test func theHeadwordOfAWordUsuallyWrittenInKanaIsItsKana() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/1157170", restoreSavedState: false))
    #expect(app.screen.text.contains("する  為る  (common)"))
    #expect(app.screen.text.contains("為る (common; out-dated kanji)"))
    #expect(app.screen.text.contains("usually written using kana alone"))
    #expect(!app.screen.text.contains("oK"))
  }

  /// 飛び火 lists 飛 and 火, not its okurigana び; a word in kana lists no character.
  @Test func theCharactersOfAWordAreItsKanjiNotItsKana() throws {
    let (_, tobihi) = try TestApp.make(LaunchOptions(route: "word/1598900", restoreSavedState: false), height: 90)
    let lines = tobihi.screen.text.split(separator: "\n")
    let list = try #require(lines.firstIndex { $0.contains("Characters and cross-references of 飛び火") })
    #expect(lines[list + 1].hasPrefix(" 飛  ") && lines[list + 2].hasPrefix(" 火  "))
    #expect(!lines.contains { $0.hasPrefix(" び ") || $0.hasSuffix(" kana") })
  }

  @Test func aRestrictedSenseSaysForWhichReading() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/1585170", restoreSavedState: false), height: 40)
    #expect(app.screen.text.contains("only for りょうたん"))
  }

  @Test func helpListsTheCodesOfThePage() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/1358280", restoreSavedState: false), height: 60)
    try app.send("?")
    #expect(app.screen.text.contains("Dictionary codes on this page"))
    #expect(app.screen.text.contains("vt  "))
    #expect(app.screen.text.contains("transitive verb"))
    #expect(app.screen.text.contains("iK"))
  }

  @Test func anAntonymOpensTheWordItNames() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/1283190", restoreSavedState: false), height: 40)
    // The list holds the kanji 高, the kana い, then the antonym 低い.
    try app.send("jj<Enter>")
    #expect(app.navigationDump.contains("stack: Words > 高い > 低い\n"))
  }

  @Test func aReferenceTheDictionaryLacksSaysSo() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/1321900", restoreSavedState: false), height: 60)
    // 写真 refers to 活動写真 (an old word for a film), which the bundled words lack.
    try app.send("G<Enter>")
    #expect(app.screen.text.contains("活動写真 is not in this dictionary"))
    #expect(app.navigationDump.contains("stack: Words > 写真\n"))
  }

  /// A row headed by a spelling of its own (揚げる, of 上げる's entry, found by `deep-fry`)
  /// opens a page headed so: its reading, its kanji, and the senses JMdict gives it alone first,
  /// numbered as in the entry; the route keeps the spelling, and a route without it, or with a
  /// spelling the word does not have, shows the entry as usual.
  @Test func aRowHeadedByASpellingOpensAPageHeadedByIt() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "words", restoreSavedState: false), height: 60)
    try app.send("2/deep-fry<Enter>")
    let row = try #require(app.screen.text.split(separator: "\n").first { $0.contains("to deep-fry") })
    #expect(row.hasPrefix(" 揚げる"))
    try app.send("<Enter>")
    let text = app.screen.text
    #expect(text.contains("揚げる  あげる  (common)"))
    #expect(text.contains("Characters and cross-references of 揚げる"))
    let deepFry = try #require(text.range(of: "5. to deep-fry"))
    let raise = try #require(text.range(of: "1. to raise"))
    #expect(deepFry.lowerBound < raise.lowerBound)
    let route = try #require(app.application.coordinator.navigationState.tabs[1].last)
    #expect(route.components.last == "揚げる")

    let entry = Route(components: Array(route.components.dropLast()))
    let (_, plain) = try TestApp.make(LaunchOptions(route: entry.path, restoreSavedState: false), height: 60)
    #expect(plain.screen.text.contains("上げる  あげる  (common)"))
    // A spelling the word does not have heads nothing.
    let (_, other) = try TestApp.make(LaunchOptions(route: entry.path + "/食べる", restoreSavedState: false), height: 60)
    #expect(other.screen.text.contains("上げる  あげる  (common)"))
  }
}
