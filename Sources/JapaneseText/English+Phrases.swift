extension English {
  /// The verbs that lend a phrase their grammar and leave its meaning to the noun after them
  /// (`to go for a walk`, `to do the laundry`, `to take a shower`, `to make a reservation`):
  /// Japanese says these with the noun alone, or the noun and する (散歩, 洗濯, シャワー, 予約).
  static let lightVerbs: Set<String> = ["do", "make", "take", "go", "have", "get", "give"]

  /// The words that only point at the noun after them: articles and possessives.
  static let determiners: Set<String> = [
    "a", "an", "the", "one's", "my", "your", "his", "her", "its", "our", "their", "someone's", "somebody's", "some",
  ]

  /// The prepositions a light verb takes before its noun (`go for a walk`, `go on a trip`).
  static let lightPrepositions: Set<String> = ["for", "on", "to"]

  /// The words of a phrase that carry its meaning, for a phrase no gloss is: its articles and
  /// possessives left out (`washing the dishes` → `washing dishes`, `to brush one's teeth` →
  /// `brush teeth`), and a leading light verb with the preposition after it, when a noun
  /// follows (`to go for a walk` → `walk`, `to do the laundry` → `laundry`, `to go shopping`
  /// → `shopping`); `isObject` says the light verb was left out, so the words left name what
  /// it is done to, a noun's sense (散歩, not 歩く). No words for a single word, nor for a
  /// phrase of articles alone.
  public static func contentWords(_ query: String) -> (words: [String], isObject: Bool) {
    var words = key(query).split(separator: " ").map(String.init)
    guard words.count > 1 else { return ([], false) }
    words.removeAll { determiners.contains($0) }
    guard words.count > 1, lightVerbs.contains(words[0]) else { return (words, false) }
    var object = words.dropFirst()
    if let first = object.first, lightPrepositions.contains(first) { object = object.dropFirst() }
    // `go for` is the verb and its preposition: no object follows.
    return object.isEmpty ? (words, false) : (Array(object), true)
  }

  /// The words a phrase is not about, as its last word: pronouns and prepositions.
  static let notHeads: Set<String> = [
    "i", "me", "you", "he", "him", "she", "her", "it", "we", "us", "they", "them", "this", "that", "these", "those",
    "and", "or", "of", "to", "for", "with", "in", "on", "at", "by", "from", "up", "down", "out", "off",
  ]

  /// The word a phrase's content words are about when no gloss has them all: the last (`car
  /// accident` → `accident`, `see you tomorrow` → `tomorrow`), unless it is a pronoun or a
  /// preposition (`how are you`); nil for a single word.
  public static func headWord(of content: [String]) -> String? {
    guard content.count > 1, let last = content.last, !notHeads.contains(last) else { return nil }
    return last
  }

  /// The starts of the words a content word may be in a gloss, as prefixes: as typed and by
  /// its base forms (`dish` of `dishes` and of `dish-washing`, `wash` of `washing`, `tooth`
  /// and `teeth`), none that another already starts (`dishe`, a base form's guess).
  public static func contentForms(of word: String) -> [String] {
    let forms = [word] + baseForms(of: word)
    var kept: [String] = []
    for form in forms where !kept.contains(form) && !forms.contains(where: { $0 != form && form.hasPrefix($0) }) {
      kept.append(form)
    }
    return kept
  }
}
