import KanjiKit
import TermUI

/// Builds the two pages of a word: its dictionary entry, and the kanji it is written with.
///
/// Both end in the list of the word's characters: kanji open their page (the coordinator
/// decides how), kana are listed but do not open.
enum WordPage {
  /// The whole entry: forms, readings and their pitch accent, numbered senses with parts of
  /// speech, example sentences, the kanji; the JLPT level in the heading.
  static func entry(
    _ word: Word, characters: [WordCharacter], annotations: WordAnnotations = .none
  ) -> WordEntryViewController {
    var sections: [DetailView.Section] = []
    if word.forms.count > 1 { sections.append(.text(title: "Forms", body: word.forms.joined(separator: "  "))) }
    sections.append(.text(title: "Readings", body: word.readings.joined(separator: "  ")))
    sections += pitch(annotations.pitch)
    sections.append(.text(title: "Senses", body: senses(of: word)))
    sections += examples(of: word, annotations.study)
    sections.append(.list(title: "Characters of \(word.headword)", list: list(of: characters)))
    let page = WordEntryViewController(
      title: word.headword, heading: heading(of: word) + levelTag(annotations.study), sections: sections)
    addConjugation(of: word, to: page)
    if characters.contains(where: { $0.kanji != nil }) { page.detailView.setFocus(.list) }
    return page
  }

  /// The kanji of a word, titled with the word, its reading and meaning above the list.
  static func characters(_ word: Word, characters: [WordCharacter]) -> EntryPageViewController {
    let meaning = word.senses.first?.glosses.joined(separator: "; ") ?? ""
    let page = EntryPageViewController(
      title: word.headword, heading: heading(of: word),
      sections: [
        .text(title: "Meaning", body: meaning),
        .list(title: "Kanji of \(word.headword)", list: list(of: characters)),
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

  /// `日本  にほん  (common)`.
  static func heading(of word: Word) -> String {
    var parts = [word.headword]
    if word.reading != word.headword, !word.reading.isEmpty { parts.append(word.reading) }
    if word.isCommon { parts.append("(common)") }
    return parts.joined(separator: "  ")
  }

  /// `1. (n) Japan` per sense, with usage tags after the part of speech.
  static func senses(of word: Word) -> String {
    word.senses.enumerated().map { index, sense in
      let tags = sense.partsOfSpeech + sense.tags
      let label = tags.isEmpty ? "" : "(" + tags.joined(separator: ", ") + ") "
      return "\(index + 1). \(label)\(sense.glosses.joined(separator: "; "))"
    }.joined(separator: "\n")
  }

  private static func list(of characters: [WordCharacter]) -> ListView {
    ListView(
      dataSource: ArrayListDataSource(characters.map(RowFormat.row)), columns: RowFormat.characterColumns,
      emptyMessage: "No characters.")
  }
}
