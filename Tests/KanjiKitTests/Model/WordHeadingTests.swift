import Testing

@testable import KanjiKit

/// The heading a word's page shows agrees with the rows an English search finds.
@Suite struct WordHeadingTests {
  private func word(_ spelling: Spelling, reading: String, codes: [String], usuallyKana: Bool = true) -> Word {
    Word(
      id: 1, spellings: [spelling], kana: [Reading(reading, isCommon: true)],
      senses: [Sense(partsOfSpeech: codes, tags: usuallyKana ? ["uk"] : [], glosses: ["gloss"])], isCommon: true)
  }

  @Test func aWordUsuallyInKanaIsHeadedByItsCommonSpelling() {
    let understand = word(Spelling("分かる", isCommon: true), reading: "わかる", codes: ["v5r", "vi"])
    #expect(understand.headword == "わかる")
    #expect(understand.heading == ("分かる", "わかる"))
  }

  @Test func aFunctionWordKeepsItsKana() {
    // `only`: だけ is a particle, which Japanese writes in kana although JMdict gives 丈.
    let only = word(Spelling("丈", isCommon: true), reading: "だけ", codes: ["prt"])
    #expect(only.heading == ("だけ", "丈"))
    let this = word(Spelling("此れ", isCommon: true), reading: "これ", codes: ["pn"])
    #expect(this.heading == ("これ", "此れ"))
  }

  @Test func aRareOrSoundOnlySpellingNeverHeads() {
    let inch = word(Spelling("吋"), reading: "インチ", codes: ["n"])
    #expect(inch.heading == ("インチ", "吋"))
    let coffee = word(Spelling("珈琲", tags: ["ateji"], isCommon: true), reading: "コーヒー", codes: ["n"])
    #expect(coffee.heading == ("コーヒー", "珈琲"))
  }

  @Test func aWordInKatakanaKeepsIt() {
    // JMdict marks 拉麺 common and untagged; Japanese writes ラーメン all the same.
    let ramen = word(Spelling("拉麺", isCommon: true), reading: "ラーメン", codes: ["n"])
    #expect(ramen.heading == ("ラーメン", "拉麺"))
  }

  @Test func aNumberInDigitsDoesNotHeadAWordThatHasKanji() {
    // JMdict lists １００ first for 百 ひゃく; a learner knows the word as 百, and its page
    // lists the kanji 百.
    let hundred = Word(
      id: 1, spellings: [Spelling("１００", isCommon: true), Spelling("百", isCommon: true), Spelling("陌")],
      kana: [Reading("ひゃく", isCommon: true)], senses: [Sense(partsOfSpeech: ["num"], glosses: ["100", "hundred"])],
      isCommon: true)
    #expect(hundred.headword == "百")
    #expect(hundred.heading == ("百", "ひゃく"))
    // Without a common spelling with a letter (零 is not common), the digits stay.
    let zero = Word(
      id: 2, spellings: [Spelling("０", isCommon: true), Spelling("〇", isCommon: true), Spelling("零")],
      kana: [Reading("ゼロ", isCommon: true)], senses: [Sense(partsOfSpeech: ["num"], glosses: ["zero"])],
      isCommon: true)
    #expect(zero.headword == "０")
    #expect(Word.hasLetter("百") && Word.hasLetter("ゼロ") && !Word.hasLetter("１００") && !Word.hasLetter("〇"))
    // JMdict lists ５月 first for 五月 ごがつ, both common: the kanji head it, as 一月 heads
    // January on jisho.org. Without a common spelling free of digits (一等 is not), the first
    // stays.
    let may = Word(
      id: 3, spellings: [Spelling("５月", isCommon: true), Spelling("五月", isCommon: true)],
      kana: [Reading("ごがつ", isCommon: true)], senses: [Sense(partsOfSpeech: ["n"], glosses: ["May"])],
      isCommon: true)
    #expect(may.headword == "五月")
    #expect(may.usualForm == "五月")
    let first = Word(
      id: 4, spellings: [Spelling("１等", isCommon: true), Spelling("一等")],
      kana: [Reading("いっとう", isCommon: true)], senses: [Sense(partsOfSpeech: ["n"], glosses: ["first class"])],
      isCommon: true)
    #expect(first.headword == "１等")
    #expect(Word.hasDigit("５月") && Word.hasDigit("1月") && !Word.hasDigit("五月"))
  }

  @Test func aPlantOrAnimalIsHeadedByItsKatakanaName() {
    // JMdict gives 梟 (not common) the reading フクロウ with no kanji: the name Japanese writes.
    let owl = Word(
      id: 1, spellings: [Spelling("梟")], kana: [Reading("ふくろう"), Reading("フクロウ", noKanji: true)],
      senses: [Sense(partsOfSpeech: ["n"], tags: ["uk"], glosses: ["owl"])], isCommon: false)
    #expect(owl.heading == ("フクロウ", "梟"))
    // A common spelling still heads (兎, not ウサギ); so does a katakana reading of another
    // sound never; a word that is not a noun keeps its kana (ちょっと, not チョット), and so does
    // a colloquial one (がき).
    let rabbit = Word(
      id: 2, spellings: [Spelling("兎", isCommon: true)], kana: [Reading("うさぎ"), Reading("ウサギ", noKanji: true)],
      senses: [Sense(partsOfSpeech: ["n"], tags: ["uk"], glosses: ["rabbit"])], isCommon: true)
    #expect(rabbit.heading == ("兎", "うさぎ"))
    let other = Word(
      id: 3, spellings: [Spelling("梟")], kana: [Reading("ふくろう"), Reading("フクロ", noKanji: true)],
      senses: [Sense(partsOfSpeech: ["n"], tags: ["uk"], glosses: ["owl"])], isCommon: false)
    #expect(other.heading == ("ふくろう", "梟"))
    let bit = Word(
      id: 4, spellings: [Spelling("一寸", tags: ["ateji"])], kana: [Reading("ちょっと"), Reading("チョット", noKanji: true)],
      senses: [Sense(partsOfSpeech: ["adv"], tags: ["uk"], glosses: ["a little"])], isCommon: true)
    #expect(bit.heading == ("ちょっと", "一寸"))
    let brat = Word(
      id: 5, spellings: [Spelling("餓鬼")], kana: [Reading("がき"), Reading("ガキ", noKanji: true)],
      senses: [Sense(partsOfSpeech: ["n"], tags: ["uk", "col"], glosses: ["brat"])], isCommon: false)
    #expect(brat.heading == ("がき", "餓鬼"))
  }

  @Test func aWordWrittenInKanjiKeepsItsHeading() {
    let eat = word(Spelling("食べる", isCommon: true), reading: "たべる", codes: ["v1"], usuallyKana: false)
    #expect(eat.heading == ("食べる", "たべる"))
  }

  @Test func aSpellingARowWasHeadedByHeadsThePage() {
    let raise = Word(
      id: 1, spellings: [Spelling("上げる", isCommon: true), Spelling("揚げる", isCommon: true)],
      kana: [Reading("あげる", isCommon: true)],
      senses: [
        Sense(partsOfSpeech: ["v1"], glosses: ["to raise"]),
        Sense(partsOfSpeech: ["v1"], onlySpellings: ["揚げる"], glosses: ["to deep-fry"]),
      ], isCommon: true)
    #expect(raise.heading(spelling: "揚げる") == ("揚げる", "あげる"))
    #expect(raise.headingSpelling("揚げる") == "揚げる")
    // The usual heading, no spelling, or one the word lacks: the usual heading, nothing kept.
    #expect(raise.heading(spelling: "上げる") == ("上げる", "あげる"))
    #expect(raise.headingSpelling("上げる") == nil)
    #expect(raise.heading(spelling: nil) == ("上げる", "あげる"))
    #expect(raise.heading(spelling: "食べる") == ("上げる", "あげる"))
    #expect(raise.headingSpelling("食べる") == nil)
  }

  @Test func aSpellingsOwnSensesComeFirstThenSharedThenOthers() {
    let senses = [
      Sense(partsOfSpeech: ["v1"], glosses: ["to raise"]),
      Sense(partsOfSpeech: ["v1"], onlySpellings: ["挙げる"], glosses: ["to arrest"]),
      Sense(partsOfSpeech: ["v1"], onlySpellings: ["揚げる"], glosses: ["to deep-fry"]),
      Sense(partsOfSpeech: ["v1"], glosses: ["to give"]),
    ]
    let ordered = Word.senses(senses, headedBy: "揚げる", onlySpellings: \.onlySpellings)
    #expect(ordered.map(\.offset) == [2, 0, 3, 1])
    #expect(Word.senses(senses, headedBy: nil, onlySpellings: \.onlySpellings).map(\.offset) == [0, 1, 2, 3])
  }
}
