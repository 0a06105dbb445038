import JapaneseText

extension Word {
  /// Tags of a spelling that no learner should be shown as the word's head: irregular,
  /// outdated, rarely used or search-only kanji (為る of する is `oK`), and kanji chosen for
  /// their sound alone (`ateji`: 珈琲 of コーヒー), which say nothing of the word.
  static let unshownSpellingTags: Set<String> = ["iK", "oK", "rK", "sK", "ateji"]

  /// JMdict's parts of speech of function words: particles, conjunctions, auxiliaries, the
  /// copula, interjections, pronouns and pre-noun adjectivals. Japanese writes these in kana
  /// whatever kanji the dictionary gives them (だけ, not 丈; これ, not 此れ; その, not 其の).
  static let functionWordCodes: Set<String> = [
    "prt", "conj", "aux", "aux-v", "aux-adj", "cop", "cop-da", "int", "pn", "adj-pn",
  ]

  /// Whether a word usually written in kana is shown headed by its first spelling instead:
  /// JMdict marks that spelling common and none of ``unshownSpellingTags``, and the first
  /// sense is not a function word's. A learner who looks up `understand` is shown 分かる with
  /// わかる beside it, as the entry and jisho.org head it, and learns the word's kanji;
  /// `only` shows だけ, `inch` インチ (吋 is not common).
  static func headsBySpelling(tags: [String], isCommon: Bool, firstSenseCodes: [String]) -> Bool {
    isCommon && !tags.contains(where: unshownSpellingTags.contains)
      && !firstSenseCodes.contains(where: functionWordCodes.contains)
  }

  /// The katakana a noun usually written in kana is headed by when its first spelling is not
  /// one to head it by (``headsBySpelling(tags:isCommon:firstSenseCodes:)``): a reading JMdict
  /// gives it that goes with no spelling (`re_nokanji`), in katakana, the same sound as the
  /// kana headword. JMdict gives such a reading to the names of plants and animals, which
  /// Japanese writes in katakana (フクロウ, not ふくろう or 梟; シマウマ, イルカ), and to other
  /// things often so written (セリフ); only a plain noun is so headed, its first sense a noun
  /// with no tag but `uk`: an adjectival noun (めちゃくちゃ) and a colloquial, slang or
  /// derogatory word (がき, くそじじい) keep their hiragana. Nil for any other word.
  static func katakanaName(
    headword: String, firstSenseCodes: [String], firstSenseTags: [String], noKanjiReadings: [String]
  ) -> String? {
    guard firstSenseCodes.contains("n"), firstSenseCodes.allSatisfy(plainNounCodes.contains),
      firstSenseTags.allSatisfy({ $0 == "uk" }), Kana.isKana(headword), Kana.hiragana(headword) == headword
    else { return nil }
    return noKanjiReadings.first { Kana.isKatakana($0) && Kana.hiragana($0) == headword }
  }

  /// This word's katakana name, if it is a plant, an animal or another plain noun Japanese
  /// writes in katakana (``katakanaName(headword:firstSenseCodes:firstSenseTags:noKanjiReadings:)``).
  var katakanaName: String? {
    Self.katakanaName(
      headword: headword, firstSenseCodes: senses.first?.partsOfSpeech ?? [], firstSenseTags: senses.first?.tags ?? [],
      noKanjiReadings: kana.filter(\.noKanji).map(\.text))
  }

  /// The parts of speech of a plain noun: a noun, which may take の (`adj-no`: 山羊の乳).
  static let plainNounCodes: Set<String> = ["n", "adj-no"]

  /// The heading a word's page shows: ``headword`` and ``subheading``, but the usual
  /// spelling first for a word usually written in kana that a learner knows by its kanji
  /// (see ``headsBySpelling(tags:isCommon:firstSenseCodes:)``), as the rows an English search
  /// finds head it: `分かる  わかる`, and a plant or animal by its katakana name
  /// (``katakanaName(headword:firstSenseCodes:firstSenseTags:noKanjiReadings:)``: `フクロウ  梟`). A word headed
  /// in katakana keeps it (ラーメン, not 拉麺).
  public var heading: (headword: String, subheading: String) {
    guard headword == reading, !Kana.isKatakana(reading), let first = spellings.first else {
      return (headword, subheading)
    }
    let codes = senses.first?.partsOfSpeech ?? []
    if Self.headsBySpelling(tags: first.tags, isCommon: first.isCommon, firstSenseCodes: codes) {
      return (first.text, reading)
    }
    if let name = katakanaName {
      return (name, subheading)
    }
    return (headword, subheading)
  }

  /// The heading of the word as `spelling`, one of its spellings a row was headed by (揚げる,
  /// which JMdict gives `to deep-fry` alone, of 上げる's entry): that spelling, and the
  /// reading that goes with it, as the row showed them. ``heading`` when `spelling` is nil or
  /// is not a spelling of the word.
  public func heading(spelling: String?) -> (headword: String, subheading: String) {
    guard let spelling, spelling != heading.headword, forms.contains(spelling) else { return heading }
    return (spelling, readings(of: spelling).first ?? reading)
  }

  /// `senses` with their places in the entry, in the order a word headed by `spelling` lists
  /// them: the senses JMdict gives that spelling alone (`onlySpellings`), then those of every
  /// spelling, then those of other spellings alone (揚げる of 上げる: `to deep-fry` first); in
  /// the entry's order when `spelling` is nil. Generic over how a sense is held (``Sense``, or
  /// `kanji lookup`'s JSON).
  public static func senses<S>(
    _ senses: [S], headedBy spelling: String?, onlySpellings: (S) -> [String]
  ) -> [(offset: Int, element: S)] {
    let numbered = senses.enumerated().map { (offset: $0.offset, element: $0.element) }
    guard let spelling else { return numbered }
    let own = numbered.filter { onlySpellings($0.element).contains(spelling) }
    let shared = numbered.filter { onlySpellings($0.element).isEmpty }
    let others = numbered.filter { !onlySpellings($0.element).isEmpty && !onlySpellings($0.element).contains(spelling) }
    return own + shared + others
  }

  /// `spelling` when ``heading(spelling:)`` heads the word by it, else nil: what a route to
  /// the word's page keeps.
  public func headingSpelling(_ spelling: String?) -> String? {
    let shown = heading(spelling: spelling)
    return shown.headword == heading.headword ? nil : shown.headword
  }
}
