/// The spellings and readings under which the word tables may list a word, most likely first.
///
/// Every written form with every reading (`学校` `がっこう`), in the word's order; then, for a
/// word written in kana (no written form, a kana headword, or a sense usually written in
/// kana), each reading as its own spelling (`する` `する`). A kanji word is never looked up by
/// its reading alone: homophones (箸, 橋, 端 are all はし) would take each other's data.
enum WordKeys {
  /// The (spelling, reading) pairs to look `word` up by, in order, without repeats.
  static func keys(of word: Word) -> [(spelling: String, reading: String)] {
    var keys: [(spelling: String, reading: String)] = []
    for form in word.forms {
      for reading in word.readings { keys.append((form, reading)) }
    }
    let writtenInKana =
      word.forms.isEmpty || word.readings.contains(word.headword)
      || word.senses.contains { $0.tags.contains("uk") }
    if writtenInKana {
      for reading in word.readings where !word.forms.contains(reading) { keys.append((reading, reading)) }
    }
    return keys
  }
}
