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

  /// Kana beside Latin letters or digits is a written form, and JMdict writes its letters
  /// and digits full-width: `Tシャツ` is Ｔシャツ, `X線` Ｘ線; `ＣＤ` typed full-width is too.
  @Test func kanaBesideLettersIsAWrittenFormInFullWidth() {
    #expect(SearchQuery("Tシャツ").written == "Ｔシャツ")
    #expect(SearchQuery("Tシャツ").english == nil)
    #expect(SearchQuery("X線").written == "Ｘ線")
    #expect(SearchQuery("ＣＤ").written == "ＣＤ")
    #expect(SearchQuery("CD").written == nil)
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
  /// The trimming the query did before it looked at the text's two ends: built through
  /// reversed views.
  static func trimmedByReversing(_ text: String) -> String {
    String(
      text.prefix(SearchQuery.maximumLength).drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
        .reversed())
  }

  @Test(arguments: [
    "", " ", "   ", "\u{3000}日本\u{3000}", " mizu ", "a b", "  a  b  ", "\n\u{00A0}e\u{301} \u{2003}",
    "x\u{3000}", "\u{3000}\u{3000}", String(repeating: " ", count: 70) + "late",
    String(repeating: "y", count: 63) + "  z", "水 ", " 🇯🇵 ",
  ])
  func trimsAsTheReversedViewsDid(text: String) {
    #expect(SearchQuery(text).text == Self.trimmedByReversing(text))
  }
}
