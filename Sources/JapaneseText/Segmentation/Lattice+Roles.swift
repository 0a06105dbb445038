/// The role a word plays beside its neighbours, and what each two roles side by side cost.
extension Lattice {
  static func role(tags: Set<String>, reasons: [String], afterNumeral: Bool) -> Role {
    if afterNumeral, tags.contains("ctr") { return .counter }
    if tags.contains("prt") { return .particle }
    if tags.contains("aux"), tags.isDisjoint(with: ["aux-v", "aux-adj", "cop", "cop-da"]) { return .bound }
    if !tags.isDisjoint(with: ["aux", "aux-v", "aux-adj", "cop", "cop-da"]) { return .auxiliary }
    if tags.contains(where: { $0.hasPrefix("v") && $0 != "vs" }) && !tags.contains("n")
      || !reasons.isEmpty
        && tags.contains(where: { $0.hasPrefix("v") })
    {
      return .verb
    }
    if tags.contains("adj-i") || tags.contains("adj-ix") { return .adjective }
    if tags == ["pref"] { return .prefix }
    // その, この, 大きな: words that only stand before a noun, as の and な do (その通り is
    // 通り とおり "that's right", not a suffix).
    if tags.contains("adj-pn"), !tags.contains("n") { return .attributive }
    if tags.isSubset(of: ["suf", "n-suf", "ctr"]) { return .suffix }
    if tags.contains("adv"), !tags.contains("n") { return .adverb }
    if tags.contains("exp") || tags.contains("int") || tags.contains("conj") { return .other }
    return .noun
  }

  /// Words that follow a verb's stem (飲み + ながら, 読み + やすい, 書き + 始める): after
  /// one, the stem is the verb rather than a noun spelled alike.
  static let stemTaking: Set<String> = [
    "ながら", "たい", "やすい", "易い", "にくい", "難い", "づらい", "辛い", "すぎる", "過ぎる", "なさい", "たがる",
    "始める", "はじめる", "出す", "だす", "続ける", "つづける", "終わる", "おわる", "終える", "おえる", "合う", "あう",
    "直す", "なおす", "込む", "こむ", "ちゃう", "じゃう", "ます",
  ]

  /// ``connection(_:_:)`` of every two roles: `connections[previous × roles + next]`.
  static let connections: [Double] = Role.allCases.flatMap { previous in
    Role.allCases.map { connection(previous, $0) }
  }

  /// The cost of `next` following `previous`.
  static func connection(_ previous: Role, _ next: Role) -> Double {
    switch (previous, next) {
    // A bound word attaches to a stem or a noun (降りそう, 元気そう, 雨のよう), or to an expression
    // or an interjection, which may be a noun too (大丈夫そう); after nothing, an adverb or
    // another particle the same kana are a word of their own (そう思う, 本当にそう: そう "so").
    case (.stem, .bound), (.noun, .bound), (.attributive, .bound), (.other, .bound): return -1
    case (.start, .bound), (.punctuation, .bound), (.particle, .bound), (.adverb, .bound): return 4
    case (.attributive, _): return connection(.particle, next)
    // A suffix attaches to a noun (予定通り: どおり "in accordance with"); after a verb or an
    // adjective the same text is a noun of its own (言った通り とおり), and so it is after な,
    // の or a word that stands before nouns (静かな通り, 駅の通り, その通り, あの通り:
    // ``attributive``), and after an interjection, a conjunction or a set phrase (あの通り:
    // あの "that", not あの "um"; では通り).
    case (.verb, .suffix), (.adjective, .suffix), (.other, .suffix): return 2
    // Right after a noun, text that can be a suffix is one more often than not, so it is a
    // little cheaper there: a suffix's frequency counts only its bound uses, while the noun
    // it is written like (通り とおり) counts its own.
    case (.noun, .suffix): return -1
    case (.adverb, .suffix): return 4
    // お待ち, ご案内: the honorific prefix before a verb's stem (お待ちください, お伺いします).
    case (.prefix, .stem): return -2
    case (.prefix, .noun), (.prefix, .number), (.prefix, .verb), (.prefix, .adjective): return 0
    case (.prefix, _): return 6
    case (.stem, .punctuation), (.stem, .start): return 6
    case (.stem, .particle), (.stem, .attributive), (.stem, .noun), (.stem, .adverb): return 2
    case (.stem, .stemTaking), (.compoundStem, .stemTaking): return -4
    case (.compoundStem, .verb), (.compoundStem, .adjective), (.compoundStem, .stem): return 0
    case (.compoundStem, _): return 20
    case (.noun, .stemTaking), (.adverb, .stemTaking): return 2
    case (.start, .suffix), (.punctuation, .suffix), (.particle, .suffix): return 4
    default: return 0
    }
  }
}
