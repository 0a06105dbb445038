extension English {
  /// One key an English query is looked up by: its gloss key, and how it was reached from
  /// what was typed.
  public struct LookupKey: Hashable, Sendable {
    /// How a key was made of the query; every form but ``typed`` is a variant, whose match
    /// ranks behind one of the key as typed.
    public enum Form: Hashable, Sendable {
      /// As typed, with or without a leading article.
      case typed
      /// Another spelling of what was typed (`color` → `colour`), or a phrase's other verb of
      /// a state (`be tired` → `get tired`).
      case variant
      /// The base form of an inflection typed (`apples` → `apple`, `eating` → `eat`).
      case base
      /// The plural a gloss may give the word typed in the singular (`lip` → `lips`,
      /// ``plural(of:)``), ranked by a weight of its own.
      case plural
      /// A form a gloss may give the word typed in, its -ing or -ed form (`clean` →
      /// `cleaning`, ``derivedForms(of:)``), ranked by a weight of its own.
      case derived
      /// The adjective of a comparative or superlative typed (`bigger` → `big`,
      /// ``comparativeBases(of:)``), met only in an adjective's sense.
      case comparative
      /// The adjective of an adverb typed (`suddenly` → `sudden`, ``adverbBases(of:)``), met
      /// only in the sense of a word that is also an adverb (突然).
      case adverbial
    }

    /// The key, as ``English/key(_:)`` makes a gloss's.
    public var text: String
    public var form: Form
    /// Whether the key was not typed but made of what was.
    public var isVariant: Bool { form != .typed }

    public init(_ text: String, _ form: Form) {
      self.text = text
      self.form = form
    }
  }

  /// The keys `query` is looked up by, as typed first (with and without a leading article),
  /// then its last word's base forms (`apples`, `eating`, `studied`, `went`), its words'
  /// American or British spellings (`color` ~ `colour`) and a phrase's other verbs of a state
  /// (`be tired` ~ `get tired`, ``stateVerbs``); then, for a single word typed in a base form,
  /// the forms a gloss may give it in (`lip` → `lips`, `like` → `liked`: ``plural(of:)``,
  /// ``derivedForms(of:)``), and for any single word the adjective it may be a comparative
  /// or an adverb of (`bigger`, `suddenly`: ``comparativeBases(of:)``, ``adverbBases(of:)``).
  /// A noun glossed where a learner types its verb (`explanation` for `explain`) is keyed by
  /// the verb in the dictionary instead (``nominalBases(of:)``).
  ///
  /// Scripts/english_keys.py makes the same keys for the script that fits the ranking's
  /// weights; the two must agree.
  public static func lookupKeys(_ query: String) -> [LookupKey] {
    let typed = key(query)
    var exact: [String] = []
    for text in [typed, withoutArticle(typed)] + otherContractions(of: typed) + otherThanks(of: typed)
    where !text.isEmpty && !exact.contains(text) {
      exact.append(text)
    }
    var keys = exact.map { LookupKey($0, .typed) }
    var seen = Set(exact)
    // The keys made of a single word, in this order after the variants.
    var made: [(String, LookupKey.Form)] = []
    for text in exact {
      var words = text.split(separator: " ").map(String.init)
      guard let last = words.popLast() else { continue }
      let bases = baseForms(of: last)
      let phrase = { (word: String) in (words + [word]).joined(separator: " ") }
      var candidates: [(String, LookupKey.Form)] =
        bases.map { (phrase($0), .base) } + otherSpellings(of: last).map { (phrase($0), .variant) }
        + bases.flatMap(otherSpellings).map { (phrase($0), .base) }
      for (index, word) in words.enumerated() {
        for spelling in otherSpellings(of: word) {
          var respelled = words + [last]
          respelled[index] = spelling
          candidates.append((respelled.joined(separator: " "), .variant))
        }
      }
      // `to be tired` finds 疲れる, `to get tired`; but `grow up` is no `get up`: a phrasal
      // verb's particle makes it another verb.
      if let first = words.first, stateVerbs.contains(first),
        !phrasalParticles.contains(words.dropFirst().first ?? last)
      {
        for verb in stateVerbs where verb != first {
          candidates.append((([verb] + words.dropFirst() + [last]).joined(separator: " "), .variant))
        }
      }
      for (candidate, form) in candidates where !candidate.isEmpty && seen.insert(candidate).inserted {
        keys.append(LookupKey(candidate, form))
      }
      // Only a single word typed in its base form: a phrase's or an inflection's would be noise.
      if words.isEmpty && bases.isEmpty {
        // `lip` finds 唇, glossed `lips`.
        if hasForms(last) { made.append((plural(of: last), .plural)) }
        made += derivedForms(of: last).map { ($0, .derived) }
      }
      // A single word, inflected or not: `succeed` ends as a past does.
      if words.isEmpty {
        made += comparativeBases(of: last).map { ($0, .comparative) }
        made += adverbBases(of: last).map { ($0, .adverbial) }
      }
    }
    let order: [LookupKey.Form] = [.plural, .derived, .comparative, .adverbial]
    for form in order {
      for (text, madeForm) in made where madeForm == form && seen.insert(text).inserted {
        keys.append(LookupKey(text, form))
      }
    }
    return keys
  }

  /// The pronouns whose `'s` is `is` (`it's`, `that's`); elsewhere it is a possessive
  /// (`mother's`).
  static let isContracted: Set<String> = ["it", "that", "what", "there", "here", "he", "she", "who", "where", "how"]

  /// The contractions whose whole is not the word before and a fixed second word.
  static let irregularContractions: [String: String] = [
    "can't": "cannot", "won't": "will not", "shan't": "shall not", "let's": "let us",
  ]

  /// The other way English thanks for something: `thanks for the meal` ~ `thank you for the
  /// meal` (ご馳走様's gloss), `thanks for waiting` ~ `thank you for waiting`. The same
  /// English, so looked up as typed.
  static func otherThanks(of key: String) -> [String] {
    if key.hasPrefix("thanks for ") { return ["thank you for " + key.dropFirst("thanks for ".count)] }
    if key.hasPrefix("thank you for ") { return ["thanks for " + key.dropFirst("thank you for ".count)] }
    return []
  }

  /// A key written with its contractions written out, or its words contracted: `you're
  /// welcome` ~ `you are welcome` (どういたしまして's gloss in one JMdict, the other in
  /// another), `i'm sorry` ~ `i am sorry`, `don't` ~ `do not`. Each is the same English, so
  /// it is looked up as typed. A curly apostrophe is read as a straight one.
  static func otherContractions(of key: String) -> [String] {
    let words = key.split(separator: " ").map { String($0.map { $0 == "\u{2019}" ? "'" : $0 }) }
    let endings = [("'re", "are"), ("'m", "am"), ("'ve", "have"), ("'ll", "will"), ("n't", "not")]
    var outWords: [String] = []
    var changed = false
    for word in words {
      if let whole = irregularContractions[word] {
        outWords.append(whole)
        changed = true
      } else if word.hasSuffix("'s"), isContracted.contains(String(word.dropLast(2))) {
        outWords += [String(word.dropLast(2)), "is"]
        changed = true
      } else if let (ending, whole) = endings.first(where: { word.hasSuffix($0.0) && word.count > $0.0.count }) {
        outWords += [String(word.dropLast(ending.count)), whole]
        changed = true
      } else {
        outWords.append(word)
      }
    }
    if changed { return [outWords.joined(separator: " ")] }
    // Written out: contract the first pair that English contracts.
    let contracted = Dictionary(irregularContractions.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    for index in words.indices.dropLast() {
      let pair = words[index] + " " + words[index + 1]
      let second = words[index + 1]
      var joined: String?
      if let short = contracted[pair] {
        joined = short
      } else if second == "not",
        ["do", "does", "did", "is", "are", "was", "were", "have", "has", "had"]
          .contains(words[index])
      {
        joined = words[index] + "n't"
      } else if ["i", "you", "we", "they"].contains(words[index]), ["are", "am", "have", "will"].contains(second),
        (second == "am") == (words[index] == "i")
      {
        joined = words[index] + (second == "am" ? "'m" : second == "are" ? "'re" : second == "have" ? "'ve" : "'ll")
      } else if second == "is", isContracted.contains(words[index]) {
        joined = words[index] + "'s"
      }
      if let joined {
        return [(words[..<index] + [joined] + words[(index + 2)...]).joined(separator: " ")]
      }
    }
    return []
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
    let isPhrase = joined.contains(" ")
    while let last = joined.last, last == "!" || last == " " || (last == "?" && isPhrase) { joined.removeLast() }
    if joined.hasPrefix("to ") { joined.removeFirst(3) }
    return withoutArticle(joined)
  }

  /// `text` without a leading `a`, `an` or `the` (`the world` → `world`), and without the
  /// `one's` JMdict writes for a possessive, which a learner does not type: うち's `one's
  /// home` is a `home`, 着替える's `to change one's clothes` is `to change clothes`.
  public static func withoutArticle(_ text: String) -> String {
    let text = text.contains(" one's ") ? text.replacing(" one's ", with: " ") : text
    for article in ["a ", "an ", "the ", "one's "] where text.hasPrefix(article) && text.count > article.count {
      return String(text.dropFirst(article.count))
    }
    return text
  }
}
