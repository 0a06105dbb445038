/// The conjugation table of a verb or adjective, as a word page shows it: plain and polite,
/// affirmative and negative, present and past, te-form and the rest.
///
/// Every form is read from ``InflectionTable`` through ``Deinflector/inflect(_:classes:reasons:)``,
/// the same rows the search undoes, so a form in a table is always one the search finds the
/// word by (a test checks this for every verb and adjective of the dictionary).
public struct ConjugationTable: Sendable, Equatable {
  /// One conjugated form: `来ない`, with its reading `こない` where the spelling hides an
  /// irregular one (the kanji 来る).
  public struct Form: Sendable, Equatable {
    /// The form as written.
    public var text: String
    /// Its reading in kana, or nil when the text says it.
    public var reading: String?

    /// Creates a form.
    public init(text: String, reading: String? = nil) {
      self.text = text
      self.reading = reading
    }
  }

  /// One line of the table: `past  食べた  食べなかった`.
  public struct Row: Sendable, Equatable {
    /// What the forms are: `past`, `polite past`, `te-form`.
    public var label: String
    /// The affirmative form, or nil where the word has none.
    public var affirmative: Form?
    /// The negative form, or nil where the word has none (a volitional, a noun in さ).
    public var negative: Form?
  }

  /// The spelling conjugated: `食べる`, `勉強` (shown as 勉強する).
  public var word: String
  /// The JMdict/EDICT part-of-speech code it is conjugated as: `v1`, `v5k-s`, `adj-ix`.
  public var code: String
  /// The rows, in the order a learner's table has them.
  public var rows: [Row]

  /// The class in words: `Ichidan verb`, `Godan verb with u ending, special class`.
  public var className: String { Self.classNames[code] ?? Self.classNames[String(code.prefix(2))] ?? code }

  // MARK: - Building

  /// The table of a word with these spellings and part-of-speech codes: of its first
  /// spelling that conjugates (the headword first, then the other spellings and readings:
  /// する rather than 為る), as its first verb code, else its i-adjective, noun-with-する or
  /// na-adjective code; nil when it does not conjugate. An i-adjective that is ない or is
  /// built on it (a spelling ends in 無い: 仕方が無い) is conjugated as `nai`: it has no
  /// negative, and seems なさそう.
  ///
  /// - Parameters:
  ///   - headword: the spelling shown first.
  ///   - forms: the word's other written forms.
  ///   - readings: its readings in kana; a kanji spelling of 来る (`vk`) takes its forms'
  ///     readings from them.
  ///   - codes: the JMdict/EDICT part-of-speech codes of all its senses, in order.
  public static func of(headword: String, forms: [String], readings: [String], codes: [String]) -> ConjugationTable? {
    guard var code = preferredCode(in: codes) else { return nil }
    var spellings = [headword]
    for spelling in forms + readings where !spellings.contains(spelling) { spellings.append(spelling) }
    if code == "adj-i", spellings.contains(where: { $0 == "ない" || $0.hasSuffix("無い") }) { code = "nai" }
    for spelling in spellings {
      guard var table = make(spelling, code: code) else { continue }
      if code == "vk", spelling.unicodeScalars.contains(where: Kana.isIdeograph),
        let kana = readings.lazy.compactMap({ make($0, code: code) }).first
      {
        table.addReadings(from: kana)
      }
      return table
    }
    return nil
  }

  /// The table of `spelling` as a word of the code `code`; nil when the code does not
  /// conjugate or the spelling does not fit it (為る is not conjugated as する). A row whose
  /// forms the class does not use is left out (くれる has no potential).
  public static func make(_ spelling: String, code: String) -> ConjugationTable? {
    let classes = Deinflector.tableClasses(of: code)
    guard let kind = Kind(classes: classes) else { return nil }
    let rows = kind.rows.compactMap { spec -> Row? in
      let row = Row(
        label: spec.label, affirmative: form(of: spelling, classes, spec.affirmative),
        negative: form(of: spelling, classes, spec.negative))
      return row.affirmative == nil && row.negative == nil ? nil : row
    }
    // The past (or, for a noun, its する) is the row every conjugating word has.
    guard rows.contains(where: { $0.label == "past" && $0.affirmative != nil }) else { return nil }
    return ConjugationTable(word: spelling, code: code, rows: rows)
  }

  /// The JMdict/EDICT codes this table can be made for.
  public static func conjugates(_ code: String) -> Bool {
    Kind(classes: Deinflector.tableClasses(of: code)) != nil
  }

  /// The first verb code (not a noun's `vs`), else an i-adjective's, `vs`, a na-adjective's.
  static func preferredCode(in codes: [String]) -> String? {
    let kinds = codes.compactMap { code in Kind(classes: Deinflector.tableClasses(of: code)).map { (code, $0) } }
    for wanted in [Kind.verb, .iAdjective, .suruNoun, .naAdjective] {
      if let found = kinds.first(where: { $0.1 == wanted }) { return found.0 }
    }
    return nil
  }

  /// The first form of `chains` (tried in order; each the reasons outermost first).
  private static func form(of spelling: String, _ classes: Set<String>, _ chains: [[String]]) -> Form? {
    for chain in chains {
      if chain.isEmpty { return Form(text: spelling) }
      if let text = Deinflector.inflect(spelling, classes: classes, reasons: chain).first { return Form(text: text) }
    }
    return nil
  }

  /// Puts the forms of `kana`, the same table for the reading, as the readings of this one's.
  private mutating func addReadings(from kana: ConjugationTable) {
    for index in rows.indices where index < kana.rows.count {
      rows[index].affirmative?.reading = kana.rows[index].affirmative?.text
      rows[index].negative?.reading = kana.rows[index].negative?.text
    }
  }

  // MARK: - The rows

  /// What a table is made for.
  enum Kind: Sendable {
    case verb, suruNoun, iAdjective, naAdjective

    init?(classes: Set<String>) {
      if classes.contains("vs") {
        self = .suruNoun
      } else if classes.contains("adj-i") {
        self = .iAdjective
      } else if classes.contains("adj-na") {
        self = .naAdjective
      } else if !classes.isEmpty {
        self = .verb
      } else {
        return nil
      }
    }

    /// The rows' labels and the chains of reasons that give their forms.
    var rows: [RowSpec] {
      switch self {
      case .verb: RowSpec.verb
      case .suruNoun: RowSpec.verb.map { $0.appending("suru verb") }
      case .iAdjective: RowSpec.iAdjective
      case .naAdjective: RowSpec.naAdjective
      }
    }
  }

  /// A row's label and, for each side, the chains of reasons tried in order.
  struct RowSpec: Sendable {
    var label: String
    var affirmative: [[String]]
    var negative: [[String]]

    init(_ label: String, _ affirmative: [[String]], _ negative: [[String]] = []) {
      self.label = label
      self.affirmative = affirmative
      self.negative = negative
    }

    /// The same row for a noun that takes する: each chain ends in `reason`.
    func appending(_ reason: String) -> RowSpec {
      RowSpec(label, affirmative.map { $0 + [reason] }, negative.map { $0 + [reason] })
    }

    /// Each chain of `chains` with `reason` applied outside it.
    static func negated(_ chains: [[String]]) -> [[String]] { chains.map { ["negative"] + $0 } }

    static let potential = [["potential or passive"], ["potential"]]
    static let passive = [["potential or passive"], ["passive"]]
    static let causativePassive = [["potential or passive", "causative"], ["causative passive"]]

    static let verb: [RowSpec] = [
      RowSpec("present", [[]], [["negative"]]),
      RowSpec("polite", [["polite"]], [["polite negative"]]),
      RowSpec("past", [["past"]], [["past", "negative"]]),
      RowSpec("polite past", [["polite past"]], [["polite past negative"]]),
      RowSpec("te-form", [["te"]], [["te", "negative"]]),
      RowSpec("potential", potential, negated(potential)),
      RowSpec("passive", passive, negated(passive)),
      RowSpec("causative", [["causative"]], [["negative", "causative"]]),
      RowSpec("causative passive", causativePassive, negated(causativePassive)),
      RowSpec("want (tai)", [["want"]], [["negative", "want"]]),
      RowSpec("volitional", [["volitional"]]),
      RowSpec("polite volitional", [["polite volitional"]]),
      RowSpec("imperative", [["imperative"]], [["negative imperative"]]),
      RowSpec("conditional (ba)", [["provisional"]], [["provisional", "negative"]]),
      RowSpec("conditional (tara)", [["conditional"]], [["conditional", "negative"]]),
    ]

    static let iAdjective: [RowSpec] = [
      RowSpec("present", [[]], [["negative"]]),
      RowSpec("polite", [["polite"]], [["polite", "negative"]]),
      RowSpec("past", [["past"]], [["past", "negative"]]),
      RowSpec("polite past", [["polite past"]], [["polite past", "negative"]]),
      RowSpec("te-form", [["te"]], [["te", "negative"]]),
      RowSpec("adverb", [["adverb"]], [["adverb", "negative"]]),
      RowSpec("conditional (ba)", [["provisional"]], [["provisional", "negative"]]),
      RowSpec("conditional (tara)", [["conditional"]], [["conditional", "negative"]]),
      RowSpec("presumptive", [["presumptive"]], [["presumptive", "negative"]]),
      RowSpec("noun (sa)", [["noun"]]),
      RowSpec("seems (sou)", [["seems"]]),
    ]

    static let naAdjective: [RowSpec] = [
      RowSpec("present", [["copula"]], [["negative"]]),
      RowSpec("polite", [["polite"]], [["polite negative"]]),
      RowSpec("past", [["past"]], [["past", "negative"]]),
      RowSpec("polite past", [["polite past"]], [["polite past negative"]]),
      RowSpec("te-form", [["te"]], [["te", "negative"]]),
      RowSpec("conditional (ba)", [["provisional"]], [["provisional", "negative"]]),
      RowSpec("conditional (tara)", [["conditional"]], [["conditional", "negative"]]),
      RowSpec("presumptive", [["presumptive"]], [["presumptive", "negative"]]),
      RowSpec("before a noun", [["attributive"]]),
      RowSpec("adverb", [["adverb"]]),
    ]
  }

  /// The classes in words, as JMdict's entities name them (shortened).
  static let classNames: [String: String] = [
    "v1": "Ichidan verb", "v1-s": "Ichidan verb, kureru class", "v5": "Godan verb",
    "v5k-s": "Godan verb, iku/yuku class", "v5r-i": "Godan verb, irregular (aru)",
    "v5u-s": "Godan verb with u ending, special class", "v5aru": "Godan verb, -aru special class",
    "vk": "Kuru verb, irregular", "vs-i": "Suru verb, irregular", "vs-s": "Suru verb, special class",
    "vs": "Noun that takes suru", "vz": "Ichidan zuru verb", "adj-i": "I-adjective",
    "adj-ix": "I-adjective, yoi/ii class", "nai": "I-adjective, nai and its compounds", "adj-na": "Na-adjective",
  ]
}
