/// Normalisation of English glosses and queries for matching.
enum English {
  /// The exact-match key of a gloss or query: lower case, parenthesised notes removed, a
  /// leading infinitive `to ` dropped, spaces collapsed. `to eat (something)` → `eat`.
  static func key(_ text: String) -> String {
    var result = ""
    var depth = 0
    for character in text.lowercased() {
      switch character {
      case "(": depth += 1
      case ")": depth = max(depth - 1, 0)
      default: if depth == 0 { result.append(character) }
      }
    }
    var words = result.split(whereSeparator: { $0 == " " || $0 == "\t" })
    if words.count > 1 && words[0] == "to" { words.removeFirst() }
    return words.joined(separator: " ")
  }

  /// The words of `text` as FTS5 tokens: letters and digits only, lower case.
  static func tokens(_ text: String) -> [String] {
    text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
  }

  /// An FTS5 expression matching every word of `text`, the last one as a prefix
  /// unless `wholeWords`; nil when `text` has no words.
  static func match(_ text: String, column: String, wholeWords: Bool) -> String? {
    let words = tokens(text)
    guard !words.isEmpty else { return nil }
    let terms = words.enumerated().map { index, word in
      "\"\(word)\"" + (!wholeWords && index == words.count - 1 ? "*" : "")
    }
    return "\(column) : (\(terms.joined(separator: " AND ")))"
  }
}
