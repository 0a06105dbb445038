/// A dictionary word: every written form and reading of one EDICT headword, with its senses.
public struct Word: Sendable, Hashable, Codable {
  /// A stable identifier: the line of the word's first entry in the EDICT file.
  public var id: Int
  /// Written forms (kanji spellings), the most common first; empty for kana-only words.
  public var forms: [String]
  /// Readings in kana, the most common first.
  public var readings: [String]
  /// Numbered senses, in dictionary order.
  public var senses: [Sense]
  /// Whether EDICT marks the word common (P).
  public var isCommon: Bool

  /// Creates a word.
  public init(id: Int, forms: [String], readings: [String], senses: [Sense], isCommon: Bool) {
    self.id = id
    self.forms = forms
    self.readings = readings
    self.senses = senses
    self.isCommon = isCommon
  }

  /// The word as usually written: the first form; the first reading for kana words, and for
  /// loanwords usually written in katakana (`珈琲` is shown as `コーヒー`).
  public var headword: String {
    if let reading = readings.first, readings.allSatisfy(Kana.isKatakana), senses.first?.tags.contains("uk") == true {
      return reading
    }
    return forms.first ?? readings.first ?? ""
  }

  /// The first reading, or an empty string.
  public var reading: String { readings.first ?? "" }

  /// The short form of this word shown in lists.
  public var summary: WordSummary {
    WordSummary(
      id: id, headword: headword, reading: reading,
      gloss: senses.first?.glosses.joined(separator: "; ") ?? "", isCommon: isCommon)
  }
}

/// One meaning of a word.
public struct Sense: Sendable, Hashable, Codable {
  /// Part-of-speech tags as EDICT writes them (`n`, `vs`, `v5r`, `adj-i`, …).
  public var partsOfSpeech: [String]
  /// Other tags: usage (`uk` usually kana, `col`, `abbr`), field (`comp`, `med`) or dialect.
  public var tags: [String]
  /// English glosses.
  public var glosses: [String]

  /// Creates a sense.
  public init(partsOfSpeech: [String], tags: [String] = [], glosses: [String]) {
    self.partsOfSpeech = partsOfSpeech
    self.tags = tags
    self.glosses = glosses
  }
}
