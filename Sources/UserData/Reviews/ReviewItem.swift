import KanjiKit

/// What a review is of: a kanji, or a word with the spelling and reading the learner saw.
///
/// A word is kept by its dictionary entry (the star's key) and by its spelling and reading,
/// so that the log still says which word it was when the dictionary's entries change, and so
/// that an exported log can be read into another dictionary.
public enum ReviewItem: Hashable, Sendable {
  /// A kanji, by its literal (`日`).
  case kanji(String)
  /// A word: its ``Word/id``, and the spelling and reading it was reviewed as.
  case word(id: Int, spelling: String, reading: String)

  /// The review item of `word`: its usual spelling (its reading when it has none) and the
  /// first reading that goes with that spelling.
  public init(word: Word) {
    let spelling = word.forms.first ?? word.reading
    self = .word(id: word.id, spelling: spelling, reading: word.readings(of: spelling).first ?? word.reading)
  }

  /// The starred item this is a card of.
  public var starredItem: HistoryItem {
    switch self {
    case .kanji(let literal): return .kanji(literal)
    case .word(let id, _, _): return .word(id)
    }
  }

  /// `kanji` or `word`, as the log and its export name the kind.
  public var kind: String { starredItem.storage.kind }

  /// The kanji, or the word's spelling.
  public var text: String {
    switch self {
    case .kanji(let literal): return literal
    case .word(_, let spelling, _): return spelling
    }
  }

  /// The word's reading; empty for a kanji.
  public var reading: String {
    switch self {
    case .kanji: return ""
    case .word(_, _, let reading): return reading
    }
  }
}
