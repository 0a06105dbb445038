import Foundation
import JapaneseText
import Testing

@testable import KanjiKit

/// The dictionary as the segmenter's lexicon, and the segmenter over it, on the bundled data.
@Suite struct DictionaryLexiconTests {
  // The bundled dataset is found relative to the package; a missing one fails each test's #require.
  static let store: DictionaryStore? = try? DictionaryStore.inMemory(bundled: BundledData.datasetURL())

  private func lexicon() throws -> DictionaryLexicon {
    DictionaryLexicon(store: try #require(Self.store))
  }

  private func segments(_ text: String) throws -> [Segment] {
    try Segmenter(lexicon: try lexicon()).segments(of: text)
  }

  @Test func findsTheWordsThatStartAText() throws {
    let lexicon = try lexicon()
    // 食 and 食べ物 are words, 食べ only begins some (食べる): none begins 食べ物を.
    #expect(try lexicon.prefixes(of: "食べ物を食べた") == LexiconPrefixes(longest: 3, wordLengths: [1, 3]))
    #expect(try lexicon.prefixes(of: "🎌日本").longest == 0)
    #expect(try lexicon.prefixes(of: "\u{D7FF}").longest == 0)
    #expect(try lexicon.prefixes(of: "") == LexiconPrefixes(longest: 0, wordLengths: []))
  }

  @Test func givesTheKeysOfAFirstCharacterInByteOrder() throws {
    let lexicon = try lexicon()
    let keys = try lexicon.keys(startingWith: "た")
    #expect(keys.count > 100)
    for index in 1..<keys.count {
      #expect(keys.key(at: index - 1).lexicographicallyPrecedes(keys.key(at: index)))
    }
    #expect(keys.index(of: "たべる") != nil)
    #expect(keys.index(of: "食べる") == nil)
    #expect(try lexicon.keys(startingWith: "食").index(of: "食べる") != nil)
    #expect(try lexicon.keys(startingWith: "\u{D7FF}").count == 0)
  }

  @Test func readsTheEntriesOfManyTextsAtOnce() throws {
    // More texts than one batch of details holds: each is found with its entries.
    let lexicon = try lexicon()
    let keys = try lexicon.keys(startingWith: "か")
    let texts = (0..<min(keys.count, 700)).map { String(decoding: keys.key(at: $0), as: UTF8.self) }
    #expect(texts.count > 512)
    let found = try lexicon.entries(exactly: Set(texts))
    #expect(texts.allSatisfy { found[$0]?.isEmpty == false })
    #expect(try lexicon.entries(exactly: ["たべる"])["たべる"]?.contains { $0.id == 1_358_280 } == true)
  }

  @Test func findsSpellingsAndReadingsExactly() throws {
    let found = try lexicon().entries(exactly: ["食べる", "たべる", "食べるx"])
    let bySpelling = try #require(found["食べる"]?.first)
    #expect(bySpelling.id == 1_358_280)
    #expect(bySpelling.reading == "たべる")
    #expect(bySpelling.partsOfSpeech.contains("v1"))
    #expect(found["たべる"]?.contains { $0.id == 1_358_280 } == true)
    #expect(found["食べるx"] == nil)
  }

  @Test func givesTheReadingOfTheSpellingFound() throws {
    // 人 is read ひと, にん and じん, each its own entry; each entry gives its own reading.
    let readings = Set(try lexicon().entries(exactly: ["人"])["人"]?.map(\.reading) ?? [])
    #expect(readings.isSuperset(of: ["ひと", "にん"]))
  }

  @Test func splitsTheIssuesSentence() throws {
    let words = try segments("昨日友達と寿司を食べてしまいました").map { $0.dictionaryForm ?? "" }
    #expect(words == ["昨日", "友達", "と", "寿司", "を", "食べる", "しまう"])
  }

  @Test(arguments: [
    ("おっしゃった", "おっしゃる"), ("いたします", "いたす"), ("わかった", "わかる"), ("分かった", "分かる"),
    ("食べちゃった", "食べる"), ("見てる", "見る"), ("かもしれない", "かもしれない"),
    ("なければならない", "なければならない"), ("じゃない", "じゃない"),
  ])
  func readsSpeechHonorificsAndExpressions(text: String, form: String) throws {
    let segments = try segments(text)
    #expect(segments.count == 1)
    #expect(segments.first?.dictionaryForm == form)
    #expect(segments.first?.entryID != nil)
  }

  @Test func readsCountersAfterNumbers() throws {
    let segments = try segments("三匹と10人と２０２４年")
    #expect(segments.map(\.surface) == ["三", "匹", "と", "10", "人", "と", "２０２４", "年"])
    #expect(segments[1].reading == "ひき")
    #expect(segments[4].reading == "にん")
    #expect(segments[7].reading == "ねん")
    #expect(segments[3].entryID == nil && segments[3].kind == .number)
  }

  @Test func keepsTextTheDictionaryLacksAsItIs() throws {
    let text = "ｘｙｚとSwiftで🎌！"
    let segments = try segments(text)
    #expect(segments.map(\.surface).joined() == text)
    #expect(segments.first { $0.surface == "Swift" }?.entryID == nil)
    #expect(segments.last?.kind == .punctuation)
  }
}
