import Foundation

/// A kanji or a dictionary word: what the history records and what can be starred.
public enum HistoryItem: Hashable, Sendable, Codable {
  /// A kanji, by its literal (`日`).
  case kanji(String)
  /// A word, by its ``Word/id`` in the dictionary.
  case word(Int)

  /// The column values the item is stored as: a kind and a key.
  var storage: (kind: String, key: String) {
    switch self {
    case .kanji(let literal): return ("kanji", literal)
    case .word(let id): return ("word", String(id))
    }
  }

  /// The item stored as `kind` and `key`, or nil for a row this version does not understand.
  init?(kind: String, key: String) {
    switch kind {
    case "kanji": self = .kanji(key)
    case "word":
      guard let id = Int(key) else { return nil }
      self = .word(id)
    default: return nil
    }
  }
}
