import Testing

@testable import KanjiKit

@Suite struct SearchQueryTests {
  @Test func classifiesKanjiText() {
    let query = SearchQuery(" 日本 ")
    #expect(query.written == "日本")
    #expect(query.readings.isEmpty && query.english == nil)
  }

  @Test func classifiesKanaAsReadings() {
    #expect(SearchQuery("ニホン").readings == ["にほん"])
    #expect(SearchQuery("にほん").written == nil)
  }

  @Test func triesLatinTextAsEnglishAndRomaji() {
    let query = SearchQuery("mizu")
    #expect(query.english == "mizu")
    #expect(query.readings == ["みず"])
    #expect(query.readingsComplete)
    #expect(SearchQuery("water").english == "water")
    #expect(!SearchQuery("water").readingsComplete)
    #expect(SearchQuery("xyz").readings.isEmpty)
  }

  @Test func emptyTextListsEverything() {
    #expect(SearchQuery("   ").isEmpty)
  }
}

@Suite struct SearchQueryBadInputTests {
  @Test func dropsControlCharactersSoNoEscapeReachesTheScreen() {
    #expect(SearchQuery("a\u{1B}[31mb").text == "a[31mb")
    #expect(SearchQuery("\u{7}\u{0}").isEmpty)
    #expect(SearchQuery("\u{9B}水").text == "水")
  }

  @Test func keepsOnlyTheFirstCharacters() {
    #expect(SearchQuery(String(repeating: "x", count: 10_000)).text.count == SearchQuery.maximumLength)
    #expect(SearchQuery(String(repeating: "\u{1B}", count: 10_000) + "mizu").isEmpty)
  }
}
