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
