extension English {
  /// One key an English query is looked up by: its gloss key, and whether it was reached by
  /// undoing an inflection or respelling a word rather than typed.
  public struct LookupKey: Hashable, Sendable {
    /// The key, as ``English/key(_:)`` makes a gloss's.
    public var text: String
    /// Whether the key is a base form or another spelling of what was typed (`apples` →
    /// `apple`, `color` → `colour`): such a match ranks behind one of the key as typed.
    public var isVariant: Bool
    /// Whether the key is a form a gloss may give the word typed in, its -ing or -ed form
    /// (`clean` → `cleaning`): a variant, ranked by a weight of its own.
    public var isDerived: Bool

    /// A key `text`, typed, a variant or a derived form.
    public init(_ text: String, isVariant: Bool, isDerived: Bool = false) {
      self.text = text
      self.isVariant = isVariant || isDerived
      self.isDerived = isDerived
    }
  }

  /// The keys `query` is looked up by, as typed first (with and without a leading article),
  /// then its last word's base forms (`apples`, `eating`, `studied`, `went`) and its words'
  /// American or British spellings (`color` ~ `colour`), then, for a single word typed in a
  /// base form, the forms a gloss may give it in (`like` → `liked`, ``derivedForms(of:)``).
  ///
  /// Scripts/english_keys.py makes the same keys for the script that fits the ranking's
  /// weights; the two must agree.
  public static func lookupKeys(_ query: String) -> [LookupKey] {
    let typed = key(query)
    var exact: [String] = []
    for text in [typed, withoutArticle(typed)] where !text.isEmpty && !exact.contains(text) { exact.append(text) }
    var keys = exact.map { LookupKey($0, isVariant: false) }
    var seen = Set(exact)
    var derived: [String] = []
    for text in exact {
      var words = text.split(separator: " ").map(String.init)
      guard let last = words.popLast() else { continue }
      let bases = baseForms(of: last)
      var candidates = (bases + otherSpellings(of: last) + bases.flatMap(otherSpellings))
        .map { (words + [$0]).joined(separator: " ") }
      for (index, word) in words.enumerated() {
        for spelling in otherSpellings(of: word) {
          var respelled = words + [last]
          respelled[index] = spelling
          candidates.append(respelled.joined(separator: " "))
        }
      }
      for candidate in candidates where !candidate.isEmpty && seen.insert(candidate).inserted {
        keys.append(LookupKey(candidate, isVariant: true))
      }
      // Only a single word typed in its base form: a phrase's or an inflection's would be noise.
      if words.isEmpty && bases.isEmpty { derived += derivedForms(of: last) }
    }
    for text in derived where seen.insert(text).inserted {
      keys.append(LookupKey(text, isVariant: true, isDerived: true))
    }
    return keys
  }

  /// Whether `query` starts with the `to` of an infinitive (`to eat`): such a query means a
  /// verb.
  public static func startsWithInfinitive(_ query: String) -> Bool {
    let words = query.lowercased().split(separator: " ")
    return words.count > 1 && words[0] == "to"
  }

  /// A key as ``key(_:)`` makes it, but with the words in parentheses kept and a leading
  /// article dropped: `to look (for)` → `look for`, `Japanese (language)` → `japanese
  /// language`. A phrase a gloss gives only with its parenthesised words is found by it.
  public static func openKey(_ text: String) -> String {
    let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "\t" })
    var joined = words.joined(separator: " ")
    if joined.hasPrefix("to ") { joined.removeFirst(3) }
    return withoutArticle(joined)
  }

  /// `text` without a leading `a`, `an` or `the` (`the world` → `world`).
  public static func withoutArticle(_ text: String) -> String {
    for article in ["a ", "an ", "the "] where text.hasPrefix(article) && text.count > article.count {
      return String(text.dropFirst(article.count))
    }
    return text
  }
}
