import JapaneseText
import TermCore
import Testing
import UserData

@testable import KanjiApp

/// A starred word's sentence in a row of Account > Starred: shortened around the word to
/// the room the column has, the word always shown.
@Suite struct StarredRowTests {
  static let sushi = StarSentence(before: "昨日友達と寿司を", word: "食べて", after: "しまいました。")!

  @Test(arguments: [
    // Wide enough: the whole sentence (18 characters and the two brackets: 40 columns).
    (40, "昨日友達と寿司を【食べて】しまいました。"),
    // Narrower: after, when it fits, whole and the rest before; else about a third of the
    // room before the word and the rest after, each side cut with `...`.
    (30, "...を【食べて】しまいました。"),
    (20, "...【食べて】しま..."),
    (15, "【食べて】し..."),
    // Only the word fits, then only part of it.
    (10, "【食べて】"),
    (8, "【食..."),
  ])
  func aSentenceIsShortenedAroundItsWord(width: Int, expected: String) {
    let shown = RowFormat.sentence(Self.sushi, width: width)
    #expect(shown == expected)
    #expect(DisplayWidth.of(shown) <= width)
  }

  @Test func aShortSideIsKeptWholeAndTheOtherGetsTheRest() throws {
    let late = try #require(StarSentence(before: "長い長い長い長い長い話を", word: "聞いた", after: "。"))
    #expect(RowFormat.sentence(late, width: 24) == "...長い話を【聞いた】。")
    let early = try #require(StarSentence(before: "", word: "猫", after: "が好きで毎日遊んでいます。"))
    #expect(RowFormat.sentence(early, width: 20) == "【猫】が好きで毎...")
  }

  @Test func theGlossFollowsAWholeSentenceWhenThereIsRoom() {
    #expect(
      RowFormat.starredMeaning(gloss: "to eat", sentence: Self.sushi, width: 60)
        == "昨日友達と寿司を【食べて】しまいました。  to eat")
    // A whole sentence that leaves no room for some of the gloss is shown alone.
    #expect(
      RowFormat.starredMeaning(gloss: "to eat", sentence: Self.sushi, width: 44) == "昨日友達と寿司を【食べて】しまいました。")
    #expect(RowFormat.starredMeaning(gloss: "to eat", sentence: Self.sushi, width: 20) == "...【食べて】しま...")
    #expect(RowFormat.starredMeaning(gloss: "to eat", sentence: nil, width: 20) == "to eat")
  }
}

/// The sentence a star keeps, taken from the segments of a text around its word.
@Suite struct StarSentenceFromSegmentsTests {
  static func segments(_ pieces: [String]) -> [Segment] {
    pieces.map { Segment(surface: $0, kind: $0.count == 1 && !($0.first?.isLetter ?? false) ? .punctuation : .word) }
  }

  @Test func theWordIsKeptAsWrittenBetweenTheRestOfItsSentence() throws {
    let segments = Self.segments(["題名", "\n", "昨日", "寿司", "を", "食べて", "しまった", "。", "次", "。"])
    let sentence = try #require(StarSentence(around: 5, in: segments))
    #expect(sentence == StarSentence(before: "昨日寿司を", word: "食べて", after: "しまった。"))
  }

  @Test func tabsAndControlsBecomeSpaces() throws {
    let segments = Self.segments(["猫", "\t", "が", "\u{7}", "好き"])
    let sentence = try #require(StarSentence(around: 0, in: segments))
    #expect(sentence.after == " が 好き")
  }

  @Test func aWordAloneOnItsLineKeepsNoSentence() {
    let segments = Self.segments(["題名", "\n", "猫", "。"])
    #expect(StarSentence(around: 0, in: segments) == nil)
    #expect(StarSentence(around: 2, in: segments) != nil, "猫。 has its stop")
    #expect(StarSentence(around: 9, in: segments) == nil)
  }
}
