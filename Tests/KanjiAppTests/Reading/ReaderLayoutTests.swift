import JapaneseText
import Testing

@testable import KanjiApp

@Suite struct ReaderLayoutTests {
  static func words(_ surfaces: String...) -> [Segment] {
    surfaces.map { Segment(surface: $0, kind: $0 == "\n" || $0 == "。" ? .punctuation : .word) }
  }

  @Test func aWordThatDoesNotFitStartsTheNextLine() {
    // 今日 (4 columns) は (2) 雨 (2): 8 columns in a width of 7.
    let layout = ReaderLayout(segments: Self.words("今日", "は", "雨"), width: 7)
    #expect(layout.lines.map { $0.map(\.text) } == [["今日", "は"], ["雨"]])
    #expect(layout.lineOfSegment == [0, 0, 1])
  }

  @Test func closingPunctuationTakesTheWordBeforeItToTheNextLine() {
    // 雨 が 降る fill the 8 columns; 。 does not fit, and 降る goes down with it.
    let layout = ReaderLayout(segments: Self.words("雨", "が", "降る", "。"), width: 8)
    #expect(layout.lines.map { $0.map(\.text) } == [["雨", "が"], ["降る", "。"]])
    #expect(layout.lineOfSegment == [0, 0, 1, 1])
  }

  @Test func aLineFeedEndsALine() {
    let layout = ReaderLayout(segments: Self.words("雨", "。", "\n", "猫"), width: 40)
    #expect(layout.lines.map { $0.map(\.text) } == [["雨", "。"], ["猫"]])
    #expect(layout.lineOfSegment == [0, 0, 0, 1])
  }

  @Test func aWordWiderThanALineIsCutByCharacters() {
    let layout = ReaderLayout(segments: Self.words("かもしれない"), width: 6)
    #expect(layout.lines.map { $0.map(\.text) } == [["かもし"], ["れない"]])
    #expect(layout.lines.allSatisfy { $0.reduce(0) { $0 + $1.width } <= 6 })
  }

  @Test func clicksFindTheSegmentUnderThem() {
    let layout = ReaderLayout(segments: Self.words("今日", "は"), width: 20)
    #expect(layout.segment(atLine: 0, column: 3) == 0)
    #expect(layout.segment(atLine: 0, column: 4) == 1)
    #expect(layout.segment(atLine: 0, column: 6) == nil)
    #expect(layout.segment(atLine: 1, column: 0) == nil)
  }
}
