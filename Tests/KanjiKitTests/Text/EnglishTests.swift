import Testing

@testable import KanjiKit

@Suite struct EnglishTests {
  @Test func keyDropsNotesAndTheInfinitive() {
    #expect(English.key("to eat (something)") == "eat")
    #expect(English.key("Water (esp. cool or cold)") == "water")
    #expect(English.key("to") == "to")
  }

  @Test func matchMakesTheLastWordAPrefix() {
    #expect(English.match("big do", column: "english", wholeWords: false) == "english : (\"big\" AND \"do\"*)")
    #expect(English.match("water", column: "english", wholeWords: true) == "english : (\"water\")")
    #expect(English.match("  ", column: "english", wholeWords: true) == nil)
  }
}
