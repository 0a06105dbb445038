import Testing

@testable import KanjiKit

/// Which uncommon words the bundled data takes up by their frequency, and which counts it
/// does not trust.
@Suite struct WordsInUseTests {
  /// Common words, as JMdict's priority tags mark them.
  static let common: [Word] = [
    word(1, ["言う"], ["いう"], "v5u", common: true),
    word(2, ["飲む"], ["のむ"], "v5m", common: true),
    word(3, ["取る"], ["とる"], "v5r", common: true),
    word(4, ["大きい"], ["おおきい"], "adj-i", common: true),
    word(5, ["忘れる"], ["わすれる"], "v1", common: true),
    word(6, ["達する"], ["たっする"], "vs-s", common: true),
    word(7, ["同じ"], ["おなじ"], "adj-f", common: true),
    word(8, ["私"], ["わたし"], "pn", common: true),
    word(9, [], ["いらっしゃる"], "v5aru", common: true),
    word(10, ["飽くまでも"], ["あくまでも"], "adv", common: true),
    word(11, [], ["ロバ"], "n", common: true),  // "robber", not the donkey
  ]

  /// Every spelling scores well above the bar unless a test says otherwise.
  static let frequencies = WordFrequency(
    text: [
      "悪友\tあくゆう\t305", "美徳\tびとく\t340", "下線\tかせん\t199",
      "追い詰める\tおいつめる\t415", "\tスマホ\t487", "\tらっしゃる\t500", "\tられる\t600", "飽く迄\tあくまで\t447",
      "言える\tいえる\t522", "飲み\tのみ\t500", "取っ\tとっ\t492", "大き\tおおき\t456", "忘る\tわする\t498",
      "達す\tたっす\t434", "同じる\tおなじる\t546", "私\tわっし\t612", "真面\tまとも\t469", "陳\tちん\t450",
      "\tジョン\t150", "\tぴょん\t300", "駱駝\tらくだ\t262", "駱駝\tラクダ\t320", "梟\tふくろう\t301",
      "梟\tフクロウ\t352", "鰯\tいわし\t420", "鰐\tわに\t344", "鰐\tワニ\t369", "栗鼠\tリス\t421",
      "驢馬\tロバ\t340", "駄目\tダメ\t450",
    ].joined(separator: "\n"))

  static func word(
    _ id: Int, _ forms: [String], _ readings: [String], _ partOfSpeech: String, common: Bool = false,
    tags: [String] = []
  ) -> Word {
    Word(
      id: id, forms: forms, readings: readings,
      senses: [Sense(partsOfSpeech: [partOfSpeech], tags: tags, glosses: ["gloss"])], isCommon: common)
  }

  let inUse = WordsInUse(commonWords: Self.common, frequencies: Self.frequencies)

  @Test(arguments: [
    (["悪友"], ["あくゆう"], "n"), (["美徳"], ["びとく"], "n"), (["追い詰める"], ["おいつめる"], "v1"),
    ([], ["スマホ"], "n"),
  ])
  func takesCompoundsAndLoanwordsTextUses(forms: [String], readings: [String], partOfSpeech: String) {
    #expect(inUse.contains(Self.word(100, forms, readings, partOfSpeech)))
  }

  @Test func leavesWordsBelowTheBar() {
    #expect(!inUse.contains(Self.word(100, ["下線"], ["かせん"], "n")))
    #expect(!inUse.contains(Self.word(100, [], ["ジョン"], "n")))
  }

  @Test func leavesCommonWordsToTheirOwnRule() {
    #expect(!inUse.contains(Self.common[0]))
  }

  @Test(arguments: [
    (["言える"], ["いえる"], "v1"),  // the potential of 言う
    (["飲み"], ["のみ"], "n"),  // 飲む's stem before ます
    (["取っ"], ["とっ"], "pref"),  // 取る's before た
    (["大き"], ["おおき"], "adj-na"),  // 大きい's before い
    (["忘る"], ["わする"], "v5r"),  // its potential is 忘れる
    (["達す"], ["たっす"], "v5s"),  // its past 達した is 達する's
    (["同じる"], ["おなじる"], "v1"),  // counted by its stem, 同じ
  ])
  func leavesFormsOfCommonWords(forms: [String], readings: [String], partOfSpeech: String) {
    #expect(!inUse.contains(Self.word(100, forms, readings, partOfSpeech)))
  }

  @Test func leavesSpellingsWhoseCountIsAnotherWords() {
    // Another reading of a common word's spelling, and a single kanji.
    #expect(!inUse.contains(Self.word(100, ["私"], ["わっし"], "pn")))
    #expect(!inUse.contains(Self.word(100, ["陳"], ["ちん"], "n")))
    // A word usually written in kana is counted by its kana, here too short to trust.
    #expect(!inUse.contains(Self.word(100, ["真面"], ["まとも"], "adj-na", tags: ["uk"])))
  }

  @Test func takesKanaThatAreAWordOfTheirOwn() {
    // The start of a common word is a word of its own; a piece from inside one is not.
    #expect(inUse.contains(Self.word(100, ["飽く迄"], ["あくまで"], "adv", tags: ["uk"])))
    #expect(!inUse.contains(Self.word(100, [], ["らっしゃる"], "v5r")))
    // Short hiragana is as often a piece of other words.
    #expect(!inUse.contains(Self.word(100, [], ["られる"], "v1")))
    #expect(!inUse.contains(Self.word(100, [], ["ぴょん"], "adv")))
  }

  /// A word usually written in kana whose katakana JMdict gives as a reading of no spelling.
  static func animal(_ form: String, _ hiragana: String, _ katakana: String?) -> Word {
    Word(
      id: 100, spellings: [Spelling(form)],
      kana: [Reading(hiragana)] + (katakana.map { [Reading($0, noKanji: true)] } ?? []),
      senses: [Sense(partsOfSpeech: ["n"], tags: ["uk"], glosses: ["gloss"])], isCommon: false)
  }

  @Test func countsAWordUsuallyInKanaByItsKatakanaToo() {
    // らくだ is too short to trust; ラクダ, a reading of no spelling, is the word's own.
    #expect(inUse.contains(Self.animal("駱駝", "らくだ", "ラクダ")))
    #expect(!inUse.contains(Self.animal("駱駝", "らくだ", nil)))
    // A single kanji's count is its compounds' too: only the katakana speaks for it.
    #expect(inUse.contains(Self.animal("梟", "ふくろう", "フクロウ")))
    #expect(!inUse.contains(Self.animal("鰯", "いわし", nil)))
    // An animal's katakana name is its own in two characters too: a tokenizer keeps a run of
    // katakana whole, so ワニ is no piece of a longer word.
    #expect(inUse.contains(Self.animal("鰐", "わに", "ワニ")))
    #expect(inUse.contains(Self.animal("栗鼠", "りす", "リス")))
    // Unless a common word is written so: ロバ "robber" counts there too.
    #expect(!inUse.contains(Self.animal("驢馬", "ろば", "ロバ")))
    // Two katakana that are not a plain noun's name stay too short to trust (an adjectival
    // noun's ダメ).
    let adjectival = Word(
      id: 100, spellings: [Spelling("駄目")], kana: [Reading("だめ"), Reading("ダメ", noKanji: true)],
      senses: [Sense(partsOfSpeech: ["adj-na"], tags: ["uk"], glosses: ["gloss"])], isCommon: false)
    #expect(!inUse.contains(adjectival))
  }
}
