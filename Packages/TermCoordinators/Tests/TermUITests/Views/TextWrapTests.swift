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

  @Test func aClosingMarkNeverStartsALine() {
    // The glyph before the full stop goes down with it.
    #expect(TextWrap.lines("寿司を食べた。", width: 12) == ["寿司を食べ", "た。"])
    // Marks in a row go down together, with the glyph before them.
    #expect(TextWrap.lines("あああ。」", width: 8) == ["ああ", "あ。」"])
    #expect(TextWrap.lines("ああああ。」", width: 8) == ["あああ", "あ。」"])
    // Small kana stay with the kana before them.
    #expect(TextWrap.lines("言った", width: 2) == ["言", "っ", "た"], "a line one glyph wide cannot help it")
    #expect(TextWrap.lines("はい言った", width: 6) == ["はい", "言った"])
  }

  @Test func anOpeningMarkNeverEndsALine() {
    #expect(TextWrap.lines("彼は「はい」と言った", width: 6) == ["彼は", "「は", "い」と", "言った"])
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
