import KanjiKit
import TermCore
import TermUI

/// A word's dictionary entry (see ``WordPage/entry(_:characters:annotations:)``) that can be starred:
/// the heading says whether it is, and `s` is reported through ``onToggleStar``.
final class WordEntryViewController: EntryPageViewController {
  /// The heading without the star: `日本  にほん  (common)`.
  private let baseHeading: String
  /// Whether the word is starred now (asked at every draw).
  var isStarred: () -> Bool = { false }
  /// The user asked to star or unstar the word.
  var onToggleStar: (() -> Void)?
  /// The page came into view (pushed, or uncovered by a Back), so its star is read again.
  var onAppear: (() -> Void)?
  /// The word's conjugation table, laid out anew when the width changes; `c` scrolls to it.
  var conjugation: ConjugationSection?
  /// JMdict's codes behind the tags the page spells out, for the `?` overlay.
  var glossary: [HelpSection.Row] = []

  /// Creates the entry page titled `title` with `heading` above `sections`.
  init(title: String, heading: String, sections: [DetailView.Section]) {
    baseHeading = heading
    super.init(title: title, heading: heading, sections: sections)
  }

  override func didAppear() {
    onAppear?()
  }

  override var keyHints: [KeyHint] {
    let star = onToggleStar != nil ? keyMap.hint([.toggleStar], in: .stars, isStarred() ? "unstar" : "star") : nil
    let table = conjugation != nil ? keyMap.hint([.showConjugation], in: .conjugation, "conjugation") : nil
    return [star, table].compactMap { $0 } + super.keyHints
  }

  override var keyContexts: [KeyContext] {
    super.keyContexts + (onToggleStar != nil ? [.stars] : []) + (conjugation != nil ? [.conjugation] : [])
  }

  override var helpSections: [HelpSection] {
    glossary.isEmpty ? [] : [HelpSection(title: "Dictionary codes on this page", rows: glossary)]
  }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    let heading = (isStarred() ? "* " : "") + baseHeading
    if detailView.heading != heading { detailView.heading = heading }
    // The text area is the page less a column each side (see DetailView).
    conjugation?.layOut(in: detailView, width: area.width - 2)
    super.render(in: area, into: &buffer)
  }

  override func handle(_ event: InputEvent) -> EventResult {
    if case .key(let key) = event, let onToggleStar, keyMap.action(for: key, in: .stars) == .toggleStar {
      onToggleStar()
      return .handled
    }
    if case .key(let key) = event, let conjugation, keyMap.action(for: key, in: .conjugation) == .showConjugation {
      detailView.scroll(toSection: conjugation.title)
      return .handled
    }
    return super.handle(event)
  }
}
