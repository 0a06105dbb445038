import Coordinators
import CoordinatorsTesting
import KanjiApp
import KanjiKit
import TermCore
import Testing

/// The conjugation table on the pages of verbs and adjectives, reached with `c`.
@Suite struct ConjugationTests {
  /// A word's route and the name of its snapshots.
  static let words: [(String, String)] = [
    ("word/食べる", "taberu"), ("word/書く", "kaku"), ("word/行く", "iku"), ("word/する", "suru"),
    ("word/来る", "kuru"), ("word/高い", "takai"), ("word/いい", "ii"), ("word/綺麗", "kirei"),
  ]

  @Test(arguments: words, [(80, 24), (40, 15)])
  func theTableAt(word: (String, String), size: (Int, Int)) throws {
    let (_, app) = try TestApp.make(
      LaunchOptions(route: word.0, restoreSavedState: false), width: size.0, height: size.1)
    try app.send("c")
    assertAppSnapshot(of: app, named: "conjugation-\(word.1)-\(size.0)x\(size.1)")
    #expect(app.screen.text.contains("Conjugation"))
    #expect(app.screen.problems().isEmpty)
  }

  @Test func sideBySideFromSixtyColumnsAndOneUnderTheOtherBelow() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/食べる", restoreSavedState: false), width: 60, height: 40)
    try app.send("c")
    #expect(app.screen.text.contains("affirmative"))
    let lines = app.screen.text.split(separator: "\n")
    #expect(lines.contains { $0.contains("食べた") && $0.contains("食べなかった") })
    let narrow = app.application.render(size: Size(width: 59, height: 40)).text
    #expect(!narrow.contains("affirmative"))
    #expect(narrow.split(separator: "\n").contains { $0.contains("negative") && $0.contains("食べなかった") })
  }

  @Test func aWordThatDoesNotConjugateHasNoTableAndNoKey() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/日本", restoreSavedState: false))
    #expect(!app.screen.text.contains("Conjugation"))
    #expect(!app.screen.text.contains("c conjugation"))
  }

  @Test func theHelpNamesTheKeyOnAVerbsPage() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/食べる", restoreSavedState: false), height: 60)
    try app.send("?")
    #expect(app.screen.text.contains("conjugation table"))
  }
}
