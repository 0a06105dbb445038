import Coordinators
import KanjiApp
import KanjiKit
import Testing

@Suite struct LaunchTests {
  @Test(arguments: [
    ("kanji/日", "stack: All Kanji > 日\n"), ("word/日本", "stack: Words > 日本\n"), ("words", "tab 2 \"Words\" (selected)"),
    ("kanji", "tab 1 \"All Kanji\" (selected)"), ("account", "tab 3 \"Account\" (selected)"),
    ("account/about", "stack: Account > About\n"),
  ])
  func routesOpenTheirScreen(route: String, expected: String) throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: route, restoreSavedState: false))
    #expect(app.navigationDump.contains(expected), "\(route)")
  }

  @Test func aKanjiQueryOpensItsPageAndOtherTextSearchesWords() throws {
    let (_, kanji) = try TestApp.make(LaunchOptions(query: "水"))
    #expect(kanji.navigationDump.contains("stack: All Kanji > 水\n"))
    let (_, words) = try TestApp.make(LaunchOptions(query: "water"))
    #expect(words.navigationDump.contains("tab 2 \"Words\" (selected)"))
    #expect(words.screen.text.contains("for \"water\""))
  }

  @Test func tabsByNameOrNumber() throws {
    let (_, app) = try TestApp.make(LaunchOptions(tab: "3"))
    #expect(app.navigationDump.contains("tab 3 \"Account\" (selected)"))
    let (_, words) = try TestApp.make(LaunchOptions(tab: "words"))
    #expect(words.navigationDump.contains("tab 2 \"Words\" (selected)"))
  }

  @Test(arguments: [
    (LaunchOptions(route: "foo/bar"), "no such route 'foo/bar': try kanji/日"),
    (LaunchOptions(route: "kanji/X"), "cannot open 'kanji/X': the dictionary has no kanji X"),
    (LaunchOptions(route: "word/zzzz"), "cannot open 'word/zzzz': the dictionary has no word written or read zzzz"),
    (LaunchOptions(route: "account/starred"), "cannot open 'account/starred': sign in first"),
    (LaunchOptions(tab: "9"), "no such tab '9'"),
    (LaunchOptions(query: "qqqqxz"), "nothing matches 'qqqqxz'"),
  ])
  func badLaunchOptionsThrowAClearMessage(options: LaunchOptions, message: String) throws {
    do {
      _ = try TestApp.make(options)
      Issue.record("expected a launch error for \(options)")
    } catch let error as LaunchError {
      #expect(error.description.hasPrefix(message), "\(error)")
    }
  }

  @Test func aNoticeIsShownOnceOverTheFirstScreen() throws {
    let (_, app) = try TestApp.make(LaunchOptions(notice: "The dictionary was rebuilt."))
    #expect(app.screen.text.contains("The dictionary was rebuilt."))
    try app.send("<Enter>")
    #expect(!app.screen.text.contains("The dictionary was rebuilt."))
  }

  @Test func theKeyMapHasTheStandardKeysAndTheAppsOwn() {
    let map = KanjiApplication.keyMap
    #expect(map.action(for: .character("s"), in: .stars) == .toggleStar)
    #expect(map.action(for: .character("o"), in: .ordering) == .nextOrder)
    #expect(map.action(for: .character("j"), in: .list) == .moveDown)
  }
}
