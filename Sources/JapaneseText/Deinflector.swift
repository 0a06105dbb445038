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
    /// The text the inflections were undone from (`食べなかった`), when the search knows it;
    /// empty from the segmenter, which checks classes by its own means.
    public var form = ""

    /// Whether a word with parts of speech `partsOfSpeech` fits this candidate: it is of a
    /// class the candidate's rows inflect, and its class uses the inflection undone first
    /// (くれられる is not a form of くれる, whose class has no potential).
    ///
    /// For a word of an irregular class the word's own rows, run forwards, must give the
    /// form: the general rows undo endings an irregular word does not take (くない is no form
    /// of くる, whose negative is こない; あらない none of ある; いくて none of いい).
    public func fits(partsOfSpeech: [String]) -> Bool {
      guard !classes.isEmpty else { return true }
      guard !Deinflector.isUnused(self, partsOfSpeech: partsOfSpeech) else { return false }
      return partsOfSpeech.contains { code in
        !classes.isDisjoint(with: Deinflector.searchClasses(of: code)) && Deinflector.tableGives(self, code: code)
      }
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
    /// The row's place in the table, which orders forms equally specific.
    var order = 0
    /// ``inflected`` as UTF-8, for the segmenter's byte-wise match.
    var inflectedBytes: [UInt8] = []
    /// Whether the row says the classes do not use the form (`×` in the table).
    var isUnused: Bool { inflected == Deinflector.unusedMark }
  }

  /// The inflected ending of a row that says a class does not use a form.
  static let unusedMark = "×"

  /// Every row of ``InflectionTable/text``, parsed once: the forms and the forms not used.
  static let tableRows: [Rule] = parse(InflectionTable.text)

  /// The rows that give forms, the ones a text is deinflected by.
  static let rules: [Rule] = tableRows.filter { !$0.isUnused }

  /// The rows that say a class does not use a form, by reason.
  static let unusedRows: [String: [Rule]] = Dictionary(grouping: tableRows.filter(\.isUnused), by: \.reason)

  /// Whether `candidate` undid first an inflection for which every class of a word with
  /// `partsOfSpeech` that it fits marks forms unused (a `×` row fits its text), and the
  /// table, run forwards, does not give the candidate's form: くれられる is no form of
  /// くれる, くれる none of くる, though これる is.
  static func isUnused(_ candidate: Candidate, partsOfSpeech: [String]) -> Bool {
    guard let first = candidate.reasons.last, let rows = unusedRows[first], !candidate.form.isEmpty else {
      return false
    }
    var marked = false
    for code in partsOfSpeech {
      let classes = tableClasses(of: code)
      guard !classes.isDisjoint(with: candidate.classes) else { continue }
      guard rows.contains(where: { !$0.baseClasses.isDisjoint(with: classes) && candidate.text.hasSuffix($0.base) })
      else { return false }
      if inflect(candidate.text, classes: classes, reasons: candidate.reasons).contains(candidate.form) { return false }
      marked = true
    }
    return marked
  }

  /// The codes whose words take rows of their own that win over the general ones (くる's
  /// こない over the る row's くない): a form the general rows undo may be none of theirs.
  static let irregularCodes: Set<String> = ["vk", "v5r-i", "v5u-s", "v5aru", "v1-s", "vs-s", "adj-ix"]

  /// Whether a word of `code` may be `candidate`: always for a regular class or when the
  /// candidate does not know its form; for an irregular class, when the word's table (or,
  /// for a vs-s verb, its godan forms), run forwards by the candidate's reasons, gives the
  /// form.
  /// A candidate whose reasons include one the table has no row for (the segmenter's spoken
  /// forms, ``SpokenForms``) is not checked: the table cannot run it forwards.
  ///
  /// Only the innermost inflection is made by the word's own rows (the forms it leads to are
  /// of regular classes), so a candidate whose innermost reason and ending the word has no
  /// row of its own for is the general rows' form, and is not run forwards: ある's past あった,
  /// 来る's negative 来ない.
  static func tableGives(_ candidate: Candidate, code: String) -> Bool {
    guard let innermost = candidate.reasons.last,
      ownRows[code]?.contains(where: { $0.reason == innermost && candidate.text.hasSuffix($0.base) }) == true,
      !candidate.form.isEmpty, candidate.reasons.allSatisfy(tableReasons.contains)
    else { return true }
    var classSets = [tableClasses(of: code)]
    if code == "vs-s" { classSets.append(["vs-s5"]) }
    return classSets.contains { classes in
      !classes.isDisjoint(with: candidate.classes)
        && inflect(candidate.text, classes: classes, reasons: candidate.reasons).contains(candidate.form)
    }
  }

  /// For each irregular code, the rows its words take of their own, by reason and the ending
  /// they replace: a special class's rows, and `vk`'s for the kana くる (its kanji spelling
  /// 来る takes the ichidan rows' forms, 来ない).
  static let ownRows: [String: [(reason: String, base: String)]] = Dictionary(
    uniqueKeysWithValues: irregularCodes.map { code in
      let own = tableClasses(of: code).intersection(specialClasses)
      let rows = tableRows.filter {
        code == "vk" ? $0.base.hasSuffix("くる") : !$0.baseClasses.isDisjoint(with: own)
      }
      return (code, rows.map { ($0.reason, $0.base) })
    })

  /// The reasons ``InflectionTable`` has rows for.
  static let tableReasons = Set(tableRows.map(\.reason))

  /// The rows of a table written as ``InflectionTable/text`` is.
  ///
  /// The table is split on its bytes: every byte it splits on is ASCII, and splitting by
  /// `Character` made Swift find the boundaries of every character of the table, a third of
  /// what `kanji lookup` ran.
  static func parse(_ table: String) -> [Rule] {
    table.utf8.split(separator: UInt8(ascii: "\n")).enumerated().compactMap { order, line in
      let fields = line.split(separator: UInt8(ascii: "\t")).map(trimmedOfSpaces)
      guard fields.count == 5 else { return nil }
      func ending(_ text: String) -> String { text == "∅" ? "" : text }
      func classes(_ text: String) -> Set<String> {
        text == "-"
          ? [] : Set(text.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) })
      }
      return Rule(
        reason: fields[0], inflected: ending(fields[1]), base: ending(fields[2]),
        inflectedClasses: classes(fields[3]), baseClasses: classes(fields[4]), order: order,
        inflectedBytes: Array(ending(fields[1]).utf8))
    }
  }

  /// `field` without the spaces at its ends.
  private static func trimmedOfSpaces(_ field: Substring.UTF8View) -> String {
    let space = UInt8(ascii: " ")
    guard let first = field.firstIndex(where: { $0 != space }), let last = field.lastIndex(where: { $0 != space })
    else { return "" }
    return String(decoding: field[first...last], as: UTF8.self)
  }

  /// `rules` by the last character of their inflected ending, so a candidate is only tried
  /// against rules that can fit it.
  static func byLastCharacter(_ rules: [Rule]) -> [Character: [Rule]] {
    Dictionary(grouping: rules.filter { !$0.inflected.isEmpty }, by: { $0.inflected.last ?? " " })
  }

  /// The rules by the last character of their inflected ending.
  static let rulesByLastCharacter = byLastCharacter(rules)

  /// The most rules undone in a chain (食べさせられなかった takes four).
  static let maximumDepth = 6

  /// Every candidate dictionary form of `text`, `text` itself first.
  ///
  /// Works on kana and on kanji with kana endings; other text gives only itself.
  public static func candidates(of text: String) -> [Candidate] {
    candidates(of: text, rules: rulesByLastCharacter, allowingEmptyStem: false).map {
      var candidate = $0
      candidate.form = text
      return candidate
    }
  }

  /// Every candidate dictionary form of `text` by the rows `rules`, `text` itself first.
  ///
  /// With `allowingEmptyStem` an ending may be all of `text` (`いた` gives `く`): for a text
  /// that is the kana after a stem the caller keeps (書 + いた); the segmenter's call, which
  /// also matches endings byte by byte.
  static func candidates(
    of text: String, rules rulesByLastCharacter: [Character: [Rule]], allowingEmptyStem: Bool
  ) -> [Candidate] {
    var results = [Candidate(text: text, classes: [], reasons: [])]
    var seen: Set<Candidate> = Set(results)
    var index = 0
    while index < results.count {
      let current = results[index]
      index += 1
      guard current.reasons.count < maximumDepth else { continue }
      guard let last = current.text.last else { continue }
      for rule in rulesByLastCharacter[last] ?? [] {
        // The segmenter's texts are compared byte by byte, as its dictionary is; a query is
        // compared as a string, so a decomposed が still ends in が.
        if allowingEmptyStem {
          guard current.text.utf8.count >= rule.inflectedBytes.count,
            current.text.utf8.suffix(rule.inflectedBytes.count).elementsEqual(rule.inflectedBytes)
          else { continue }
        } else if !current.text.hasSuffix(rule.inflected) {
          continue
        }
        if current.reasons.isEmpty {
          // The text as typed may be any form.
        } else if rule.inflectedClasses.isDisjoint(with: current.classes) {
          continue
        }
        let stem =
          allowingEmptyStem
          ? Substring(String(decoding: current.text.utf8.dropLast(rule.inflectedBytes.count), as: UTF8.self))
          : current.text.dropLast(rule.inflected.count)
        // A form is a stem and an ending, except for する and くる (した, きた): `た` alone is
        // not the past of a one-kana verb.
        guard allowingEmptyStem || !stem.isEmpty || rule.base.count >= 2 else { continue }
        let next = Candidate(
          text: stem + rule.base, classes: rule.baseClasses, reasons: current.reasons + [rule.reason])
        if seen.insert(next).inserted { results.append(next) }
      }
    }
    return results
  }

  /// The forms of `word` (a dictionary form of class `wordClass`) up to `depth` rules deep,
  /// each with the inflections applied, the outermost first (as ``Candidate/reasons``).
  static func conjugations(of word: String, class wordClass: String, depth: Int = 2) -> [(
    text: String, reasons: [String]
  )] {
    conjugations(of: word, classes: [wordClass], depth: depth)
  }

  /// The forms of `word`, a dictionary form of the table classes `classes` (as
  /// ``tableClasses(of:)`` gives them: `["v5", "v5r-i"]` for ある), up to `depth` rules deep.
  ///
  /// Where several rows give one inflection of a word, the most specific wins (see
  /// ``applicableRules(to:classes:)``).
  static func conjugations(of word: String, classes: Set<String>, depth: Int = 2) -> [(
    text: String, reasons: [String]
  )] {
    var results: [(text: String, classes: Set<String>, reasons: [String])] = [(word, classes, [])]
    var index = 0
    while index < results.count {
      let current = results[index]
      index += 1
      guard current.reasons.count < depth else { continue }
      for rule in applicableRules(to: current.text, classes: current.classes) where !rule.isUnused {
        let stem = current.text.dropLast(rule.base.count)
        results.append((stem + rule.inflected, rule.inflectedClasses, [rule.reason] + current.reasons))
      }
    }
    return results.dropFirst().map { ($0.text, $0.reasons) }
  }

  /// `word` (of the table classes `classes`) inflected by `reasons`, the outermost first as
  /// in ``Candidate/reasons`` (`["past", "negative"]` gives 食べなかった): every form the
  /// rows give, in table order; empty when a step has no row for the word.
  public static func inflect(_ word: String, classes: Set<String>, reasons: [String]) -> [String] {
    var forms: [(text: String, classes: Set<String>)] = [(word, classes)]
    for reason in reasons.reversed() {
      forms = forms.flatMap { form in
        applicableRules(to: form.text, classes: form.classes).filter { $0.reason == reason && !$0.isUnused }.map {
          (String(form.text.dropLast($0.base.count)) + $0.inflected, $0.inflectedClasses)
        }
      }
    }
    var seen: Set<String> = []
    return forms.map(\.text).filter { seen.insert($0).inserted }
  }

  /// The rows that inflect `text` of `classes`, the most specific of each reason.
  ///
  /// Where several rows give one inflection of a word, the most specific wins: a row of a
  /// special class (``specialClasses``: ある's negative is ない, not あらない), then the row
  /// with the longer ending (くる's きます, not the くます that 来る's る row would give).
  /// Rows equally specific all apply, in table order (食べろ, 食べよ). A row that says the
  /// class does not use the form (``Rule/isUnused``) is among them and gives nothing.
  static func applicableRules(to text: String, classes: Set<String>) -> [Rule] {
    let candidates = (text.last.flatMap { rulesByLastBaseCharacter[$0] } ?? []) + rulesWithoutBase
    let matching = candidates.filter {
      !$0.baseClasses.isDisjoint(with: classes) && text.hasSuffix($0.base)
        && (text.count > $0.base.count || !$0.inflected.isEmpty)
    }
    var best: [String: Int] = [:]
    for rule in matching { best[rule.reason] = max(best[rule.reason] ?? 0, specificity(of: rule)) }
    return matching.filter { specificity(of: $0) == best[$0.reason] }.sorted { $0.order < $1.order }
  }

  /// The rules by the last character of their base ending, for conjugating forwards.
  static let rulesByLastBaseCharacter: [Character: [Rule]] = Dictionary(
    grouping: tableRows.filter { !$0.base.isEmpty }, by: { $0.base.last ?? " " })

  /// The rules that add an ending to the whole word (な-adjectives, する after a noun).
  static let rulesWithoutBase = tableRows.filter(\.base.isEmpty)

  /// The classes whose rows list only where they differ from the class they belong to
  /// (``tableClasses(of:)`` gives both): their rows win over the general ones.
  static let specialClasses: Set<String> = ["v1-s", "v5u-s", "v5r-i", "v5aru", "vs-s", "adj-ix", "nai"]

  private static func specificity(of rule: Rule) -> Int {
    (rule.baseClasses.isSubset(of: specialClasses) ? 1_000 : 0) + rule.base.count
  }

  /// The table's classes for one JMdict/EDICT part-of-speech code, empty for a code that
  /// does not conjugate: `v5k` → `v5`, `v5r-i` → `v5` and `v5r-i`, `vs-s` → `vs-i` and
  /// `vs-s`, `adj-ix` → `adj-i` and `adj-ix`, `v1-s` → `v1` and `v1-s`; and `nai`, no JMdict
  /// code but ``ConjugationTable``'s for ない and its compounds, → `adj-i` and `nai`.
  public static func tableClasses(of tag: String) -> Set<String> {
    switch tag {
    case "v1": return ["v1"]
    case "v1-s": return ["v1", "v1-s"]
    case "v5k-s": return ["v5k-s"]
    case "v5u-s", "v5r-i", "v5aru": return ["v5", tag]
    case "vk": return ["vk"]
    case "vs-i": return ["vs-i"]
    case "vs-s": return ["vs-i", "vs-s"]
    case "vs": return ["vs"]
    case "vz": return ["vz"]
    case "adj-i": return ["adj-i"]
    case "adj-ix": return ["adj-i", "adj-ix"]
    case "nai": return ["adj-i", "nai"]
    case "adj-na": return ["adj-na"]
    default:
      // v5b, v5g, v5k, v5m, v5n, v5r, v5s, v5t, v5u; not the classical v5uru (v4r) or v5 alone.
      return tag.count == 3 && tag.hasPrefix("v5") ? ["v5"] : []
    }
  }

  /// The classes a search finds a word of the JMdict/EDICT code `tag` by: its table's, and
  /// the forms some words of the code also take, which its table does not show: the godan
  /// forms of a vs-s verb (愛さない), the なさそう of an i-adjective built on ない
  /// (仕方がなさそう; JMdict does not tell them from other i-adjectives).
  public static func searchClasses(of tag: String) -> Set<String> {
    switch tag {
    case "vs-s": return tableClasses(of: tag).union(["vs-s5"])
    case "adj-i": return tableClasses(of: tag).union(["nai"])
    default: return tableClasses(of: tag)
    }
  }

  /// The classes a search finds a word with EDICT parts of speech by: every class of every tag.
  public static func classes(ofPartsOfSpeech partsOfSpeech: [String]) -> Set<String> {
    partsOfSpeech.reduce(into: []) { $0.formUnion(searchClasses(of: $1)) }
  }

  /// The one-line note for a match by `reasons` to `headword`: `past, negative of 食べる`.
  public static func note(_ reasons: [String], of headword: String) -> String {
    reasons.joined(separator: ", ") + " of " + headword
  }
}
