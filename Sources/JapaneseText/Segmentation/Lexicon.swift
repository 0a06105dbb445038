/// The dictionary as ``Segmenter`` sees it: which texts are spellings or readings of entries.
///
/// `KanjiKit` implements it over the dictionary's database; tests give a few words in
/// memory. A segmentation asks for the keys of the first two scalars at each position of a
/// piece of text together (``KeyStart``) (and walks them itself, byte by byte, for the words at each position and for
/// stems with endings), then ``entries(exactly:)`` once for the forms it found that it had
/// not met before.
public protocol Lexicon {
  /// The spellings and readings whose first scalar is `first`, sorted by their bytes.
  func keys(startingWith first: Unicode.Scalar) throws -> LexiconKeys

  /// The spellings and readings of `start` (``KeyStart/contains(_:)``), sorted by their
  /// bytes: what a walk from a text's position can meet. A lexicon may give more of the keys
  /// of `start.first` than these, even all of them, when that costs it less.
  func keys(startingWith start: KeyStart) throws -> LexiconKeys

  /// The keys of each of `starts`, in their order: what `keys(startingWith:)` gives for
  /// each, asked at once (a lexicon that reads them from a database reads them together).
  func keys(startingWith starts: [KeyStart]) throws -> [LexiconKeys]

  /// The entries whose spelling or reading is exactly each of `texts`, by that text; a text
  /// that is no spelling or reading has no key.
  func entries(exactly texts: Set<String>) throws -> [String: [LexiconEntry]]

  /// The entries of each of `forms`, in their order: what ``entries(exactly:)`` gives for
  /// each form's text. A lexicon whose keys have a ``LexiconKeys/source`` finds them by it
  /// and the key's index, without looking the text up again.
  func entries(of forms: [LexiconForm]) throws -> [[LexiconEntry]]
}

extension Lexicon {
  /// The keys of `start`, taken from those of its first scalar.
  public func keys(startingWith start: KeyStart) throws -> LexiconKeys {
    let all = try keys(startingWith: start.first)
    return LexiconKeys(sortedKeys: (0..<all.count).map { all.key(at: $0) }.filter(start.contains).map(Array.init))
  }

  /// The entries of each of `forms`, looked up by their texts.
  public func entries(of forms: [LexiconForm]) throws -> [[LexiconEntry]] {
    let found = try entries(exactly: Set(forms.map(\.text)))
    return forms.map { found[$0.text] ?? [] }
  }

  /// The keys of each of `starts`, asked one at a time.
  public func keys(startingWith starts: [KeyStart]) throws -> [LexiconKeys] {
    try starts.map { try keys(startingWith: $0) }
  }

  /// What starts `text`: the starts that are spellings or readings, and the longest start
  /// that begins one.
  public func prefixes(of text: Substring) throws -> LexiconPrefixes {
    var answer = LexiconPrefixes(longest: 0, wordLengths: [])
    guard let first = text.unicodeScalars.first else { return answer }
    let keys = try keys(startingWith: first)
    var range = keys.all
    for character in text {
      range = keys.narrowing(range, by: character.utf8)
      guard !range.isEmpty else { break }
      answer.longest += 1
      if keys.isKey(range) { answer.wordLengths.append(answer.longest) }
    }
    return answer
  }
}

/// The starts of a text that a ``Lexicon`` knows.
public struct LexiconPrefixes: Sendable, Equatable {
  /// The length in characters of the longest start of the text that begins some spelling or
  /// reading (is one, or a prefix of one); 0 when none starts with its first character.
  public var longest: Int
  /// The lengths, shortest first, of the starts that are spellings or readings themselves.
  public var wordLengths: [Int]

  /// Creates the answer for one text.
  public init(longest: Int, wordLengths: [Int]) {
    self.longest = longest
    self.wordLengths = wordLengths
  }
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
  /// Whether the word is written in kana: usually (JMdict's `uk` on its first sense), or for
  /// want of a kanji spelling. A set phrase of this kind met in kanji is more likely other
  /// words (今日は is 今日 + は, not こんにちは).
  public var isUsuallyKana: Bool
  /// How many senses it has. Of two entries a text spells or reads alike, the one with more
  /// senses is the everyday word (なる: 成る "to become", eight senses, before 生る "to bear
  /// fruit", one), as the search weighs kana queries; their ranks cannot tell them apart, being
  /// the frequency of the same text.
  public var senses: Int
  /// Whether it was found by a kanji spelling that is not its own usual one (its headword),
  /// as 着く is for 履く はく "to put on": a spelling that is another word's usual one is
  /// mostly that word (着く つく "to arrive"). For a word usually written in kana, whose
  /// kanji are all less usual, only its ateji (米 of メートル, beside 米 こめ "rice").
  public var isVariantSpelling: Bool
  /// Whether it was found by a reading JMdict marks out-dated, rarely used or for search only
  /// (`ok`, `rk`, `sk`: よね of 米, なんだ of 涙, くし of 酒), or by the reading of a less usual
  /// spelling only (くし of 虫歯, read so as 齲歯). Its rank is that of its usual reading and
  /// spelling, which the kana text seldom means.
  public var isUnusualReading: Bool

  /// Creates an entry.
  public init(
    id: Int, rank: Int, reading: String, partsOfSpeech: [String], isUsuallyKana: Bool = false, senses: Int = 1,
    isVariantSpelling: Bool = false, isUnusualReading: Bool = false
  ) {
    self.id = id
    self.rank = rank
    self.reading = reading
    self.partsOfSpeech = partsOfSpeech
    self.isUsuallyKana = isUsuallyKana
    self.senses = senses
    self.isVariantSpelling = isVariantSpelling
    self.isUnusualReading = isUnusualReading
  }
}
