import Foundation
import Testing

@testable import KanjiKit

/// The word search on the bundled dictionary: what a learner types finds the word meant.
@Suite struct DictionaryStoreWordSearchTests {
  static let store: DictionaryStore? = try? DictionaryStore.inMemory(bundled: BundledData.datasetURL())

  private func top(_ text: String) throws -> WordSummary? {
    let store = try #require(Self.store)
    let list = try store.wordList(matching: text)
    return try store.rows(of: list, in: 0..<1).first
  }

  @Test(arguments: [
    ("tabemasu", "食べる"), ("たべた", "食べる"), ("食べました", "食べる"), ("行った", "行く"), ("飲んだ", "飲む"),
    ("高くない", "高い"), ("勉強した", "勉強"), ("shimbun", "新聞"), ("koohii", "コーヒー"), ("kohi", "コーヒー"),
    ("kōhī", "コーヒー"), ("tokyo", "東京"), ("tookyoo", "東京"), ("toukyou", "東京"), ("see", "見る"),
    ("go", "行く"), ("eat", "食べる"), ("kyou", "今日"), ("denki", "電気"), ("コーヒー", "コーヒー"),
    ("Tシャツ", "Ｔシャツ"), ("Ｔシャツ", "Ｔシャツ"),
    // A reading JMdict marks out of date (奴 read しゃつ, `ok`) comes after a word read so.
    ("シャツ", "シャツ"), ("しゃつ", "シャツ"), ("shatsu", "シャツ"), ("いんえん", "因縁"),
  ])
  func findsTheWordMeantFirst(query: String, headword: String) throws {
    #expect(try top(query)?.headword == headword)
  }

  /// `kanji lookup` keeps five rows: they must be the Words list's first five, which read each
  /// source as deep as it reads it (`to close`: 閉じる is the 14th commonest word glossed
  /// `close`, and was missed when each source was read five deep).
  @Test(arguments: ["to close", "close", "kaku", "かく", "日"])
  func aShortListIsTheStartOfTheWholeOne(query: String) throws {
    let store = try #require(Self.store)
    let whole = try #require(try store.wordList(matching: query).hits)
    let short = try #require(try store.wordList(matching: query, limit: 5).hits)
    #expect(short == Array(whole.prefix(5)))
  }

  @Test func saysHowAnInflectedFormMatched() throws {
    #expect(try top("食べなかった")?.matchNote == "past, negative of 食べる")
    #expect(try top("tabemasu")?.matchNote == "polite of 食べる")
    #expect(try top("食べる")?.matchNote == nil)
  }

  @Test func aWordUsuallyInKanaIsHeadedByTheSpellingTyped() throws {
    // おいしい is usually written in kana, so kana queries list it by its kana…
    #expect(try top("おいしい")?.headword == "おいしい")
    // …but a search in kanji shows the spelling searched for, and says so in its note.
    let typed = try top("美味しかった")
    #expect(typed?.headword == "美味しい")
    #expect(typed?.subheading == "おいしい")
    #expect(typed?.matchNote == "past of 美味しい")
  }

  @Test func headingBySpellingLeavesOtherRowsAlone() {
    var kana = WordSummary(id: 1, headword: "する", reading: "する", gloss: "to do", isCommon: true, subheading: "為る")
    DictionaryStore.headBySpelling(&kana, ifTyped: "suru")
    #expect(kana.headword == "する")
    DictionaryStore.headBySpelling(&kana, ifTyped: "食べ")
    #expect(kana.headword == "する")
    DictionaryStore.headBySpelling(&kana, ifTyped: "為")
    #expect(kana.headword == "為る")
    #expect(kana.subheading == "する")
  }

  @Test func anEnglishQueryHeadsAWordUsuallyInKanaByItsSpelling() throws {
    // わかる is usually written in kana; looked up in English it is shown as its entry and
    // jisho.org head it, 分かる, with the kana beside it…
    let english = try top("understand")
    #expect(english?.headword == "分かる")
    #expect(english?.subheading == "わかる")
    // …while its kana, and its romaji (a reading), keep the kana typed.
    #expect(try top("わかる")?.headword == "わかる")
    #expect(try top("wakaru")?.headword == "わかる")
    // A spelling JMdict marks outdated (為る of する, `oK`) never heads a row, nor one it does
    // not mark common (吋 of インチ, 先 of さっき).
    #expect(try top("to do")?.headword == "する")
    #expect(try top("inch")?.headword == "インチ")
    #expect(try top("a moment ago")?.headword == "さっき")
    // A function word keeps its kana, as Japanese writes it: `only` is だけ (丈 in JMdict).
    let only = try top("only")
    #expect(only?.headword == "だけ")
    #expect(only?.subheading == "丈")
  }

  /// A written query heads its rows by the spelling it met, not the entry's first: 聴く is a
  /// spelling of 聞く, 揚げた the past of 揚げる, a spelling of 上げる.
  @Test func aWrittenQueryHeadsTheRowByTheSpellingItMet() throws {
    let listened = try top("聴く")
    #expect(listened?.headword == "聴く")
    #expect(listened?.subheading == "きく")
    let fried = try top("揚げた")
    #expect(fried?.headword == "揚げる")
    #expect(fried?.matchNote == "past of 揚げる")
    #expect(try top("聞く")?.headword == "聞く")
  }

  @Test func headingByTheSpellingMetKeepsTheReadingBeside() {
    var kanji = WordSummary(
      id: 1, headword: "聞く", reading: "きく", gloss: "to hear", isCommon: true, subheading: "きく")
    DictionaryStore.head(&kanji, bySpelling: "聴く")
    #expect(kanji.headword == "聴く")
    #expect(kanji.subheading == "きく")
    var kana = WordSummary(
      id: 2, headword: "おいしい", reading: "おいしい", gloss: "delicious", isCommon: true, subheading: "美味しい")
    DictionaryStore.head(&kana, bySpelling: "美味しい")
    #expect(kana.headword == "美味しい")
    #expect(kana.subheading == "おいしい")
  }

  /// A row found by a sense JMdict gives for some spellings alone is headed by the first of
  /// them: `deep-fry` is 揚げる, a sense of the entry headed 上げる.
  @Test func aSenseOfSomeSpellingsAloneHeadsTheRowByThem() throws {
    let fried = try top("deep-fry")
    #expect(fried?.headword == "揚げる")
    #expect(fried?.subheading == "あげる")
    #expect(fried?.gloss == "to deep-fry")
    // The entry's other senses keep its heading.
    #expect(try top("to raise")?.headword == "上げる")
  }

  @Test func headingByARestrictedSpellingKeepsTheReadingBeside() {
    var kanji = WordSummary(
      id: 1, headword: "上げる", reading: "あげる", gloss: "to raise", isCommon: true, subheading: "あげる")
    DictionaryStore.head(&kanji, by: SpelledSense(spellings: ["揚げる"], glosses: "to deep-fry"))
    #expect(kanji.headword == "揚げる")
    #expect(kanji.subheading == "あげる")
    #expect(kanji.gloss == "to deep-fry")
    // A row headed by one of them already stays as it is.
    DictionaryStore.head(&kanji, by: SpelledSense(spellings: ["挙げる", "揚げる"], glosses: "to fry"))
    #expect(kanji.headword == "揚げる")
    #expect(kanji.gloss == "to deep-fry")
    var kana = WordSummary(id: 2, headword: "かける", reading: "かける", gloss: "to hang", isCommon: true, subheading: "掛ける")
    DictionaryStore.head(&kana, by: SpelledSense(spellings: ["賭ける"], glosses: "to bet"))
    #expect(kana.headword == "賭ける")
    #expect(kana.subheading == "かける")
  }

  @Test func headingByUsualLeavesKanaOnlyWordsAlone() {
    var kana = WordSummary(id: 1, headword: "ドッグフード", reading: "ドッグフード", gloss: "dog food", isCommon: true)
    DictionaryStore.head(&kana, byUsual: "ドッグフード")
    #expect(kana.headword == "ドッグフード")
    var usual = WordSummary(id: 2, headword: "きれい", reading: "きれい", gloss: "pretty", isCommon: true, subheading: "綺麗")
    DictionaryStore.head(&usual, byUsual: "綺麗")
    #expect(usual.headword == "綺麗")
    #expect(usual.subheading == "きれい")
    // A plant or animal takes its katakana name, its kanji still beside it.
    var animal = WordSummary(id: 3, headword: "ふくろう", reading: "ふくろう", gloss: "owl", isCommon: false, subheading: "梟")
    DictionaryStore.head(&animal, byUsual: "フクロウ")
    #expect(animal.headword == "フクロウ")
    #expect(animal.subheading == "梟")
  }

  /// An English query heads a word usually written in kana by its kanji, as jisho.org does;
  /// so does English that also reads as romaji when a word's gloss is it (`giraffe`: 麒麟, not
  /// きりん). A word headed in katakana keeps it (`ramen`: ラーメン, not 拉麺), an animal whose
  /// kanji is not common takes its katakana name (`owl`: フクロウ, not ふくろう), and romaji and
  /// kana that only name a reading keep the kana typed.
  @Test(arguments: [
    ("pretty", "綺麗"), ("giraffe", "麒麟"), ("ramen", "ラーメン"), ("kirei", "きれい"), ("きれい", "きれい"),
    ("owl", "フクロウ"), ("camel", "ラクダ"), ("ふくろう", "ふくろう"),
  ])
  func anEnglishQueryHeadsRowsByKanji(query: String, headword: String) throws {
    #expect(try top(query)?.headword == headword)
  }

  @Test func suggestsTheClosestSpellingsWhenNothingMatches() throws {
    let store = try #require(Self.store)
    // `shinbunn` (n doubled) is read as しんぶん and found; a swap of two letters is not.
    #expect(try top("shinbunn")?.headword == "新聞")
    let list = try store.wordList(matching: "shimbnu")
    #expect(list.count == 0)
    #expect(list.suggestions.contains { $0.headword == "新聞" })
    #expect(try store.wordList(matching: "shinbun").suggestions.isEmpty)
  }

  @Test(arguments: [
    String(repeating: "あ", count: 10_000), String(repeating: "x", count: 10_000), "!!!???", "   ", "😀😀",
    "e\u{301}\u{301}",
    "\u{FFFD}", "a\u{0}b", "日本😀ご", "\"*:(OR", "NEAR(a b)", "ー", "っ", "n'", "'",
  ])
  func oddInputGivesResultsOrNothingQuickly(text: String) throws {
    let store = try #require(Self.store)
    let start = Date()
    let list = try store.wordList(matching: text)
    _ = try store.rows(of: list, in: 0..<min(list.count, 30))
    #expect(Date().timeIntervalSince(start) < 2, "\(text.prefix(20)) took too long")
  }
}
