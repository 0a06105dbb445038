import KanjiKit
import TermUI
import Testing

@testable import KanjiApp

/// The licence reads as text on the About page, not as Markdown.
@Suite struct AccountPagesTests {
  @Test func licenceBecomesTitledSectionsOfPlainText() {
    let sections = AccountPages.sections(of: DataLicence.text)
    var titles: [String] = []
    for case .text(let title, let body) in sections {
      titles.append(title)
      #expect(!body.contains("`") && !body.contains("<http") && !body.hasPrefix("#"), "\(title): \(body)")
    }
    #expect(
      titles == [
        "Licence", "Acknowledgement", "The bundled dataset", "Frequency data", "JLPT levels", "Word frequency",
        "Gloss translations", "JMdict entry numbers",
        "Stroke order and components", "Example sentences and the JLPT levels of words", "Pitch accent",
      ])
  }

  @Test(arguments: [
    ("see <https://www.edrdg.org/>.", "see https://www.edrdg.org/."),
    ("the `edict` package", "the edict package"),
    ("a <b> that is no link", "a <b> that is no link"),
    ("cut <https://example.org", "cut <https://example.org"),
  ])
  func plainDropsMarkdownMarks(markdown: String, text: String) {
    #expect(AccountPages.plain(markdown) == text)
  }
}
