import JapaneseText

extension ConjugationTable {
  /// The table of `word`: of its first spelling that conjugates (the headword first, then
  /// the other spellings and readings: する rather than 為る), as its first verb code, else
  /// its i-adjective, noun-with-する or na-adjective code; nil when it does not conjugate.
  public static func of(_ word: Word) -> ConjugationTable? {
    of(
      headword: word.headword, forms: word.forms, readings: word.readings,
      codes: word.senses.flatMap(\.partsOfSpeech))
  }
}
