/// Splits the gloss field of an EDICT line into numbered senses.
///
/// EDICT writes `(n) (1) zero/nought/(n) (2) (uk) nothing/zilch`: a part-of-speech group
/// comes before the sense number it applies to, usage and field tags follow the number,
/// and glosses are separated by `/`. A parenthesised phrase that is not a known tag
/// (`(someone) to …`) stays part of the gloss.
public enum EdictGlossParser {
  /// The senses of `gloss` (the text between the first and last `/`, without `(P)`).
  public static func senses(_ gloss: String) -> [Sense] { parse(gloss).senses }

  /// The senses of `gloss`, and the tags it gives the line's spelling or reading (`iK`,
  /// `oK`, `ateji`, `ik`…), which are not tags of a sense.
  public static func parse(_ gloss: String) -> (senses: [Sense], formTags: [String]) {
    var senses: [Sense] = []
    var formTags: [String] = []
    var current = Sense(partsOfSpeech: [], tags: [], glosses: [])

    func finish() {
      if !current.glosses.isEmpty { senses.append(current) }
      current = Sense(partsOfSpeech: [], tags: [], glosses: [])
    }

    for piece in gloss.split(separator: "/", omittingEmptySubsequences: true) {
      var rest = Substring(piece)
      while true {
        rest = rest.drop(while: { $0 == " " })
        guard rest.first == "(", let close = rest.firstIndex(of: ")") else { break }
        let token = rest[rest.index(after: rest.startIndex)..<close]
        if !token.isEmpty && token.allSatisfy(\.isNumber) {
          if !current.glosses.isEmpty { finish() }
        } else if let parts = partsOfSpeech(token) {
          // A part-of-speech group after glosses starts the next sense.
          if !current.glosses.isEmpty { finish() }
          current.partsOfSpeech.append(contentsOf: parts)
        } else if let tags = tags(token) {
          for tag in tags {
            if formTagCodes.contains(tag) {
              if !formTags.contains(tag) { formTags.append(tag) }
            } else if isDialect(tag) {
              current.dialects.append(String(tag.dropLast()))
            } else if DictionaryTag.named(tag)?.kind == .field {
              current.fields.append(tag)
            } else {
              current.tags.append(tag)
            }
          }
        } else {
          break
        }
        rest = rest[rest.index(after: close)...]
      }
      let text = rest.trimmingSpaces()
      if text == "(P)" { continue }
      if !text.isEmpty { current.glosses.append(text) }
    }
    finish()
    return (senses, formTags)
  }

  /// The codes EDICT writes among a sense's tags that belong to the line's spelling or reading.
  static let formTagCodes: Set<String> = [
    "iK", "ik", "oK", "ok", "ateji", "gikun", "io", "eK", "ek", "rK", "rk", "sK", "sk",
  ]

  /// The codes of ``formTagCodes`` that are about the reading, not the kanji spelling.
  static let readingTagCodes: Set<String> = ["ik", "ok", "gikun", "ek", "rk", "sk"]

  static func partsOfSpeech(_ token: Substring) -> [String]? {
    let parts = token.split(separator: ",").map(String.init)
    guard !parts.isEmpty, parts.allSatisfy(isPartOfSpeech) else { return nil }
    return parts
  }

  static func tags(_ token: Substring) -> [String]? {
    let parts = token.split(separator: ",").map(String.init)
    guard !parts.isEmpty, parts.allSatisfy({ knownTags.contains($0) || isDialect($0) }) else { return nil }
    return parts
  }

  static func isPartOfSpeech(_ tag: String) -> Bool {
    if partsOfSpeechTags.contains(tag) { return true }
    return ["v5", "v4", "v2", "adj-", "n-", "vs-", "v1-", "aux-"].contains { tag.hasPrefix($0) }
      && tag.count <= 9 && !tag.contains(" ")
  }

  private static func isDialect(_ tag: String) -> Bool {
    tag.count <= 6 && tag.hasSuffix(":") && tag.dropLast().allSatisfy(\.isLetter)
      && tag.dropLast().allSatisfy(\.isLowercase)
  }

  private static let partsOfSpeechTags: Set<String> = [
    "n", "adv", "adv-to", "aux", "conj", "cop", "cop-da", "ctr", "exp", "int", "iv", "num",
    "pn", "pref", "prt", "suf", "unc", "v1", "vi", "vk", "vn", "vr", "vs", "vt", "vz",
    "adj-i", "adj-na", "adj-no", "adj-pn", "adj-t", "adj-f",
  ]

  private static let knownTags: Set<String> = [
    // Usage.
    "abbr", "arch", "ateji", "chn", "col", "derog", "eK", "ek", "euph", "fam", "fem", "gikun",
    "hon", "hum", "iK", "id", "ik", "io", "joc", "ling", "m-sl", "male", "male-sl", "net-sl",
    "oK", "obs", "obsc", "ok", "on-mim", "poet", "pol", "proverb", "quote", "rare", "rK",
    "sens", "sl", "uK", "uk", "vulg", "X", "yoji", "exp", "idiom", "aphorism", "dated", "hist",
    "form", "company", "given", "person", "place", "product", "surname", "work",
    // Fields.
    "Buddh", "Christn", "MA", "Shinto", "agric", "anat", "archeol", "archit", "art", "astron",
    "audvid", "aviat", "baseb", "biochem", "biol", "bot", "boxing", "bus", "chem", "cloth", "comp",
    "cryst", "dent", "ecol", "econ", "elec", "electr", "embryo", "engr", "ent", "film", "finc",
    "fish", "food", "gardn", "genet", "geogr", "geol", "geom", "go", "golf", "gramm", "grmyth",
    "hanaf", "horse", "kabuki", "law", "logic", "mahj", "manga", "math", "mech", "med", "met",
    "mil", "mining", "motor", "music", "noh", "ornith", "paleo", "pathol", "pharm", "phil",
    "photo", "physics", "physiol", "politics", "print", "psy", "psyanal", "psych", "rail",
    "shogi", "ski", "sports", "stat", "stockm", "sumo", "telec", "tradem", "tv", "vidg", "zool",
  ]
}

extension Substring {
  /// The text without the spaces at either end. Only the ends are looked at: building the
  /// string from reversed views, as this once did, was a quarter of a full EDICT import.
  fileprivate func trimmingSpaces() -> String {
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == " " { formIndex(after: &start) }
    while end > start, self[index(before: end)] == " " { formIndex(before: &end) }
    return String(self[start..<end])
  }
}
