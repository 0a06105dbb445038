/// Dictionary forms of an inflected word, and inflected forms of a dictionary word, both
/// read from the one rule table ``InflectionTable``.
///
/// `食べなかった` deinflects to `食べない` (past) and then `食べる` (negative), which must be
/// an ichidan verb; a search looks the candidates up and keeps those whose part of speech
/// fits. The same rules run forwards give a word's conjugations.
public enum Deinflector {
  /// One candidate dictionary form.
  public struct Candidate: Sendable, Hashable {
    /// The candidate's text (`食べる`).
    public var text: String
    /// The word classes it must have (`v1`, `adj-i`, …); empty for the text as typed.
    public var classes: Set<String>
    /// The inflections undone, the outermost first (`["past", "negative"]`).
    public var reasons: [String]

    /// Whether a word with parts of speech `partsOfSpeech` fits this candidate.
    public func fits(partsOfSpeech: [String]) -> Bool {
      classes.isEmpty || !classes.isDisjoint(with: Deinflector.classes(ofPartsOfSpeech: partsOfSpeech))
    }
  }

  /// One row of the table.
  struct Rule: Sendable {
    var reason: String
    var inflected: String
    var base: String
    /// The classes of the inflected form; empty when it conjugates no further.
    var inflectedClasses: Set<String>
    /// The classes of words the rule applies to.
    var baseClasses: Set<String>
  }

  /// The rules, parsed once from ``InflectionTable/text``.
  static let rules: [Rule] = InflectionTable.text.split(separator: "\n").compactMap { line in
    let fields = line.split(separator: "\t").map { $0.trimmingCharacters() }
    guard fields.count == 5 else { return nil }
    func ending(_ text: String) -> String { text == "∅" ? "" : text }
    func classes(_ text: String) -> Set<String> { text == "-" ? [] : Set(text.split(separator: " ").map(String.init)) }
    return Rule(
      reason: fields[0], inflected: ending(fields[1]), base: ending(fields[2]),
      inflectedClasses: classes(fields[3]), baseClasses: classes(fields[4]))
  }

  /// The rules by the last character of their inflected ending, so a candidate is only
  /// tried against rules that can fit it.
  static let rulesByLastCharacter: [Character: [Rule]] = Dictionary(
    grouping: rules.filter { !$0.inflected.isEmpty }, by: { $0.inflected.last ?? " " })

  /// The most rules undone in a chain (食べさせられなかった takes four).
  static let maximumDepth = 6

  /// Every candidate dictionary form of `text`, `text` itself first.
  ///
  /// Works on kana and on kanji with kana endings; other text gives only itself.
  public static func candidates(of text: String) -> [Candidate] {
    var results = [Candidate(text: text, classes: [], reasons: [])]
    var seen: Set<Candidate> = Set(results)
    var index = 0
    while index < results.count {
      let current = results[index]
      index += 1
      guard current.reasons.count < maximumDepth else { continue }
      guard let last = current.text.last else { continue }
      for rule in rulesByLastCharacter[last] ?? [] where current.text.hasSuffix(rule.inflected) {
        if current.reasons.isEmpty {
          // The text as typed may be any form.
        } else if rule.inflectedClasses.isDisjoint(with: current.classes) {
          continue
        }
        let stem = current.text.dropLast(rule.inflected.count)
        // A form is a stem and an ending, except for する and くる (した, きた): `た` alone is
        // not the past of a one-kana verb.
        guard !stem.isEmpty || rule.base.count >= 2 else { continue }
        let next = Candidate(
          text: stem + rule.base, classes: rule.baseClasses, reasons: current.reasons + [rule.reason])
        if seen.insert(next).inserted { results.append(next) }
      }
    }
    return results
  }

  /// The forms of `word` (a dictionary form of class `wordClass`) up to `depth` rules deep,
  /// each with the inflections applied, the outermost first (as ``Candidate/reasons``).
  public static func conjugations(of word: String, class wordClass: String, depth: Int = 2) -> [(
    text: String, reasons: [String]
  )] {
    var results: [(text: String, classes: Set<String>, reasons: [String])] = [(word, [wordClass], [])]
    var index = 0
    while index < results.count {
      let current = results[index]
      index += 1
      guard current.reasons.count < depth else { continue }
      for rule in rules where !rule.baseClasses.isDisjoint(with: current.classes) && current.text.hasSuffix(rule.base) {
        let stem = current.text.dropLast(rule.base.count)
        guard !stem.isEmpty || !rule.inflected.isEmpty else { continue }
        results.append((stem + rule.inflected, rule.inflectedClasses, [rule.reason] + current.reasons))
      }
    }
    return results.dropFirst().map { ($0.text, $0.reasons) }
  }

  /// The table's classes for EDICT parts of speech: `v5k` → `v5`, `vs-s` → `vs-i`, …
  public static func classes(ofPartsOfSpeech partsOfSpeech: [String]) -> Set<String> {
    var result: Set<String> = []
    for tag in partsOfSpeech {
      switch tag {
      case "v1", "v1-s": result.insert("v1")
      case "v5k-s": result.insert("v5k-s")
      case "vk": result.insert("vk")
      case "vs-i", "vs-s": result.insert("vs-i")
      case "vs": result.insert("vs")
      case "adj-i", "adj-ix": result.insert("adj-i")
      case "adj-na": result.insert("adj-na")
      default: if tag.hasPrefix("v5") { result.insert("v5") }
      }
    }
    return result
  }

  /// The one-line note for a match by `reasons` to `headword`: `past, negative of 食べる`.
  public static func note(_ reasons: [String], of headword: String) -> String {
    reasons.joined(separator: ", ") + " of " + headword
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
