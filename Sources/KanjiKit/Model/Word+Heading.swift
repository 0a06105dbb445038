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

  /// The heading a word's page shows: ``headword`` and ``subheading``, but the usual
  /// spelling first for a word usually written in kana that a learner knows by its kanji
  /// (see ``headsBySpelling(tags:isCommon:firstSenseCodes:)``), as the rows an English search
  /// finds head it: `分かる  わかる`. A word headed in katakana keeps it (ラーメン, not 拉麺).
  public var heading: (headword: String, subheading: String) {
    guard headword == reading, !Kana.isKatakana(reading), let first = spellings.first,
      Self.headsBySpelling(
        tags: first.tags, isCommon: first.isCommon, firstSenseCodes: senses.first?.partsOfSpeech ?? [])
    else { return (headword, subheading) }
    return (first.text, reading)
  }
}
