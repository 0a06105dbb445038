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

  @Test func givesAKanasKeysByItsFirstTwoScalars() throws {
    let lexicon = try lexicon()
    let keys = try lexicon.keys(startingWith: KeyStart("し", "ま"))
    #expect(keys.count > 5)
    #expect(try keys.count < lexicon.keys(startingWith: "し").count / 10)
    for index in 0..<keys.count {
      #expect(KeyStart("し", "ま").contains(keys.key(at: index)))
      if index > 0 { #expect(keys.key(at: index - 1).lexicographicallyPrecedes(keys.key(at: index))) }
    }
    #expect(keys.index(of: "しまう") != nil)
    #expect(keys.index(of: "し") != nil)
    #expect(try self.lexicon().keys(startingWith: KeyStart("し", nil)).count == 1)
    // A kanji's keys come whole, whatever its second scalar.
    #expect(try lexicon.keys(startingWith: KeyStart("食", "ま")).index(of: "食べる") != nil)
    let batch = try lexicon.keys(startingWith: [KeyStart("し", "ま"), KeyStart("食", "べ"), KeyStart("し", "ま")])
    let kanji = try lexicon.keys(startingWith: "食").count
    #expect(batch.map(\.count) == [keys.count, kanji, keys.count])
  }

  @Test func readsAllOfAKanasKeysOnceATextMeetsManyOfItsStarts() throws {
    let lexicon = try lexicon()
    let all = try self.lexicon().keys(startingWith: "か").count
    let few = try lexicon.keys(startingWith: [KeyStart("か", "ん"), KeyStart("か", "い")])
    #expect(few.allSatisfy { $0.count < all / 4 })
    let many = try lexicon.keys(startingWith: "あうえおきくけこさしすせそたちつてとなに".unicodeScalars.map { KeyStart("か", $0) })
    #expect(many.map(\.count) == Array(repeating: all, count: many.count))
    // What was answered before is answered alike: a start names the same keys every time.
    #expect(try lexicon.keys(startingWith: KeyStart("か", "ん")).count == few[0].count)
    // And the text is split as with every key of its first characters.
    let text = "彼は会社に帰ってから買い物に行かなかった。"
    let narrow = try Segmenter(lexicon: lexicon).segments(of: text)
    let whole = try Segmenter(lexicon: WholeBucketLexicon(lexicon: self.lexicon())).segments(of: text)
    #expect(narrow.map(\.surface) == whole.map(\.surface))
    #expect(narrow.map(\.entryID) == whole.map(\.entryID))
  }

  /// The dictionary's lexicon with every key of a first scalar for any key start, as it was
  /// read before kana were read by their first two scalars.
  private struct WholeBucketLexicon: Lexicon {
    let lexicon: DictionaryLexicon

    func keys(startingWith first: Unicode.Scalar) throws -> LexiconKeys { try lexicon.keys(startingWith: first) }
    func keys(startingWith start: KeyStart) throws -> LexiconKeys { try lexicon.keys(startingWith: start.first) }
    func entries(exactly texts: Set<String>) throws -> [String: [LexiconEntry]] {
      try lexicon.entries(exactly: texts)
    }
  }

  @Test func splitsAsWhenEveryKeyOfAFirstCharacterWasRead() throws {
    let narrow = Segmenter(lexicon: try lexicon())
    let whole = Segmenter(lexicon: WholeBucketLexicon(lexicon: try lexicon()))
    for text in [
      "昨日友達と寿司を食べてしまいました。", "今日は雨が降っていますが、明日は晴れるでしょう。", "先生がおっしゃったことを忘れてしまった。",
      "見てる", "来た", "来ない", "寝ちゃった", "重すぎて持てない", "書いた手紙を読んでみた", "しまった！", "行かなきゃならない",
      "コーヒーを飲みながら新聞を読む", "三匹の猫と10人の子供", "いたします", "かもしれない", "お茶を入れましょうか",
      "ゆっくり歩いて帰りました", "日本語が分かりませんでした",
    ] {
      let a = try narrow.segments(of: text)
      let b = try whole.segments(of: text)
      #expect(a.map(\.surface) == b.map(\.surface), "\(text)")
      #expect(a.map(\.entryID) == b.map(\.entryID), "\(text)")
      #expect(a.map(\.inflections) == b.map(\.inflections), "\(text)")
    }
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

  @Test func findsAFormByWhereItIsInItsKeysAsByItsText() throws {
    let lexicon = try lexicon()
    let keys = try lexicon.keys(startingWith: [KeyStart("食", "べ"), KeyStart("た", "べ")])
    #expect(keys.allSatisfy { $0.source >= 0 })
    let texts = ["食べる", "食べ物", "たべる", "食"]
    var forms = try texts.map { text in
      let keys = keys[text.hasPrefix("た") ? 1 : 0]
      return LexiconForm(text: text, source: keys.source, index: try #require(keys.index(of: text)))
    }
    // A number of another lexicon's keys (or none) is looked up by its text.
    forms.append(LexiconForm(text: "食べる", source: keys[1].source, index: 0))
    forms.append(LexiconForm(text: "たべる", source: -1, index: 0))
    let byText = try lexicon.entries(exactly: Set(texts))
    let found = try lexicon.entries(of: forms)
    #expect(found.count == forms.count)
    for (form, entries) in zip(forms, found) {
      #expect(!entries.isEmpty, "\(form.text)")
      #expect(entries == byText[form.text], "\(form.text)")
    }
    #expect(found[0].first?.id == 1_358_280 && found[0].first?.reading == "たべる")
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
