import CoordinatorsTesting
import Testing

@testable import TermCore

@Suite struct CellBufferTests {
  func buffer(_ width: Int, _ height: Int = 1) -> CellBuffer {
    CellBuffer(size: Size(width: width, height: height))
  }

  @Test func wideGlyphTakesTwoCells() {
    var b = buffer(6)
    let end = b.write("日本", at: Point(x: 1, y: 0))
    #expect(end == 5)
    #expect(b.text(ofRow: 0) == " 日本 ")
    #expect(b[1, 0].isWide)
    #expect(b[2, 0].isContinuation)
    #expect(b.problems().isEmpty)
  }

  @Test func overwritingTheRightHalfBlanksTheWholeGlyph() {
    var b = buffer(4)
    b.write("日本", at: .zero)
    b.write("x", at: Point(x: 1, y: 0))
    #expect(b.text(ofRow: 0) == " x本")
    #expect(b.problems().isEmpty)
  }

  @Test func overwritingTheLeftHalfBlanksTheWholeGlyph() {
    var b = buffer(4)
    b.write("日本", at: .zero)
    b.write("x", at: Point(x: 2, y: 0))
    #expect(b.text(ofRow: 0) == "日x ")
    #expect(b.problems().isEmpty)
  }

  @Test func wideGlyphOverStraddlingWideGlyphs() {
    var b = buffer(6)
    b.write("日本語", at: .zero)
    b.write("山", at: Point(x: 1, y: 0))
    #expect(b.text(ofRow: 0) == " 山 語")
    #expect(b.problems().isEmpty)
  }

  @Test func wideGlyphCutByTheRightClipEdgeBecomesASpace() {
    var b = buffer(8)
    b.fill(b.bounds, with: Cell(.glyph(Glyph(text: "-", width: 1))))
    b.write("日本語", at: .zero, clip: Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(b.text(ofRow: 0) == "日本 ---")
  }

  @Test func wideGlyphCutByTheLeftClipEdgeBecomesASpace() {
    var b = buffer(8)
    b.fill(b.bounds, with: Cell(.glyph(Glyph(text: "-", width: 1))))
    b.write("日本語", at: Point(x: 0, y: 0), clip: Rect(x: 1, y: 0, width: 7, height: 1))
    #expect(b.text(ofRow: 0) == "- 本語--")
  }

  @Test func fillingOverHalfAWideGlyphBlanksItsOtherHalfOutside() {
    var b = buffer(8)
    b.write("日本語x", at: .zero)
    b.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell(.glyph(Glyph(text: "-", width: 1))))
    #expect(b.text(ofRow: 0) == " -- 語x ")
    b.fill(Rect(x: 4, y: 0, width: 1, height: 1))
    #expect(b.text(ofRow: 0) == " --   x ")
    #expect(b.problems().isEmpty)
  }

  @Test func fillingWithAWideGlyphKeepsEveryGlyphWhole() {
    var b = buffer(5)
    b.fill(b.bounds, with: Cell(.glyph(Glyph(text: "日", width: 2))))
    #expect(b.problems().isEmpty)
  }

  @Test func clearBlanksEveryCellAndHidesTheCursor() {
    var b = buffer(4, 2)
    b.write("日本", at: Point(x: 0, y: 1), style: .title)
    b.cursor = Point(x: 1, y: 1)
    b.clear()
    #expect(b == buffer(4, 2))
  }

  @Test func wideGlyphAtTheLastColumnBecomesASpace() {
    var b = buffer(3)
    b.write("ab日", at: .zero)
    #expect(b.text(ofRow: 0) == "ab ")
    #expect(b.problems().isEmpty)
  }

  @Test func combiningMarksAndZWJSequencesStayWithTheirBase() {
    var b = buffer(6)
    b.write("e\u{301}👨‍👩‍👧x", at: .zero)
    #expect(b[0, 0].text == "e\u{301}")
    #expect(b[1, 0].text == "👨‍👩‍👧")
    #expect(b[2, 0].isContinuation)
    #expect(b[3, 0].text == "x")
  }

  @Test func controlCharactersAreDrawnVisibly() {
    var b = buffer(12)
    b.write("a\u{1B}[31mb\u{9B}\u{202E}", at: .zero)
    #expect(b.text(ofRow: 0) == "a^[[31mb\u{FFFD}\u{FFFD}  ")
    for x in 0..<12 { #expect(!b[x, 0].text.unicodeScalars.contains { $0.value < 0x20 }) }
  }

  @Test func textOutsideTheClipRowsIsNotWritten() {
    var b = buffer(4, 3)
    b.write("abcd", at: Point(x: 0, y: 2), clip: Rect(x: 0, y: 0, width: 4, height: 2))
    #expect(b.text == "    \n    \n    ")
  }

  @Test func writingOutsideTheBufferIsHarmless() {
    var b = buffer(2, 2)
    b.write("日本語", at: Point(x: -3, y: 0))
    b.write("x", at: Point(x: 5, y: 5))
    b.write("x", at: Point(x: -1, y: -1))
    b.fill(Rect(x: -5, y: -5, width: 100, height: 100))
    b.box(Rect(x: -1, y: -1, width: 10, height: 10))
    #expect(b.problems().isEmpty)
  }

  @Test func zeroSizeBuffer() {
    var b = buffer(0, 0)
    b.write("日本", at: .zero)
    b.box(b.bounds)
    #expect(b.snapshotText() == "# size=0x0 cursor=hidden\n-- styles: \n")
  }

  @Test func snapshotFormat() {
    var b = buffer(10, 3)
    b.write("日本 abc", at: Point(x: 1, y: 0), style: .title)
    b.write("sel", at: Point(x: 0, y: 1), style: .selected)
    b.horizontalLine(at: Point(x: 0, y: 2), length: 10)
    b.cursor = Point(x: 4, y: 1)
    #expect(
      b.snapshotText() == """
        # size=10x3 cursor=4,1 visible
        | 日本 abc |
        |sel       |
        |──────────|
        -- styles: . normal  s selected  h title  l border  > continuation
        |.h>h>hhhh.|
        |sss.......|
        |llllllllll|

        """)
  }

  @Test func boxDrawsLineCells() {
    var b = buffer(5, 3)
    b.box(b.bounds)
    b.write("日本語", at: Point(x: 1, y: 1), clip: b.bounds.inset(dx: 1, dy: 1))
    assertBufferSnapshot(of: b, named: "box-with-clipped-kanji")
  }

  @Test func restyleKeepsContent() {
    var b = buffer(4)
    b.write("日x", at: .zero, style: .selected)
    b.restyle(b.bounds) { $0.role = .dim }
    #expect(b.text(ofRow: 0) == "日x ")
    #expect(b.styleRow(0) == "d>dd")
  }
}

@Suite struct CellBufferPositionTests {
  @Test func findsTextByTheColumnItStartsAtPastWideGlyphs() {
    var buffer = CellBuffer(size: Size(width: 20, height: 3))
    buffer.write("日本 > 本", at: Point(x: 1, y: 2))
    #expect(buffer.position(of: "本") == Point(x: 3, y: 2))
    #expect(buffer.position(of: "> 本") == Point(x: 6, y: 2))
    #expect(buffer.position(of: "nothing") == nil)
  }
}
