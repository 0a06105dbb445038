extension English {
  /// How English makes a noun of a verb or an adjective: a word ending in the first string
  /// (or in anything, for an empty one) has it replaced by the second.
  ///
  /// JMdict glosses a noun that takes する (説明, 失敗, 結婚) and a na-adjective that is also a
  /// noun (安全, 自由, 親切) by the noun (`explanation`, `failure`, `marriage`, `safety`,
  /// `freedom`, `kindness`), and a learner types the verb or the adjective: the dictionary
  /// also keys such a gloss by them (``nominalBases(of:)``). The endings are
  /// English's own, not chosen by query: -ment, -ation, -ion, -ure, -al, -ance, -ence, -age,
  /// -y of verbs; -ness, -ity, -ty, -y, -ence, -ance, -dom of adjectives (and the -y, -ous
  /// adjectives it makes of nouns the other way); with the spelling
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
    // The adjective English makes of the noun with -y, which means the state the noun names
    // (空腹 `hunger`, `hungry`; 欲張り `greed`, `greedy`; 有罪 `guilt`, `guilty`).
    ("y", ""), ("ry", "er"),
  ]

  /// The verbs and adjectives English may have made `noun` of, by ``nominalEndings`` run
  /// backwards (`explanation` → `explain`, `failure` → `fail`, `marriage` → `marry`, `safety`
  /// → `safe`), in their order, each once. Each is only a guess: the dictionary keeps one only
  /// where some gloss is that word (`explan`, `explanate` are none). None for a noun shorter
  /// than four letters or not all letters.
  public static func nominalBases(of noun: String) -> [String] {
    guard noun.count >= 4, noun.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
    var bases: [String] = []
    for (ending, nounEnding) in nominalEndings where noun.hasSuffix(nounEnding) {
      let stem = noun.dropLast(nounEnding.count)
      // A `y` the ending stood for follows a consonant (`happiness` → `happy`, `trial` →
      // `try`), as ``English/derivedForms(of:)`` has it; a stem keeps two letters at least
      // (`usage` → `use`).
      guard stem.count >= 2, !(ending == "y" && "aeiou".contains(stem.last ?? "a")) else { continue }
      let base = String(stem) + ending
      if base != noun, base.count >= 3, !bases.contains(base) { bases.append(base) }
    }
    return bases
  }
}
