import TermCore
import Testing

@testable import TermUI

@Suite struct TextWrapTests {
  @Test func breaksLatinTextAtSpaces() {
    #expect(TextWrap.lines("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
  }

  @Test func breaksJapaneseBetweenAnyTwoCharacters() {
    #expect(TextWrap.lines("中文語の文章です", width: 6) == ["中文語", "の文章", "です"])
    #expect(TextWrap.lines("中文語の文章です", width: 5) == ["中文", "語の", "文章", "です"])
  }

  @Test func mixesScripts() {
    #expect(TextWrap.lines("村を守る。A village hires", width: 12) == ["村を守る。A", "village", "hires"])
  }

  @Test func keepsTheSpaceBetweenLatinAndJapanese() {
    #expect(TextWrap.lines("of the sun. 中文 means", width: 40) == ["of the sun. 中文 means"])
  }

  @Test func cutsAWordLongerThanTheLine() {
    #expect(TextWrap.lines("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
  }

  @Test func keepsParagraphs() {
    #expect(TextWrap.lines("one\n\ntwo", width: 8) == ["one", "", "two"])
  }

  @Test(arguments: [0, -3])
  func givesNoLinesForNoWidth(width: Int) {
    #expect(TextWrap.lines("text", width: width).isEmpty)
  }

  @Test func neverExceedsTheWidth() {
    let text = "野武士の襲撃に怯える農民たちが、村を守るために七人の侍を雇う。A village hires seven samurai."
    for width in 1...30 {
      for line in TextWrap.lines(text, width: width) {
        #expect(DisplayWidth.of(line) <= max(width, 2), "width \(width): \(line)")
      }
    }
  }
}
