import Testing

@testable import KanjiApp

/// Every count a screen shows, at 0, 1 and 2: "1 stroke", never "1 strokes".
@Suite struct CountPhraseTests {
  @Test(arguments: [
    (0, "0 strokes", "0 words", "0 matches", "0 entries", "0 kanji"),
    (1, "1 stroke", "1 word", "1 match", "1 entry", "1 kanji"),
    (2, "2 strokes", "2 words", "2 matches", "2 entries", "2 kanji"),
  ])
  func countsAgreeWithTheirNouns(
    n: Int, strokes: String, words: String, matches: String, entries: String, kanji: String
  ) {
    #expect(CountPhrase.strokes(n) == strokes)
    #expect(CountPhrase.words(n) == words)
    #expect(CountPhrase.matches(n) == matches)
    #expect(CountPhrase.entries(n) == entries)
    #expect(CountPhrase.kanji(n) == kanji)
  }

  @Test func aCutOffCountIsPluralEvenAtOne() {
    #expect(CountPhrase.words(1, more: true) == "1+ words")
    #expect(CountPhrase.matches(200, more: true) == "200+ matches")
  }
}
