import JapaneseText

/// Makes the bundled dataset from the full KANJIDIC2 and EDICT.
///
/// Keeps the 2,136 Jōyō kanji (grades 1–6 and 8), the common words (JMdict's priority tags,
/// EDICT's (P)) whether they use one of them or none (written in kana, `ありがとう`,
/// `コーヒー`, or with kanji outside the list, `嬉しい`, `飴`), the other words that text
/// uses as often as a word met once in a hundred million (``WordsInUse``: `悪友`, `本末転倒`,
/// `スマホ`, by wordfreq's count of their usual spelling where that count is theirs), topped
/// up with the best-ranked other words until every kanji has at least
/// ``minimumWordsPerKanji`` where the dictionary has that many. Words keep their rank order
/// (most frequent first, by ``WordFrequency``; then common, then shorter). Each kanji's JLPT
/// is its N-level from ``JLPTLevels``.
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
    return makeDataset(
      kanjidic: kanjidic, rankedWords: words, version: edict.version ?? "", frequencies: frequencies,
      jlptLevels: jlptLevels)
  }

  /// Builds the dataset from JMdict's entries (``JamdictDatabase``), ranked by `frequencies`.
  public static func makeDataset(
    kanjidic: KanjidicParser.Result, jmdict words: [Word], version: String, frequencies: WordFrequency,
    jlptLevels: JLPTLevels = JLPTLevels()
  ) -> BundledDataset {
    makeDataset(
      kanjidic: kanjidic, rankedWords: WordRanking.ranked(words, frequencies: frequencies), version: version,
      frequencies: frequencies, jlptLevels: jlptLevels)
  }

  /// Builds the dataset from words already in rank order.
  static func makeDataset(
    kanjidic: KanjidicParser.Result, rankedWords ranked: [Word], version: String, frequencies: WordFrequency,
    jlptLevels: JLPTLevels
  ) -> BundledDataset {
    let joyo = jlptLevels.applied(to: kanjidic.kanji.filter(\.isJoyo))
    let literals = Set(joyo.map(\.literal))
    let variants = BundledDataset.joyoVariants.filter { literals.contains($0.value) }
    let inUse = WordsInUse(commonWords: ranked.filter(\.isCommon), frequencies: frequencies)
    var counts: [String: Int] = [:]
    var chosen = Set<Int>()
    var candidates: [(index: Int, kanji: [String])] = []
    for (index, word) in ranked.enumerated() {
      let kanji = DatasetWordEntry.kanji(of: word, in: literals, variants: variants)
      // A learner meets common kana words as often as kanji ones, and a common word does not
      // become rare because its kanji are not Jōyō (嬉しい, the everyday word for `happy`); nor
      // is a word text uses rare because no priority list took it up (WordsInUse).
      if word.isCommon || inUse.contains(word) {
        chosen.insert(index)
        for literal in kanji { counts[literal, default: 0] += 1 }
      } else if !kanji.isEmpty {
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
