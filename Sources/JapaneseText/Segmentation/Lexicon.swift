/// The dictionary as ``Segmenter`` sees it: which texts are spellings or readings of entries.
///
/// `KanjiKit` implements it over the dictionary's database; tests give a few words in
/// memory. A segmentation asks ``longestPrefix(of:)`` once per position of the text, then
/// ``entries(exactly:)`` once for every candidate word of the text together.
public protocol Lexicon {
  /// The length in characters of the longest start of `text` that begins some entry's
  /// spelling or reading (is one, or a prefix of one); 0 when no entry starts with `text`'s
  /// first character.
  func longestPrefix(of text: Substring) throws -> Int

  /// The entries whose spelling or reading is exactly each of `texts`, by that text; a text
  /// that is no spelling or reading has no key.
  func entries(exactly texts: Set<String>) throws -> [String: [LexiconEntry]]
}

/// One dictionary entry that a spelling or reading belongs to.
public struct LexiconEntry: Sendable, Hashable {
  /// The entry's stable identifier (JMdict's entry number).
  public var id: Int
  /// Its place in the dictionary's frequency order: 0 for the most frequent word.
  public var rank: Int
  /// The kana reading of the text it was found by: the text itself when that is a reading.
  public var reading: String
  /// The JMdict part-of-speech codes of all its senses (`v5k`, `n`, `prt`, `ctr`, …).
  public var partsOfSpeech: [String]
  /// Whether the word is usually written in kana (JMdict's `uk` on its first sense): a set
  /// phrase of this kind met in kanji is more likely other words (今日は is 今日 + は, not
  /// こんにちは).
  public var isUsuallyKana: Bool

  /// Creates an entry.
  public init(id: Int, rank: Int, reading: String, partsOfSpeech: [String], isUsuallyKana: Bool = false) {
    self.id = id
    self.rank = rank
    self.reading = reading
    self.partsOfSpeech = partsOfSpeech
    self.isUsuallyKana = isUsuallyKana
  }
}
