import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiApp
import TermCore
import Testing

/// A pasted sentence in the Words search: split into its words above the list, one word's
/// entries at a time.
@Suite struct SentenceSearchTests {
  static let sentence = "昨日友達と寿司を食べてしまいました"

  @Test(arguments: [(80, 24), (40, 15), (200, 60)])
  func aSentenceIsShownSplitWithTheFirstWordSelected(size: (Int, Int)) throws {
    let (_, app) = try TestApp.make(width: size.0, height: size.1)
    try app.send("2/\(Self.sentence)<Enter>")
    assertAppSnapshot(of: app, named: "sentence-first-word-\(size.0)x\(size.1)")
    #expect(app.screen.text.contains("昨日 友達 と 寿司 を"))
    #expect(app.screen.text.contains("for \"昨日\""))
  }

  @Test func theArrowsMoveBetweenWordsAndTheListFollows() throws {
    let (_, app) = try TestApp.make()
    try app.send("2/\(Self.sentence)<Enter>")
    try app.send("<Right>")
    #expect(app.screen.text.contains("for \"友達\""))
    try app.send("<Right><Right><Right>")
    #expect(app.screen.text.contains("for \"を\""))
    try app.send("<Left>")
    #expect(app.screen.text.contains("for \"寿司\""))
    assertAppSnapshot(of: app, named: "sentence-fourth-word-80x24")
    try app.send("<Left><Left><Left><Left><Left>")
    #expect(app.screen.text.contains("for \"昨日\""), "the first word is as far as it goes")
  }

  @Test func enterOpensTheWordAndBackReturnsToTheSameWord() throws {
    let (_, app) = try TestApp.make()
    try app.send("2/\(Self.sentence)<Enter><Right><Right><Right>")
    let before = app.screen.text
    try app.send("<Enter>")
    #expect(app.navigationDump.contains("stack: Words > 寿司"))
    try app.send("<Esc>")
    #expect(app.navigationDump.contains("stack: Words\n"))
    #expect(app.screen.text == before)
  }

  @Test func aClickOnAWordSelectsIt() throws {
    let (_, app) = try TestApp.make()
    try app.send("2/\(Self.sentence)<Enter>")
    try app.click(on: "寿司")
    #expect(app.screen.text.contains("for \"寿司\""))
    #expect(app.navigationDump.contains("stack: Words\n"), "a click selects, it does not open")
  }

  @Test func oneWordAndEnglishAreSearchedAsBefore() throws {
    let (_, app) = try TestApp.make()
    for query in ["食べなかった", "日本", "water", "nihon"] {
      try app.send("2/\(query)<Enter>")
      // The list's header right under the path: no sentence line above it.
      #expect(app.screen.text(ofRow: 2).contains("for \"\(query)\""), "\(query)")
      try app.send("<Esc>")
    }
  }

  @Test func theArrowsAreTheListsWithoutASentence() throws {
    let (_, app) = try TestApp.make()
    try app.send("2/nihon<Enter><Right>")
    #expect(app.navigationDump.contains("stack: Words > 日本"), "Right opens the row as before")
  }
}
