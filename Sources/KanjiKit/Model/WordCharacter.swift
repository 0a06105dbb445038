import JapaneseText

/// One character of a word's headword, resolved to a kanji where the dictionary has it.
///
/// Kana, punctuation and kanji the dictionary lacks stay as plain characters, so a word
/// like `食べる` lists `食`, `べ`, `る` rather than silently dropping the kana.
public struct WordCharacter: Sendable, Hashable {
  /// The character as written in the headword.
  public var character: String
  /// The dictionary kanji for it (through a variant spelling if needed), or nil.
  public var kanji: KanjiSummary?

  /// Creates a character entry.
  public init(character: String, kanji: KanjiSummary?) {
    self.character = character
    self.kanji = kanji
  }

  /// Whether the character is kana.
  public var isKana: Bool { Kana.isKana(character) }
}
