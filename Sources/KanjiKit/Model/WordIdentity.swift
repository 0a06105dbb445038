/// What names a word whichever dictionary it is in: its spelling and reading, and to tell
/// homographs apart (生, 方), the entry's other spellings and readings and its first gloss.
///
/// A word's ``Word/id`` belongs to one dictionary file: the bundled data's are JMdict entry
/// numbers, an import of Debian's EDICT numbers its words by line. What the learner keeps
/// (stars, history, saved screens, the review log) keeps this beside the id, so that
/// ``DictionaryStore/resolve(_:)`` finds the same word in another dictionary.
public struct WordIdentity: Hashable, Sendable, Codable {
  /// The usual spelling, or the kana of a word written only in kana (`食べる`, `する`).
  public var spelling: String
  /// The first reading that goes with ``spelling`` (`たべる`).
  public var reading: String
  /// Every spelling and reading of the entry, spellings first; empty when not known (a word
  /// named only by a review log).
  public var variants: [String]
  /// The first gloss of the first sense; empty when not known.
  public var gloss: String

  /// An identity from its parts.
  public init(spelling: String, reading: String, variants: [String] = [], gloss: String = "") {
    self.spelling = spelling
    self.reading = reading
    self.variants = variants
    self.gloss = gloss
  }

  /// The identity of `word`: its usual spelling (its reading when it has none), the first
  /// reading that goes with that spelling, as a review names it.
  public init(word: Word) {
    let spelling = word.forms.first ?? word.reading
    self.init(
      spelling: spelling, reading: word.readings(of: spelling).first ?? word.reading,
      variants: word.forms + word.readings, gloss: word.senses.first?.glosses.first ?? "")
  }

  /// The word as a list names it when no dictionary has it: `食べる【たべる】`, or the kana
  /// alone for a word written in kana.
  public var text: String {
    spelling == reading || reading.isEmpty ? spelling : "\(spelling)【\(reading)】"
  }

  /// ``variants`` as one column value (joined by U+001F, as the dictionary's lists are).
  public var variantsText: String { variants.joined(separator: String(DictionarySchema.separator)) }

  /// ``variants`` from their column value.
  public static func variants(fromText text: String) -> [String] { DictionarySchema.list(text) }
}

extension Word {
  /// What names this word in any dictionary (see ``WordIdentity``).
  public var identity: WordIdentity { WordIdentity(word: self) }
}
