import KanjiKit

/// The counts the screens show, each in words that agree with its number (``Plural``).
enum CountPhrase {
  /// A kanji's strokes: `1 stroke`, `12 strokes`.
  static func strokes(_ n: Int) -> String { Plural.count(n, "stroke", "strokes") }

  /// Words in a list or search: `1 word`, `200+ words` when `more` were cut off.
  static func words(_ n: Int, more: Bool = false) -> String {
    Plural.grouped(n) + (more ? "+ " : " ") + Plural.noun(more ? 2 : n, "word", "words")
  }

  /// Matches of a filter: `1 match`, `30+ matches`.
  static func matches(_ n: Int, more: Bool = false) -> String {
    Plural.grouped(n) + (more ? "+ " : " ") + Plural.noun(more ? 2 : n, "match", "matches")
  }

  /// Entries of the history: `1 entry`, `3 entries`.
  static func entries(_ n: Int) -> String { Plural.count(n, "entry", "entries") }

  /// Kanji, which English does not inflect: `1 kanji`, `2,136 kanji`.
  static func kanji(_ n: Int) -> String { Plural.count(n, "kanji", "kanji") }
}
