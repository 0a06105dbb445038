import KanjiKit
import TermUI

extension WordPage {
  /// How many example sentences a word page shows.
  static let exampleLimit = 3

  /// `  JLPT N5` after the heading for a word on the JLPT lists, else nothing.
  static func levelTag(_ study: Result<WordStudyEntry?, any Error>) -> String {
    guard case .success(let entry?) = study else { return "" }
    return "  JLPT N\(entry.level)"
  }

  /// The word's example sentences, the word in each set off in 【】 (legible without
  /// colour) and the English under it; a note when the table cannot be read; nothing for a
  /// word with none.
  static func examples(of word: Word, _ study: Result<WordStudyEntry?, any Error>) -> [DetailView.Section] {
    switch study {
    case .failure(let error):
      return [.text(title: "Examples", body: "Example sentences and JLPT levels cannot be shown: \(error)")]
    case .success(nil):
      return []
    case .success(let entry?):
      guard !entry.sentences.isEmpty else { return [] }
      let spellings = [entry.spelling] + word.forms + word.readings
      let body = entry.sentences.prefix(exampleLimit).map { sentence in
        marked(sentence, spellings: spellings) + "\n\u{3000}" + sentence.english
      }
      return [.text(title: "Examples", body: body.joined(separator: "\n"))]
    }
  }

  /// The sentence with the first of `spellings` found in it between 【 and 】.
  static func marked(_ sentence: ExampleSentence, spellings: [String]) -> String {
    guard let range = sentence.occurrence(ofAny: spellings) else { return sentence.japanese }
    let text = sentence.japanese
    return text[..<range.lowerBound] + "【" + text[range] + "】" + text[range.upperBound...]
  }
}
