import KanjiKit
import TermUI

/// How kanji and words read in lists and on detail pages, in one place.
///
/// Markers are ASCII (`*` for a starred kanji), never East Asian Ambiguous glyphs.
enum RowFormat {
  /// The columns of a kanji list: star, kanji, readings, meanings, the order's value.
  static let kanjiColumns = [
    ListColumn(.fixed(1)), ListColumn(.fixed(2)), ListColumn(.fill), ListColumn(.fill),
    ListColumn(.fixed(10), alignment: .trailing),
  ]

  /// The columns of a word list: headword, reading (or the usual spelling of a word headed
  /// by its kana), meaning, common marker. The reading makes way for the meaning on a
  /// narrow terminal (the page has it); a headword wider than its column is shown whole, its
  /// row's next cell starting later (`ドッグフード`).
  static let wordColumns = [
    ListColumn(.fixed(10), overflows: true), ListColumn(.fixed(14), optional: true), ListColumn(.fill),
    ListColumn(.fixed(6)),
  ]

  /// The columns of Account > Starred: star, kanji or word, reading, meaning, kind.
  static let starredColumns = [
    ListColumn(.fixed(1)), ListColumn(.fixed(10), overflows: true), ListColumn(.fixed(14), optional: true),
    ListColumn(.fill), ListColumn(.fixed(5)),
  ]

  /// The word and reading cells of a word the dictionary in use lacks: its spelling and
  /// reading when the record names it, else its bare id (a record from before names were
  /// kept, whose word was gone already).
  static func lackingWord(_ id: Int, _ identity: WordIdentity?) -> (word: String, reading: String) {
    guard let identity else { return ("word \(id)", "") }
    return (identity.spelling, identity.reading == identity.spelling ? "" : identity.reading)
  }

  /// The meaning cell of a word the dictionary in use lacks: said so, with the gloss it had.
  static func notInDictionary(_ identity: WordIdentity?) -> String {
    guard let identity else { return "no longer in the dictionary" }
    return identity.gloss.isEmpty ? "not in this dictionary" : "not in this dictionary: \(identity.gloss)"
  }

  /// The columns of a word's characters: the character, its readings, its meanings.
  static let characterColumns = [ListColumn(.fixed(2)), ListColumn(.fill), ListColumn(.fill)]

  /// A kanji as a list row; `value` is the column that shows the list's order.
  static func row(_ kanji: KanjiSummary, starred: Bool, order: KanjiOrder) -> ListRow {
    ListRow(
      [
        starred ? "*" : "", kanji.literal, readings(on: kanji.onReadings, kun: kanji.kunReadings),
        kanji.meanings.joined(separator: ", "), value(of: kanji, in: order),
      ],
      opens: true)
  }

  /// A word as a list row; a search hit says how it matched before the meaning
  /// (`past, negative of 食べる — to eat`).
  static func row(_ word: WordSummary) -> ListRow {
    let gloss = word.matchNote.map { "\($0) — \(word.gloss)" } ?? word.gloss
    return ListRow([word.headword, word.subheading, gloss, word.isCommon ? "common" : ""], opens: true)
  }

  /// A character of a word: a kanji opens its page; kana and unknown characters do not.
  static func row(_ character: WordCharacter) -> ListRow {
    guard let kanji = character.kanji else {
      return ListRow([character.character, character.isKana ? "kana" : "not in the dictionary", ""])
    }
    return ListRow(
      [
        character.character, readings(on: kanji.onReadings, kun: kanji.kunReadings),
        kanji.meanings.joined(separator: ", "),
      ],
      opens: true)
  }

  /// On readings then kun readings, separated by spaces.
  static func readings(on: [String], kun: [String]) -> String {
    (on + kun).joined(separator: " ")
  }

  /// The value a list in `order` is sorted by, as the last column shows it.
  static func value(of kanji: KanjiSummary, in order: KanjiOrder) -> String {
    switch order {
    case .grade: return grade(kanji.grade)
    case .frequency: return kanji.frequency.map { "freq #\($0)" } ?? "unranked"
    case .strokes: return CountPhrase.strokes(kanji.strokes)
    case .jlpt: return jlpt(kanji.jlpt, absent: "no JLPT")
    }
  }

  /// A JLPT N-level as learners say it, `JLPT N5`, or `absent` for a kanji on no list.
  static func jlpt(_ level: Int?, absent: String) -> String {
    guard let level, (1...5).contains(level) else { return absent }
    return "JLPT N\(level)"
  }

  /// A school grade in words: `grade 1`, `secondary`, `jinmeiyo`.
  static func grade(_ grade: Int?) -> String {
    switch grade {
    case .some(let g) where (1...6).contains(g): return "grade \(g)"
    case 8: return "secondary"
    case 9, 10: return "jinmeiyo"
    default: return "no grade"
    }
  }

  /// What an order is called in the list's header.
  static func name(of order: KanjiOrder) -> String {
    switch order {
    case .grade: "school grade"
    case .frequency: "frequency"
    case .strokes: "stroke count"
    case .jlpt: "JLPT level (N5 first)"
    }
  }

  /// The order after `order`, wrapping around.
  static func next(after order: KanjiOrder) -> KanjiOrder {
    let all = KanjiOrder.allCases
    let index = all.firstIndex(of: order) ?? 0
    return all[(index + 1) % all.count]
  }

  /// The Kangxi radical `number` (1-214) with its glyph, e.g. `72 ⽇`.
  static func radical(_ number: Int) -> String {
    guard (1...214).contains(number), let scalar = Unicode.Scalar(0x2F00 + number - 1) else { return "\(number)" }
    return "\(number) \(Character(scalar))"
  }

  /// A count with thousands separators: `215,123`.
  static func count(_ n: Int) -> String { Plural.grouped(n) }
}
