import JapaneseText
import KanjiKit
import TermCore
import TermUI

extension WordPage {
  /// Adds the conjugation table of `word` to its entry page, above the list of its
  /// characters, when the word is a verb or an adjective; `c` then scrolls to it.
  static func addConjugation(of word: Word, spelling: String? = nil, to page: WordEntryViewController) {
    guard let table = ConjugationTable.of(word, spelling: spelling) else { return }
    let section = ConjugationSection(table: table)
    var sections = page.detailView.sections
    let list = sections.firstIndex { if case .list = $0 { true } else { false } } ?? sections.endIndex
    sections.insert(.preformatted(title: section.title, body: section.body(width: 80)), at: list)
    page.detailView.sections = sections
    page.conjugation = section
  }
}

/// The conjugation table as a section of a word's page, laid out for the page's width: the
/// affirmative and negative forms side by side where they fit (60 columns and more), one
/// under the other on narrower screens.
final class ConjugationSection {
  let table: ConjugationTable
  /// The section's title, by which the page scrolls to it.
  let title: String
  /// The width the page's section was last laid out for.
  private var laidOutWidth: Int?

  init(table: ConjugationTable) {
    self.table = table
    title = "Conjugation"
  }

  /// What is conjugated, as what: `Ichidan verb`, `勉強する: noun that takes suru`.
  var kind: String {
    table.code == "vs" ? "\(table.word)する: noun that takes suru" : table.className
  }

  /// The narrowest text area that shows the two columns side by side.
  static let sideBySideWidth = 58

  /// Lays the section of `view` out again for a text area `width` columns wide, when the
  /// width changed since the last frame.
  func layOut(in view: DetailView, width: Int) {
    guard width != laidOutWidth else { return }
    laidOutWidth = width
    view.sections = view.sections.map { section in
      if case .preformatted(let title, _) = section, title == self.title {
        return .preformatted(title: title, body: body(width: width))
      }
      return section
    }
  }

  /// The table as lines for a text area `width` columns wide, below what is conjugated.
  func body(width: Int) -> String {
    let kind = TextWrap.lines(self.kind, width: max(1, width))
    let rows = table.rows.filter { $0.affirmative != nil || $0.negative != nil }
    let labelWidth = (rows.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
    let affirmativeWidth = (rows.map { DisplayWidth.of(Self.text(of: $0.affirmative)) }.max() ?? 0) + 2
    let negativeWidth = rows.map { DisplayWidth.of(Self.text(of: $0.negative)) }.max() ?? 0
    if width >= Self.sideBySideWidth, labelWidth + affirmativeWidth + negativeWidth <= width {
      let header = Self.pad("", labelWidth) + Self.pad("affirmative", affirmativeWidth) + "negative"
      let lines = rows.map {
        Self.pad($0.label, labelWidth) + Self.pad(Self.text(of: $0.affirmative), affirmativeWidth)
          + Self.text(of: $0.negative)
      }
      return (kind + [header] + lines).joined(separator: "\n")
    }
    // One under the other: the negative below its affirmative. A reading that does not fit
    // beside its form goes below it, and a form too long to follow its label goes on a
    // line of its own, indented.
    var lines = kind
    func add(_ label: String, _ form: ConjugationTable.Form?) {
      if labelWidth + DisplayWidth.of(Self.text(of: form)) <= width {
        lines.append(Self.pad(label, labelWidth) + Self.text(of: form))
      } else if let form, let reading = form.reading, labelWidth + DisplayWidth.of(form.text) <= width {
        lines += [Self.pad(label, labelWidth) + form.text, Self.pad("", labelWidth) + "(\(reading))"]
      } else {
        lines += [label, "    " + Self.text(of: form)]
      }
    }
    for row in rows {
      add(row.label, row.affirmative)
      if row.negative != nil { add("  negative", row.negative) }
    }
    return lines.joined(separator: "\n")
  }

  /// `食べない`, `来ない (こない)`, or a dash where the word has no such form.
  static func text(of form: ConjugationTable.Form?) -> String {
    guard let form else { return "-" }
    return form.reading.map { "\(form.text) (\($0))" } ?? form.text
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - DisplayWidth.of(text)))
  }
}
