extension English {
  /// The shortest word of a query's note that names a sense: shorter ones (`of`, `the`,
  /// `e.g.`) say little of which sense is meant.
  public static let hintLength = 4
  /// How much of a word is compared when a note names a sense: `illness` names `illnesses`,
  /// `honorable` the tag `honorific`.
  public static let stemLength = 5

  /// The stems of the words of `query`'s parenthesised notes that name the sense meant:
  /// `cold (illness)` → `illne`. Scripts/fit-english-ranking.py makes the same (`hint_words`).
  public static func hintStems(_ query: String) -> Set<String> {
    var notes = ""
    var depth = 0
    for character in query {
      switch character {
      case "(":
        depth += 1
        notes.append(" ")
      case ")": depth = max(depth - 1, 0)
      default: if depth > 0 { notes.append(character) }
      }
    }
    return Set(words(notes).filter { $0.count >= hintLength }.map { String($0.prefix(stemLength)) })
  }

  /// The stems of the words of `text`: its runs of the letters a–z, lower case, cut to
  /// ``stemLength``.
  public static func stems(_ text: String) -> Set<String> {
    Set(words(text).map { String($0.prefix(stemLength)) })
  }

  /// The runs of the letters a–z in `text`, lower case.
  static func words(_ text: String) -> [Substring] {
    text.lowercased().split { !("a"..."z").contains($0) }
  }
}
