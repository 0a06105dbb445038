import KanjiKit
import TermUI

/// Builds the two pages of a word: its dictionary entry, and the kanji it is written with.
///
/// Both end in the list of the word's kanji: each opens its page (the coordinator decides
/// how); a character the dictionary lacks is listed but does not open, and kana are not listed.
enum WordPage {
  /// The whole entry: spellings and readings with their tags and the readings' pitch
  /// accent, numbered senses with their parts of speech, usage, restrictions and
  /// cross-references spelled out, example sentences, the kanji and the cross-references to
  /// open, and the conjugation table of a verb or adjective; the JLPT level in the heading.
  /// Headed by `spelling` where that is one of the word's (``Word/heading(spelling:)``).
  static func entry(
    _ word: Word, spelling: String? = nil, characters: [WordCharacter], references: [WordReference] = [],
    annotations: WordAnnotations = .none
  ) -> WordEntryViewController {
    var sections: [DetailView.Section] = []
    if !word.spellings.isEmpty { sections.append(.text(title: "Spellings", body: spellings(of: word))) }
    sections.append(.text(title: "Readings", body: readings(of: word)))
    sections += pitch(annotations.pitch)
    sections.append(.text(title: "Senses", body: senses(of: word, spelling: word.headingSpelling(spelling))))
    sections += examples(annotations.examples, study: annotations.study)
    let head = word.heading(spelling: spelling).headword
    let title = references.isEmpty ? "Characters of \(head)" : "Characters and cross-references of \(head)"
    sections.append(.list(title: title, list: list(of: characters, references: references)))
    let page = WordEntryViewController(
      title: head, heading: heading(of: word, spelling: spelling) + levelTag(annotations.study), sections: sections)
    page.glossary = glossary(of: word)
    addConjugation(of: word, spelling: spelling, to: page)
    if characters.contains(where: { $0.kanji != nil }) || !references.isEmpty { page.detailView.setFocus(.list) }
    return page
  }

  /// The codes behind the tags a word's page spells out, each with JMdict's own words for
  /// it (`vt  transitive verb`), in the order they first appear.
  static func glossary(of word: Word) -> [HelpSection.Row] {
    var seen: Set<String> = []
    var rows: [HelpSection.Row] = []
    func add(_ code: String, _ tag: DictionaryTag?) {
      guard let tag, seen.insert(tag.kind.rawValue + code).inserted else { return }
      rows.append(HelpSection.Row(code, tag.expansion))
    }
    for code in word.spellings.flatMap(\.tags) + word.kana.flatMap(\.tags) { add(code, DictionaryTag.form(code)) }
    for sense in word.senses {
      for code in sense.partsOfSpeech + sense.tags + sense.fields + sense.dialects {
        add(code, DictionaryTag.named(code))
      }
    }
    return rows
  }

  /// The kanji of a word, titled with the word, its reading and meaning above the list.
  static func characters(_ word: Word, characters: [WordCharacter]) -> EntryPageViewController {
    let meaning = cut(word.senses.first?.glosses ?? [])
    let head = word.heading.headword
    let page = EntryPageViewController(
      title: head, heading: heading(of: word),
      sections: [
        .text(title: "Meaning", body: meaning),
        .list(title: "Kanji of \(head)", list: list(of: characters)),
      ])
    if characters.contains(where: { $0.kanji != nil }) { page.detailView.setFocus(.list) }
    return page
  }

  /// The variant forms of `kanji`: those in the dictionary open their page, the others are
  /// listed as not in it.
  static func variants(of kanji: Kanji, variants: [WordCharacter]) -> DetailViewController {
    let page = DetailViewController(
      title: "Variants of \(kanji.literal)",
      heading: "\(kanji.literal)  " + kanji.meanings.prefix(3).joined(separator: ", "),
      sections: [
        .text(
          title: "Variant forms",
          body: variants.contains(where: { $0.kanji != nil })
            ? "Other forms of the same character; Enter opens one."
            : "Other forms of the same character. None is in this dictionary: kanji import adds them."),
        .list(title: "Variants of \(kanji.literal)", list: list(of: variants)),
      ])
    if variants.contains(where: { $0.kanji != nil }) { page.detailView.setFocus(.list) }
    return page
  }

  /// `日本  にほん  (common)`; a word headed by its kana names its usual spelling second
  /// (`きれい  綺麗`), one known by its kanji is headed as an English search's rows head it
  /// (`分かる  わかる`: ``Word/heading``).
  static func heading(of word: Word, spelling: String? = nil) -> String {
    let (headword, subheading) = word.heading(spelling: spelling)
    var parts = [headword]
    if !subheading.isEmpty, subheading != headword { parts.append(subheading) }
    if word.isCommon { parts.append("(common)") }
    return parts.joined(separator: "  ")
  }

  /// One line per spelling: the spelling, the readings it goes with when not all of them,
  /// and its tags spelled out (`喰べる  irregular kanji`).
  static func spellings(of word: Word) -> String {
    let everyReading = word.kana.filter { !$0.noKanji }.map(\.text)
    return word.spellings.map { spelling in
      var line = spelling.text
      let readings = word.readings(of: spelling.text)
      if readings != everyReading, !readings.isEmpty { line += "  read " + readings.joined(separator: ", ") }
      var notes: [String] = []
      if spelling.isCommon { notes.append("common") }
      if !spelling.tags.isEmpty { notes.append(DictionaryTag.formLabels(spelling.tags)) }
      if !notes.isEmpty { line += "  (" + notes.joined(separator: "; ") + ")" }
      return line
    }.joined(separator: "\n")
  }

  /// One line per reading: the reading, its tags, and the spellings it is restricted to
  /// (`りょうはし  only as 両端`), or that it is never written with them.
  static func readings(of word: Word) -> String {
    word.kana.map { reading in
      var line = reading.text
      var notes: [String] = []
      if reading.isCommon, !word.spellings.isEmpty || word.kana.count > 1 { notes.append("common") }
      if !reading.tags.isEmpty { notes.append(DictionaryTag.formLabels(reading.tags)) }
      if reading.noKanji, !word.spellings.isEmpty { notes.append("not a reading of the spellings") }
      if !reading.spellings.isEmpty { notes.append("only for " + reading.spellings.joined(separator: ", ")) }
      if !notes.isEmpty { line += "  (" + notes.joined(separator: "; ") + ")" }
      return line
    }.joined(separator: "\n")
  }

  /// Per sense: its parts of speech spelled out when they differ from the sense before (as
  /// JMdict and jisho give them), the numbered glosses, then a line of what else the source
  /// says in parentheses — usage, field, dialect, restrictions, notes, cross-references.
  /// Headed by `spelling`, a spelling of the word, the page lists the senses JMdict gives
  /// for that spelling alone first, then those of every spelling, then those of other
  /// spellings alone, each numbered as in the entry (揚げる: `5. to deep-fry` first).
  static func senses(of word: Word, spelling: String? = nil) -> String {
    var lines: [String] = []
    var previous: [String]?
    for (index, sense) in Word.senses(word.senses, headedBy: spelling, onlySpellings: \.onlySpellings) {
      if sense.partsOfSpeech != previous, !sense.partsOfSpeech.isEmpty {
        lines.append(DictionaryTag.labels(sense.partsOfSpeech).capitalizingFirst)
      }
      previous = sense.partsOfSpeech
      lines.append(Self.cut(sense.glosses, head: "\(index + 1). "))
      let notes = notes(of: sense)
      if !notes.isEmpty { lines.append(Self.cut(notes, head: "(") + ")") }
    }
    return lines.joined(separator: "\n")
  }

  /// The most characters of one sense shown on a page: JMdict's longest is under 1,000.
  static let longestSenseLine = 4_000

  /// `parts` joined by `separator` after `head`, cut after ``longestSenseLine`` characters
  /// and saying how long it was: a page with a damaged or hostile source's megabyte gloss
  /// opens as fast as any, without joining the megabytes first.
  static func cut(_ parts: [String], separator: String = "; ", head: String = "") -> String {
    var line = head
    let separatorLength = scalarCount(separator)
    var length = scalarCount(head)
    for (index, part) in parts.enumerated() {
      if index > 0 {
        line += separator
        length += separatorLength
      }
      // Bytes first: a part of fewer bytes than the room left fits, without counting it.
      if length + part.utf8.count <= longestSenseLine || length + scalarCount(part) <= longestSenseLine {
        line += part
        length += scalarCount(part)
        continue
      }
      line += String(part.unicodeScalars.prefix(max(0, longestSenseLine - length)))
      // The length of the whole text, without the head: what the source gave.
      let total = parts.reduce(0) { $0 + scalarCount($1) } + separatorLength * (parts.count - 1)
      return line + "… (cut: \(Plural.count(total, "character", "characters")) in all)"
    }
    return line
  }

  /// The Unicode scalars of `text`, counted on its UTF-8 bytes (every byte but a continuation
  /// byte starts one): a fifth of the time of `unicodeScalars.count` on a megabyte gloss.
  static func scalarCount(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
  }

  /// What a sense says beyond its glosses, in words.
  static func notes(of sense: Sense) -> [String] {
    var notes: [String] = sense.tags.map(DictionaryTag.label)
    notes += sense.fields.map { "field: " + DictionaryTag.label($0) }
    notes += sense.dialects.map { "dialect: " + DictionaryTag.label($0) }
    let only = sense.onlySpellings + sense.onlyReadings
    if !only.isEmpty { notes.append("only for " + only.joined(separator: ", ")) }
    notes += sense.notes
    if !sense.seeAlso.isEmpty {
      notes.append(
        "see also "
          + sense.seeAlso.map { WordReference(kind: .seeAlso, sense: 0, text: $0).label }.joined(separator: ", "))
    }
    if !sense.antonyms.isEmpty {
      notes.append(
        "antonym "
          + sense.antonyms.map { WordReference(kind: .antonym, sense: 0, text: $0).label }.joined(separator: ", "))
    }
    return notes
  }

  /// A word's characters, then its cross-references: one that the dictionary has opens the
  /// word, one it lacks says so.
  private static func list(of characters: [WordCharacter], references: [WordReference]) -> ListView {
    let rows =
      characters.map(RowFormat.row)
      + references.map { reference in
        ListRow(
          [
            "", "\(reference.sense + 1). \(reference.kind.rawValue) \(reference.label)",
            reference.target.map { "\($0.headword)  \($0.gloss)" } ?? "not in this dictionary",
          ], opens: reference.target != nil)
      }
    return ListView(
      dataSource: ArrayListDataSource(rows), columns: RowFormat.characterColumns,
      emptyMessage: "No kanji: the word is written in kana.")
  }

  private static func list(of characters: [WordCharacter]) -> ListView {
    ListView(
      dataSource: ArrayListDataSource(characters.map(RowFormat.row)), columns: RowFormat.characterColumns,
      emptyMessage: "No kanji: the word is written in kana.")
  }
}

extension String {
  /// The string with its first letter in capitals: `Ichidan verb, transitive verb`.
  fileprivate var capitalizingFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
