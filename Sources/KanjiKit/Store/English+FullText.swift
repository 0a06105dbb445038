import JapaneseText

extension English {
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
