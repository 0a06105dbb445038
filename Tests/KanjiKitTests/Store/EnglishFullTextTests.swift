import JapaneseText
import Testing

@testable import KanjiKit

/// The full-text expressions an English search sends to SQLite.
@Suite struct EnglishFullTextTests {
  @Test func matchMakesTheLastWordAPrefix() {
    #expect(English.match("big do", column: "english", wholeWords: false) == "english : (\"big\" AND \"do\"*)")
    #expect(English.match("water", column: "english", wholeWords: true) == "english : (\"water\")")
    #expect(English.match("  ", column: "english", wholeWords: true) == nil)
  }
}
