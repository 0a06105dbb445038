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

  /// The word's example sentences, the word in each set off in 【】 as it stands there
  /// (legible without colour) and the English under it; a note when a table cannot be read;
  /// nothing for a word with none.
  static func examples(
    _ examples: Result<[WordExample], any Error>, study: Result<WordStudyEntry?, any Error>
  ) -> [DetailView.Section] {
    var notes: [String] = []
    if case .failure(let error) = study { notes.append("The JLPT level cannot be shown: \(error)") }
    switch examples {
    case .failure(let error):
      notes.append("Example sentences cannot be shown: \(error)")
    case .success(let examples):
      notes += examples.prefix(exampleLimit).map { $0.marked() + "\n\u{3000}" + $0.sentence.english }
    }
    guard !notes.isEmpty else { return [] }
    return [.text(title: "Examples", body: notes.joined(separator: "\n"))]
  }
}
