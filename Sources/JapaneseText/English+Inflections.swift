extension English {
  /// Irregular forms a learner types for a base word a gloss gives: the commonest verbs and
  /// plurals. Regular forms are undone by rule in ``baseForms(of:)``.
  static let irregular: [String: String] = [
    "ate": "eat", "eaten": "eat", "went": "go", "gone": "go", "saw": "see", "seen": "see",
    "took": "take", "taken": "take", "gave": "give", "given": "give", "came": "come",
    "made": "make", "bought": "buy", "thought": "think", "taught": "teach", "wrote": "write",
    "written": "write", "spoke": "speak", "spoken": "speak", "drank": "drink", "drunk": "drink",
    "slept": "sleep", "swam": "swim", "sang": "sing", "sung": "sing", "ran": "run", "began": "begin",
    "begun": "begin", "got": "get", "forgot": "forget", "forgotten": "forget", "lost": "lose",
    "sold": "sell", "told": "tell", "felt": "feel", "heard": "hear", "knew": "know", "known": "know",
    "met": "meet", "left": "leave", "stood": "stand", "sat": "sit", "read": "read", "understood": "understand",
    "brought": "bring", "caught": "catch", "fell": "fall", "fallen": "fall", "flew": "fly", "flown": "fly",
    "found": "find", "held": "hold", "kept": "keep", "paid": "pay", "said": "say", "sent": "send",
    "spent": "spend", "woke": "wake", "woken": "wake", "wore": "wear", "worn": "wear", "won": "win",
    "children": "child", "men": "man", "women": "woman", "feet": "foot", "teeth": "tooth",
    "mice": "mouse", "people": "person", "leaves": "leaf", "knives": "knife", "wives": "wife",
  ]

  /// Clipped words a learner types for a whole word that JMdict glosses only whole (数学 is
  /// `mathematics`, never `math`; 飛行機 `airplane`, not `plane`). The clippings JMdict does
  /// gloss (`phone`, `fridge`, `bike`, `exam`) need no entry.
  static let clippings: [String: String] = [
    "math": "mathematics", "maths": "mathematics", "info": "information", "plane": "airplane",
    "uni": "university",
  ]

  /// Irregular comparatives and superlatives, read as their adjective by
  /// ``comparativeBases(of:)``.
  static let irregularComparatives: [String: String] = [
    "better": "good", "best": "good", "worse": "bad", "worst": "bad",
  ]

  /// Word endings spelt one way in American and another in British English; each is tried
  /// both ways (`color` → `colour`, `centre` → `center`, `realise` → `realize`).
  static let spellingEndings: [(String, String)] = [
    ("our", "or"), ("tre", "ter"), ("ise", "ize"), ("yse", "yze"), ("ence", "ense"), ("ogue", "og"),
  ]

  /// Whole words spelt differently in American and British English.
  static let spellingWords: [String: String] = [
    "grey": "gray", "gray": "grey", "programme": "program", "program": "programme",
    "tyre": "tire", "cheque": "check", "aluminium": "aluminum", "aluminum": "aluminium",
    "mum": "mom", "mom": "mum", "pyjamas": "pajamas", "pajamas": "pyjamas",
    "maths": "math", "math": "maths", "doughnut": "donut", "donut": "doughnut",
    "jewellery": "jewelry", "jewelry": "jewellery", "moustache": "mustache", "mustache": "moustache",
    "plough": "plow", "plow": "plough", "cosy": "cozy", "cozy": "cosy",
    "sceptical": "skeptical", "skeptical": "sceptical", "axe": "ax", "ax": "axe",
    "aeroplane": "airplane", "airplane": "aeroplane", "yoghurt": "yogurt", "yogurt": "yoghurt",
    "omelette": "omelet", "omelet": "omelette", "practise": "practice", "practice": "practise",
    "mould": "mold", "mold": "mould", "whisky": "whiskey", "whiskey": "whisky", "disc": "disk", "disk": "disc",
  ]

  /// The base forms `word` may be an inflection of: a plural or third person (`apples`,
  /// `watches`, `studies`), a present participle (`eating`, `making`, `running`), a past
  /// (`studied`, `liked`, `stopped`) or an irregular form (`went`, `children`). Each is only
  /// a guess: a key that no gloss has finds nothing.
  static func baseForms(of word: String) -> [String] {
    var forms: [String] = []
    if let base = irregular[word] { forms.append(base) }
    let count = word.count
    if count >= 5, word.hasSuffix("ies") { forms.append(word.dropLast(3) + "y") }
    if count >= 5, ["ches", "shes", "sses", "xes", "oes"].contains(where: word.hasSuffix) {
      forms.append(String(word.dropLast(2)))
    }
    if count >= 4, word.hasSuffix("s"), !["ss", "us", "is"].contains(where: word.hasSuffix) {
      forms.append(String(word.dropLast()))
    }
    for ending in ["ing", "ed"] where word.hasSuffix(ending) {
      let stem = String(word.dropLast(ending.count))
      guard stem.count >= 3 else { continue }
      if ending == "ed", stem.hasSuffix("i") {
        forms.append(stem.dropLast() + "y")
        continue
      }
      // `scared` is `scare`, not `scar`, which doubles its r (`scarred`); `visited` is `visit`.
      if !Self.doublesItsLast(stem) { forms.append(stem) }
      forms.append(stem + "e")
      // `running` → `run`, but not `calling` → `cal` or `missing` → `mis`.
      let letters = Array(stem)
      if letters.count >= 4, let last = letters.last, letters[letters.count - 2] == last,
        !"aeiou".contains(last), !"lsz".contains(last)
      {
        forms.append(String(stem.dropLast()))
      }
    }
    return forms
  }

  /// Whether English doubles the last letter of `stem` before -ed or -ing: a word of one
  /// syllable ending in one vowel and one consonant (`scar`: `scarred`; `hop`: `hopping`), so
  /// that a form with it single (`scared`, `hoping`) is of `stem` + e. Not w, x or y (`showed`,
  /// `fixed`, `played`), nor a word of two vowels (`rained`, `visited`).
  static func doublesItsLast(_ stem: String) -> Bool {
    let letters = Array(stem)
    let vowels = "aeiou"
    guard letters.count >= 3, let last = letters.last, !vowels.contains(last), !"wxy".contains(last),
      vowels.contains(letters[letters.count - 2]), !vowels.contains(letters[letters.count - 3])
    else { return false }
    return letters.dropLast(2).filter { vowels.contains($0) }.isEmpty
  }

  /// The adjectives `word` may be the comparative or superlative of (`bigger`, `cheapest`,
  /// `larger`, `happier` → `big`, `cheap`, `large`, `happy`). Apart from ``baseForms(of:)``:
  /// most words ending so are no comparative (`water`, `summer`, `shower`), and the search
  /// keeps a match of these only in an adjective's sense.
  static func comparativeBases(of word: String) -> [String] {
    guard word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
    if let adjective = irregularComparatives[word] { return [adjective] }
    var forms: [String] = []
    for ending in ["er", "est"] where word.hasSuffix(ending) {
      let stem = String(word.dropLast(ending.count))
      guard stem.count >= 3 else { continue }
      if stem.hasSuffix("i") {
        forms.append(stem.dropLast() + "y")
        continue
      }
      forms += [stem, stem + "e"]
      // `bigger` → `big`, `hottest` → `hot`.
      let letters = Array(stem)
      if let last = letters.last, letters[letters.count - 2] == last, !"aeiou".contains(last) {
        forms.append(String(stem.dropLast()))
      }
    }
    return forms
  }

  /// The adjectives `word` may be the adverb of (`suddenly` → `sudden`, `easily` → `easy`,
  /// `gently` → `gentle`, `truly` → `true`): JMdict glosses a word that is an adjective and
  /// an adverb (突然) by the adjective. The search keeps a match of these only in the sense of
  /// a word that is also an adverb.
  static func adverbBases(of word: String) -> [String] {
    guard word.hasSuffix("ly"), word.count >= 5, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
    let stem = String(word.dropLast(2))
    if stem.hasSuffix("i") { return [stem.dropLast() + "y"] }
    if stem.hasSuffix("u") { return [stem + "e"] }
    return [stem, stem + "le"]
  }

  /// Whether a gloss may give `word`, typed as a single base word, in another form
  /// (``derivedForms(of:)``, ``plural(of:)``): three letters or more, none ending as an -ing
  /// or -ed form already does.
  static func hasForms(_ word: String) -> Bool {
    word.count >= 3 && word.allSatisfy({ $0.isASCII && $0.isLetter }) && !word.hasSuffix("ing")
      && !word.hasSuffix("ed")
  }

  /// The forms a gloss may give a base word typed in: its -ing and -ed forms (`cleaning` of
  /// `clean`, the gloss of 掃除; `liked` of `like`, of 好き; `stopping`, `studied`). None for
  /// a word that already ends so or is shorter than three letters. Like ``baseForms(of:)``,
  /// each is a guess: a key no gloss has finds nothing.
  static func derivedForms(of word: String) -> [String] {
    guard hasForms(word) else { return [] }
    let letters = Array(word)
    let vowels = "aeiou"
    if word.hasSuffix("e") { return [word.dropLast() + "ing", word + "d"] }
    if let last = letters.last, last == "y", !vowels.contains(letters[letters.count - 2]) {
      return [word + "ing", word.dropLast() + "ied"]
    }
    // One short vowel before a last consonant doubles it: `stop` → `stopped`, `run` → `running`.
    let vowelRuns = word.split(whereSeparator: { !vowels.contains($0) })
    if let last = letters.last, vowelRuns.count == 1, vowelRuns[0].count == 1,
      vowels.contains(letters[letters.count - 2]), !"aeiouwxy".contains(last)
    {
      return [word + String(last) + "ing", word + String(last) + "ed"]
    }
    return [word + "ing", word + "ed"]
  }

  /// The plural of `word` by rule, which a gloss may give a word typed in the singular: `lips`
  /// (唇), `glasses`, `boxes`, `cherries`, `days`.
  static func plural(of word: String) -> String {
    if ["s", "x", "z", "ch", "sh"].contains(where: word.hasSuffix) { return word + "es" }
    let letters = Array(word)
    if letters.count >= 2, letters.last == "y", !"aeiou".contains(letters[letters.count - 2]) {
      return word.dropLast() + "ies"
    }
    return word + "s"
  }

  /// Verbs a phrase may start with for the same state, each tried for the others: `be tired`,
  /// `get tired` (疲れる's gloss), `become tired`, `grow tired`.
  static let stateVerbs = ["be", "get", "become", "grow"]

  /// The particles that make a verb a phrasal verb of another meaning (`get up`, `grow up`,
  /// `be off`): after a verb of a state, the phrase is not a state.
  static let phrasalParticles: Set<String> = [
    "up", "down", "out", "off", "on", "in", "over", "away", "back", "through", "along", "around", "by",
  ]

  /// `word` in the other of American and British spelling, where its ending or the word
  /// itself tells (`color` → `colour`, `theatre` → `theater`, `gray` → `grey`), and a clipped
  /// word whole (`math` → `mathematics`, ``clippings``).
  static func otherSpellings(of word: String) -> [String] {
    var spellings: [String] = []
    if let other = spellingWords[word] { spellings.append(other) }
    if let whole = clippings[word] { spellings.append(whole) }
    for (a, b) in spellingEndings {
      for (from, to) in [(a, b), (b, a)] where word.count > from.count + 2 && word.hasSuffix(from) {
        spellings.append(word.dropLast(from.count) + to)
      }
    }
    return spellings
  }
}
