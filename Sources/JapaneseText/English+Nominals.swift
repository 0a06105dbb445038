extension English {
  /// How English makes a noun of a verb or an adjective: a word ending in the first string
  /// (or in anything, for an empty one) is tried with it replaced by the second.
  ///
  /// JMdict glosses a noun that takes する (説明, 失敗, 結婚) and a na-adjective that is also a
  /// noun (安全, 自由, 親切) by the noun (`explanation`, `failure`, `marriage`, `safety`,
  /// `freedom`, `kindness`), and a learner types the verb or the adjective. The endings are
  /// English's own, not chosen by query: -ment, -ation, -ion, -ure, -al, -ance, -ence, -age,
  /// -y of verbs; -ness, -ity, -ty, -y, -ence, -ance, -dom of adjectives; with the spelling
  /// changes they bring (`apply` → `application`, `decide` → `decision`, `explain` →
  /// `explanation`, `marry` → `marriage`, `succeed` → `success`, `possible` → `possibility`).
  static let nominalEndings: [(String, String)] = [
    // Verbs.
    ("", "ment"), ("", "ation"), ("e", "ation"), ("ate", "ation"), ("y", "ication"), ("ain", "anation"),
    ("aim", "amation"), ("ounce", "unciation"), ("", "ion"), ("e", "ion"), ("de", "sion"), ("d", "sion"),
    ("mit", "mission"), ("duce", "duction"), ("scribe", "scription"), ("ceive", "ception"), ("olve", "olution"),
    ("e", "ition"), ("", "ure"), ("e", "ure"), ("", "al"), ("e", "al"), ("y", "ial"), ("", "ance"), ("e", "ance"),
    ("", "ence"), ("e", "ence"), ("er", "rance"), ("y", "iage"), ("", "age"), ("e", "age"), ("er", "ery"),
    ("ire", "iry"), ("ceed", "cess"),
    // Adjectives.
    ("", "ness"), ("y", "iness"), ("", "ty"), ("", "ity"), ("e", "ity"), ("ble", "bility"), ("", "y"),
    ("ent", "ence"), ("ant", "ance"), ("", "dom"), ("ous", ""),
  ]

  /// The nouns English may make of `word` typed as a verb or an adjective, by
  /// ``nominalEndings`` (`explain` → `explanation`, `fail` → `failure`, `safe` → `safety`),
  /// in their order, each once. Each is only a guess, like ``baseForms(of:)``: a key no gloss
  /// has finds nothing, and the search keeps a match only in a sense of a noun that takes する
  /// or a na-adjective. None for a word shorter than three letters or not all letters.
  static func nominalForms(of word: String) -> [String] {
    guard word.count >= 3, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
    var forms: [String] = []
    for (ending, noun) in nominalEndings where word.hasSuffix(ending) {
      let stem = word.dropLast(ending.count)
      // `y` → `iness` needs a consonant before the `y` (`happy`, not `play`); a stem keeps
      // two letters at least (`use` → `usage`).
      guard stem.count >= 2, !(ending == "y" && "aeiou".contains(stem.last ?? "a")) else { continue }
      let form = String(stem) + noun
      if form != word, form.count > 3, !forms.contains(form) { forms.append(form) }
    }
    return forms
  }
}
