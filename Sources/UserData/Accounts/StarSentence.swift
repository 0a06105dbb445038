import KanjiKit

/// The sentence a word was starred from, with the word as it stood in it: `食べて` in
/// `昨日友達と寿司を食べてしまいました`, not only the dictionary form the star names.
///
/// It is kept in three parts (what comes before the word, the word, what comes after), so the
/// word can be set off wherever the sentence is shown, even when the same text occurs twice
/// in it.
public struct StarSentence: Hashable, Sendable {
  /// The text before the word (may be empty).
  public let before: String
  /// The word as written in the sentence (`食べて`); never empty.
  public let word: String
  /// The text after the word (may be empty).
  public let after: String

  /// A sentence with `word` between `before` and `after`; nil when `word` is empty (there
  /// would be nothing to set off).
  public init?(before: String, word: String, after: String) {
    guard !word.isEmpty else { return nil }
    self.before = before
    self.word = word
    self.after = after
  }

  /// The whole sentence, unmarked.
  public var text: String { before + word + after }

  /// The sentence with the word between `open` and `close`: `昨日友達と寿司を【食べて】しまいました`
  /// with the defaults, the mark the word pages' examples use.
  public func marked(open: String = "【", close: String = "】") -> String {
    before + open + word + close + after
  }
}

/// A starred kanji or word and, for a word starred from a sentence, that sentence.
public struct Star: Hashable, Sendable {
  /// The kanji or word.
  public let item: HistoryItem
  /// The sentence it was starred from (the latest one, when it was starred from several);
  /// nil when it was starred from its page or a list.
  public let sentence: StarSentence?
  /// What names a starred word in any dictionary, when it is known: how a word the
  /// dictionary in use lacks is listed.
  public let identity: WordIdentity?

  /// Creates a star.
  public init(item: HistoryItem, sentence: StarSentence? = nil, identity: WordIdentity? = nil) {
    self.item = item
    self.sentence = sentence
    self.identity = identity
  }
}
