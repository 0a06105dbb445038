import JapaneseText

extension ConjugationTable {
  /// The table of `word`: of its first spelling that conjugates (the headword first, then
  /// the other spellings and readings: する rather than 為る), as its first verb code, else
  /// its i-adjective, noun-with-する or na-adjective code; nil when it does not conjugate.
  /// A page headed by one of the word's spellings (揚げる of 上げる) conjugates that one first.
  public static func of(_ word: Word, spelling: String? = nil) -> ConjugationTable? {
    of(
      headword: word.headingSpelling(spelling) ?? word.headword, forms: word.forms, readings: word.readings,
      codes: word.senses.flatMap(\.partsOfSpeech))
  }
}
