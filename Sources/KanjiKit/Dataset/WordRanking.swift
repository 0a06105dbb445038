/// The order words are listed in: more frequent first (``WordFrequency``), then common,
/// then shorter headwords (as shown), then by identifier.
public enum WordRanking {
  /// `words` in rank order.
  public static func ranked(_ words: [Word], frequencies: WordFrequency) -> [Word] {
    let keys = words.map { word in
      Edict.RankKey(
        frequency: frequencies.score(forms: word.forms, readings: word.readings), isCommon: word.isCommon,
        length: word.headword.unicodeScalars.count, id: word.id)
    }
    return words.indices.sorted { keys[$0] < keys[$1] }.map { words[$0] }
  }
}
