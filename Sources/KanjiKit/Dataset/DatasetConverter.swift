import JapaneseText

/// Makes the bundled dataset from the full KANJIDIC2 and EDICT.
///
/// Keeps the 2,136 Jōyō kanji (grades 1–6 and 8), the common EDICT words (marked (P)) that
/// use one of them, and the common words that use none: those written in kana (`ありがとう`,
/// `コーヒー`) and those whose kanji are outside the list (`嬉しい`, `飴`), topped up
/// with the best-ranked other words until every kanji has at least ``minimumWordsPerKanji``
/// where EDICT has that many. Words keep their rank order (most frequent first, by
/// ``WordFrequency``; then common, then shorter). Each kanji's JLPT is its N-level from
/// ``JLPTLevels``.
public enum DatasetConverter {
  /// The fewest words each kanji should have.
  public static let minimumWordsPerKanji = 3

  /// Builds the dataset from EDICT.
  public static func makeDataset(
    kanjidic: KanjidicParser.Result, edict: Edict, frequencies: WordFrequency = WordFrequency(),
    jlptLevels: JLPTLevels = JLPTLevels()
  ) -> BundledDataset {
    var edict = edict
    edict.characterRanks = Edict.characterRanks(of: kanjidic.kanji)
    edict.frequencies = frequencies
    let words = edict.rankedGroups().map(edict.word(at:))
    return makeDataset(kanjidic: kanjidic, rankedWords: words, version: edict.version ?? "", jlptLevels: jlptLevels)
  }

  /// Builds the dataset from JMdict's entries (``JamdictDatabase``), ranked by `frequencies`.
  public static func makeDataset(
    kanjidic: KanjidicParser.Result, jmdict words: [Word], version: String, frequencies: WordFrequency,
    jlptLevels: JLPTLevels = JLPTLevels()
  ) -> BundledDataset {
    makeDataset(
      kanjidic: kanjidic, rankedWords: WordRanking.ranked(words, frequencies: frequencies), version: version,
      jlptLevels: jlptLevels)
  }

  /// Builds the dataset from words already in rank order.
  static func makeDataset(
    kanjidic: KanjidicParser.Result, rankedWords ranked: [Word], version: String, jlptLevels: JLPTLevels
  ) -> BundledDataset {
    let joyo = jlptLevels.applied(to: kanjidic.kanji.filter(\.isJoyo))
    let literals = Set(joyo.map(\.literal))
    let variants = BundledDataset.joyoVariants.filter { literals.contains($0.value) }
    var counts: [String: Int] = [:]
    var chosen = Set<Int>()
    var candidates: [(index: Int, kanji: [String])] = []
    for (index, word) in ranked.enumerated() {
      let kanji = DatasetWordEntry.kanji(of: word, in: literals, variants: variants)
      guard !kanji.isEmpty else {
        // A learner meets common kana words as often as kanji ones, and a common word does not
        // become rare because its kanji are not Jōyō (嬉しい, the everyday word for `happy`).
        if word.isCommon { chosen.insert(index) }
        continue
      }
      if word.isCommon {
        chosen.insert(index)
        for literal in kanji { counts[literal, default: 0] += 1 }
      } else {
        candidates.append((index, kanji))
      }
    }
    for candidate in candidates where candidate.kanji.contains(where: { counts[$0, default: 0] < minimumWordsPerKanji })
    {
      chosen.insert(candidate.index)
      for literal in candidate.kanji { counts[literal, default: 0] += 1 }
    }
    let words = ranked.indices.filter(chosen.contains).map { ranked[$0] }
    return BundledDataset(
      kanjidicVersion: kanjidic.versionAndDate ?? "", edictVersion: version, kanji: joyo, words: words,
      variants: variants)
  }
}
