import Foundation
import JapaneseText
import Testing

@testable import KanjiKit

/// Which entry the segmenter takes among words written alike, over the bundled dictionary:
/// the everyday one, as the words around it say (JMdict's entry numbers).
@Suite struct DictionaryLexiconHomographTests {
  // The bundled dataset is found relative to the package; a missing one fails each test's #require.
  static let store: DictionaryStore? = try? DictionaryStore.inMemory(bundled: BundledData.datasetURL())

  /// The entry of the word `surface` in `text`.
  private func entry(_ surface: String, in text: String) throws -> Int? {
    let segmenter = Segmenter(lexicon: DictionaryLexicon(store: try #require(Self.store)))
    return try segmenter.segments(of: text).first { $0.surface == surface }?.entryID
  }

  @Test(arguments: [
    ("憂鬱になる", "なる", 1_375_610),  // 成る "to become", not 生る "to bear fruit" (1611000)
    ("ネコがいる", "いる", 1_577_980),  // 居る "to be", not 要る "to be needed" (1546640)
    ("お金がいらない", "いらない", 1_546_640),  // 要る: a godan form 居る has not
    ("本当にそう思う", "そう", 2_137_720),  // そう "so"
    ("そう言った", "そう", 2_137_720),
    ("雨が降りそうだ", "そうだ", 1_006_610),  // そう "seeming"
    ("彼は生れた", "生れた", 1_378_690),  // 生まれる, not 生る's potential
    ("彼は生れた", "彼", 1_483_070),  // かれ, not あれ (usually written in kana)
    ("言った通りだ", "通り", 1_432_920),  // 通り とおり
    ("計画通りに終わった", "通り", 1_432_930),  // 通り どおり (予定通り is a word of its own)
    ("駅から歩く", "から", 1_002_980),  // the particle, not 空 から
    ("駅に着いた", "着いた", 1_422_970),  // 着く つく "to arrive", not 履く はく written 着く
    ("秋が来た", "秋", 1_332_650),  // 秋 あき "autumn", not 時 とき written 秋
    ("米を食べる", "米", 1_508_750),  // 米 こめ "rice", not メートル (1132570), whose ateji it is
    ("大事な事を忘れた", "事", 1_313_580),  // こと, usually written in kana, its kanji no ateji
    ("指および手", "および", 1_228_140),  // 及び "and", not 指, whose out-dated reading it is
    ("俺がおりました", "おりました", 1_577_985),  // おる "to be", not 俺, whose out-dated reading おり is
  ])
  func takesTheEverydayEntry(text: String, surface: String, expected: Int) throws {
    #expect(try entry(surface, in: text) == expected)
  }
}
