import Testing

@testable import TermNcurses

@Suite struct CellCharactersTests {
  @Test func anEmojiZWJSequenceIsDrawnAsItsFirstEmojiWithoutALoneJoiner() {
    #expect(NcursesTerminal.cellCharacters(of: "👨\u{200D}👩\u{200D}👧") == ["👨"])
  }

  @Test func combiningMarksStayWithTheirBaseUpToWhatACellHolds() {
    #expect(NcursesTerminal.cellCharacters(of: "e\u{301}") == ["e", "\u{301}"])
    let many = "e" + String(repeating: "\u{301}", count: 6)
    #expect(NcursesTerminal.cellCharacters(of: many).count == 5)
  }

  @Test func aFlagIsItsFirstRegionalIndicator() {
    #expect(NcursesTerminal.cellCharacters(of: "🇯🇵").first == "🇯")
  }
}
