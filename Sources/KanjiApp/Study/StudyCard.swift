import Coordinators
import KanjiKit
import TermUI
import UserData

/// What the review shows of one starred kanji or word: the front (the kanji, the word's
/// spelling, and the sentence a word was starred from) and the back, made from what the
/// kanji and word pages compute.
struct StudyCard {
  /// The starred item.
  let item: HistoryItem
  /// What the log records the review as (a word with the spelling and reading shown).
  let reviewItem: ReviewItem
  /// The front: the kanji, or the word's usual spelling.
  let front: String
  /// A line under the front (a word written in kanji has none; a kana word says so).
  let frontNote: String?
  /// The sentence the word was starred from, shown on both faces with the word set off; nil
  /// when there is none.
  let sentence: StarSentence?
  /// The back: readings, meanings and the rest, as page sections.
  let back: [DetailView.Section]
  /// The page Enter opens: `kanji/日` or `word/1234`.
  let route: KanjiRoute
}

extension StudyCard {
  /// The card of `item`, read from the dictionary, with the sentence it was starred from.
  ///
  /// - Throws: ``RouteError`` when the dictionary lacks the kanji or word (a star from
  ///   another dictionary) or cannot be read.
  static func make(
    _ item: HistoryItem, sentence: StarSentence?, context: AppContext
  ) throws(RouteError) -> StudyCard {
    switch item {
    case .kanji(let literal):
      let kanji = try context.kanji(literal, for: .kanji(literal))
      return StudyCard(
        item: item, reviewItem: .kanji(literal), front: literal, frontNote: nil, sentence: sentence,
        back: kanjiBack(kanji, context: context), route: .kanji(literal))
    case .word(let id):
      let word = try context.word(id, for: .word(id)).word
      let reviewItem = ReviewItem(word: word)
      let annotations = context.wordResources.annotations(of: word)
      var back: [DetailView.Section] = [.text(title: "Readings", body: WordPage.readings(of: word))]
      back += WordPage.pitch(annotations.pitch)
      back.append(.text(title: "Meanings", body: WordPage.senses(of: word)))
      let level = WordPage.levelTag(annotations.study).trimmingPrefix("  JLPT ")
      back.append(.text(title: "JLPT", body: level.isEmpty ? "not on the JLPT N5-N1 lists" : String(level)))
      if word.forms.count > 1 { back.append(.text(title: "Spellings", body: WordPage.spellings(of: word))) }
      return StudyCard(
        item: item, reviewItem: reviewItem, front: reviewItem.text,
        frontNote: word.forms.isEmpty ? "written in kana" : nil, sentence: sentence, back: back, route: .word(id))
    }
  }

  /// The section that shows the sentence the item was starred from, the word in it set off in
  /// 【】 as the word pages' examples are; nil without one.
  var sentenceSection: DetailView.Section? {
    sentence.map { .text(title: "Starred from", body: $0.marked()) }
  }

  /// A kanji's back: meanings, readings, stroke count and components.
  private static func kanjiBack(_ kanji: Kanji, context: AppContext) -> [DetailView.Section] {
    var sections: [DetailView.Section] = [
      .text(title: "Meanings", body: kanji.meanings.joined(separator: ", ")),
      .text(title: "Readings", body: RowFormat.readings(on: kanji.onReadings, kun: kanji.kunReadings)),
    ]
    let details = [
      CountPhrase.strokes(kanji.strokes), RowFormat.jlpt(kanji.jlpt, absent: "not on the JLPT N5-N1 lists"),
    ]
    sections.append(.text(title: "Details", body: details.joined(separator: ", ")))
    switch context.outline(of: kanji.literal) {
    case .failure(let error):
      sections.append(.text(title: "Components", body: "The components cannot be shown: \(error)"))
    case .success(let outline?) where !outline.components.isEmpty:
      let named = outline.components.map { component in
        context.componentMeaning(of: component).map { "\(component) \($0)" } ?? component
      }
      sections.append(.text(title: "Components", body: named.joined(separator: " + ")))
    case .success:
      break
    }
    return sections
  }
}
