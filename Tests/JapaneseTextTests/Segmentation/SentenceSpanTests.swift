import Testing

@testable import JapaneseText

@Suite struct SentenceSpanTests {
  /// Segments from `text` split at `|`: one-character pieces that are not letters are
  /// punctuation, the rest words.
  static func segments(_ text: String) -> [Segment] {
    text.split(separator: "|", omittingEmptySubsequences: false).map { piece in
      let isMark = piece.count == 1 && !(piece.first?.isLetter ?? false)
      return Segment(surface: String(piece), kind: isMark ? .punctuation : .word)
    }
  }

  /// The sentence around the first segment that is `word`, its surfaces joined.
  static func sentence(of word: String, in text: String, limit: Int = SentenceSpan.defaultLimit) throws -> String {
    let segments = segments(text)
    let index = try #require(segments.firstIndex { $0.surface == word })
    let range = SentenceSpan.range(around: index, in: segments, limit: limit)
    #expect(range.contains(index))
    return segments[range].map(\.surface).joined()
  }

  @Test(arguments: [
    // The stop ends the sentence and stays with it; the next one starts after it.
    ("食べて", "昨日|友達|と|寿司|を|食べて|しまいました|。|今日|は|雨|。", "昨日友達と寿司を食べてしまいました。"),
    ("雨", "昨日|友達|と|寿司|を|食べて|しまいました|。|今日|は|雨|。", "今日は雨。"),
    // Closing brackets after a stop belong to the sentence before; `？！` is one end.
    ("行く", "本当|？|！|」|彼|は|行く|の|？", "彼は行くの？"),
    // A stop inside brackets does not end the sentence that holds them.
    ("言った", "「|寿司|を|食べた|。|」|と|言った|。|次", "「寿司を食べた。」と言った。"),
    ("食べた", "「|寿司|を|食べた|。|」|と|言った|。|次", "「寿司を食べた。」と言った。"),
    // A line break ends a sentence even without a stop; spaces at the ends are dropped.
    ("猫", "題名|\n|\u{3000}|猫|が|好き|\n|犬", "猫が好き"),
    ("犬", "猫|が|好き|\n|犬", "犬"),
    // An ASCII full stop ends a sentence only before a space or the end: not in `6.3`.
    ("Swift", "Swift| |6|.|3| |です|.| |次", "Swift 6.3 です."),
    // A text without any stop is one sentence.
    ("を", "寿司|を|食べて", "寿司を食べて"),
  ])
  func findsTheSentenceAroundAWord(word: String, text: String, expected: String) throws {
    #expect(try Self.sentence(of: word, in: text) == expected)
  }

  @Test func aLongSentenceKeepsTheWordsNearestTheWordOnBothSides() throws {
    let text =
      (1...30).map { "前\($0)" }.joined(separator: "|") + "|語|" + (1...30).map { "後\($0)" }.joined(separator: "|")
    let sentence = try Self.sentence(of: "語", in: text, limit: 21)
    #expect(sentence.count <= 21)
    #expect(sentence.contains("前30語後1"))
    // Both sides keep about as much (each piece is 2 or 3 characters).
    let halves = sentence.split(separator: "語")
    #expect(halves.count == 2)
    #expect(abs(halves[0].count - halves[1].count) <= 3)
  }

  @Test func aWordLongerThanTheLimitIsKeptAlone() throws {
    #expect(try Self.sentence(of: "ながいことば", in: "前|ながいことば|後", limit: 3) == "ながいことば")
  }

  @Test func anIndexOutsideTheSegmentsGivesAnEmptyRange() {
    #expect(SentenceSpan.range(around: 5, in: Self.segments("a|b")).isEmpty)
  }
}
