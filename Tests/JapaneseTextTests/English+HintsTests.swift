import Testing

@testable import JapaneseText

/// The words of a query's note that say which sense is meant, as the ranking compares them.
@Suite struct EnglishHintsTests {
  @Test func aNotesWordsAreCutToTheirStems() {
    #expect(English.hintStems("cold (illness)") == ["illne"])
    #expect(English.hintStems("(Humble) to say") == ["humbl"])
  }

  @Test func shortWordsAndWordsOutsideTheNoteNameNothing() {
    #expect(English.hintStems("cold").isEmpty)
    #expect(English.hintStems("letter (of a)").isEmpty)
    #expect(English.hintStems("to have (used for people and animals)") == ["used", "peopl", "anima"])
  }

  @Test func aGlossesWordsHaveTheSameStems() {
    // `illnesses` of 風邪's sense meets `illness` of the query.
    #expect(English.stems("(common) cold\u{1F}inflammatory respiratory system illnesses").contains("illne"))
    #expect(English.stems("Honorific or respectful (sonkeigo) language").contains("honor"))
  }
}
