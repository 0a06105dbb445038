/// A dictionary word: one whole dictionary entry — its kanji spellings and kana readings,
/// each with its own tags, and its senses.
///
/// ``forms``, ``readings``, ``headword`` and ``reading`` are the plain texts most callers
/// want; ``spellings`` and ``kana`` keep what JMdict says of each one (`oK`, `ateji`, the
/// spellings a reading goes with).
public struct Word: Sendable, Hashable, Codable {
  /// A stable identifier: JMdict's entry number (`ent_seq`) where the source has it, else
  /// the line of the word's first entry in the EDICT file.
  public var id: Int
  /// JMdict's entry number, when the source carries one.
  public var entryID: Int?
  /// Kanji spellings, the usual one first, rare and irregular ones last; empty for kana-only words.
  public var spellings: [Spelling]
  /// Kana readings, the usual one first.
  public var kana: [Reading]
  /// Numbered senses, in dictionary order.
  public var senses: [Sense]
  /// Whether the source marks the word common (a JMdict priority, EDICT's (P)).
  public var isCommon: Bool

  /// Creates a word from its spellings and readings with their tags.
  public init(
    id: Int, entryID: Int? = nil, spellings: [Spelling], kana: [Reading], senses: [Sense], isCommon: Bool
  ) {
    self.id = id
    self.entryID = entryID
    self.spellings = spellings
    self.kana = kana
    self.senses = senses
    self.isCommon = isCommon
  }

  /// Creates a word from plain spellings and readings, without tags.
  public init(id: Int, forms: [String], readings: [String], senses: [Sense], isCommon: Bool) {
    self.init(
      id: id, spellings: forms.map { Spelling($0) }, kana: readings.map { Reading($0) }, senses: senses,
      isCommon: isCommon)
  }

  /// Written forms (kanji spellings), the most usual first; empty for kana-only words.
  public var forms: [String] { spellings.map(\.text) }

  /// Readings in kana, the most usual first.
  public var readings: [String] { kana.map(\.text) }

  /// Whether the word is usually written in kana: `uk` on its first sense, or on all of them.
  public var isUsuallyKana: Bool {
    guard let first = senses.first else { return false }
    return first.tags.contains("uk") || senses.allSatisfy { $0.tags.contains("uk") }
  }

  /// The word as a learner reads it: the first reading for kana words and for words usually
  /// written in kana (`する`, `きれい`), else the usual spelling (``usualForm``).
  public var headword: String {
    if isUsuallyKana, let reading = readings.first { return reading }
    return usualForm ?? readings.first ?? ""
  }

  /// The spelling a learner knows the word by: the first, or when the first has a digit or
  /// no letter, the first common spelling that has a letter and no digit (JMdict heads 百 with
  /// １００, 二十 with ２０, 五月 with ５月, 一万 with １万: a learner knows the word in kanji,
  /// and its page lists them), else the first. nil for a kana-only word.
  public var usualForm: String? {
    guard let first = spellings.first else { return nil }
    if Self.hasLetter(first.text) && !Self.hasDigit(first.text) { return first.text }
    return spellings.first { $0.isCommon && !Self.hasDigit($0.text) && Self.hasLetter($0.text) }?.text ?? first.text
  }

  /// Whether `text` has a digit, ASCII or full-width (`５月`, `１００`).
  static func hasDigit(_ text: String) -> Bool {
    text.unicodeScalars.contains { ("0"..."9").contains($0) || ("０"..."９").contains($0) }
  }

  /// Whether `text` has a letter of any script (a kanji, a kana, a Latin letter), not only
  /// digits and signs (`１００`, `〇`, `○`).
  public static func hasLetter(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
      default: false
      }
    }
  }

  /// The first reading, or an empty string.
  public var reading: String { readings.first ?? "" }

  /// What a list shows beside the headword: the reading, or for a word headed by its kana,
  /// its usual spelling (`きれい  綺麗`).
  public var subheading: String {
    headword == reading ? (usualForm ?? "") : reading
  }

  /// The readings that go with spelling `form`: all but those restricted to other spellings
  /// and those never written with kanji (`nokanji`).
  public func readings(of form: String) -> [String] {
    kana.filter { !$0.noKanji && ($0.spellings.isEmpty || $0.spellings.contains(form)) }.map(\.text)
  }

  /// The short form of this word shown in lists.
  public var summary: WordSummary {
    WordSummary(
      id: id, headword: headword, reading: reading,
      gloss: senses.first?.glosses.joined(separator: "; ") ?? "", isCommon: isCommon, subheading: subheading)
  }
}

/// A kanji spelling of a word, with the tags JMdict gives it.
public struct Spelling: Sendable, Hashable, Codable {
  /// The spelling, `食べる`.
  public var text: String
  /// JMdict's codes for it: `iK`, `oK`, `ateji`, `rK`, `io`, `sK`.
  public var tags: [String]
  /// Whether the source marks this spelling common.
  public var isCommon: Bool

  /// Creates a spelling.
  public init(_ text: String, tags: [String] = [], isCommon: Bool = false) {
    self.text = text
    self.tags = tags
    self.isCommon = isCommon
  }

  /// Whether the spelling is rare or irregular, so shown after the usual ones.
  public var isUnusual: Bool { tags.contains { Self.unusualTags.contains($0) } }

  static let unusualTags: Set<String> = ["iK", "oK", "rK", "sK", "io"]
}

/// A kana reading of a word, with the tags JMdict gives it.
public struct Reading: Sendable, Hashable, Codable {
  /// The reading, `たべる`.
  public var text: String
  /// JMdict's codes for it: `ik`, `ok`, `gikun`, `sk`.
  public var tags: [String]
  /// Whether the source marks this reading common.
  public var isCommon: Bool
  /// Whether the reading is not a reading of the spellings (`re_nokanji`).
  public var noKanji: Bool
  /// The spellings the reading goes with (`re_restr`); empty when it goes with all.
  public var spellings: [String]

  /// Creates a reading.
  public init(
    _ text: String, tags: [String] = [], isCommon: Bool = false, noKanji: Bool = false, spellings: [String] = []
  ) {
    self.text = text
    self.tags = tags
    self.isCommon = isCommon
    self.noKanji = noKanji
    self.spellings = spellings
  }

  /// Whether the reading is irregular or out of date, so shown after the usual ones.
  public var isUnusual: Bool { tags.contains { ["ik", "ok", "sk", "rk"].contains($0) } }
}

/// One meaning of a word.
public struct Sense: Sendable, Hashable, Codable {
  /// Part-of-speech codes as JMdict and EDICT write them (`n`, `vs`, `v5r`, `adj-i`, …).
  public var partsOfSpeech: [String]
  /// Usage codes (`uk` usually kana, `col`, `abbr`).
  public var tags: [String]
  /// Field codes (`comp`, `med`).
  public var fields: [String]
  /// Dialect codes (`ksb`).
  public var dialects: [String]
  /// Notes on the sense (`s_inf`), such as "usu. in the negative".
  public var notes: [String]
  /// The spellings this sense is restricted to (`stagk`); empty when it has all.
  public var onlySpellings: [String]
  /// The readings this sense is restricted to (`stagr`); empty when it has all.
  public var onlyReadings: [String]
  /// Cross-references ("see also"), as JMdict writes them: `丸・まる・1`.
  public var seeAlso: [String]
  /// Antonyms, written as ``seeAlso`` is.
  public var antonyms: [String]
  /// English glosses.
  public var glosses: [String]

  /// Creates a sense.
  public init(
    partsOfSpeech: [String], tags: [String] = [], fields: [String] = [], dialects: [String] = [],
    notes: [String] = [], onlySpellings: [String] = [], onlyReadings: [String] = [], seeAlso: [String] = [],
    antonyms: [String] = [], glosses: [String]
  ) {
    self.partsOfSpeech = partsOfSpeech
    self.tags = tags
    self.fields = fields
    self.dialects = dialects
    self.notes = notes
    self.onlySpellings = onlySpellings
    self.onlyReadings = onlyReadings
    self.seeAlso = seeAlso
    self.antonyms = antonyms
    self.glosses = glosses
  }
}
