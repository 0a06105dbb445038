import KanjiKit
import TermCore
import TermUI

/// A word's dictionary entry (see ``WordPage/entry(_:characters:)``) that can be starred:
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
    guard onToggleStar != nil else { return super.keyHints }
    let star = keyMap.hint([.toggleStar], in: .stars, isStarred() ? "unstar" : "star")
    return (star.map { [$0] } ?? []) + super.keyHints
  }

  override var keyContexts: [KeyContext] { super.keyContexts + (onToggleStar != nil ? [.stars] : []) }

  override var helpSections: [HelpSection] {
    glossary.isEmpty ? [] : [HelpSection(title: "Dictionary codes on this page", rows: glossary)]
  }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    let heading = (isStarred() ? "* " : "") + baseHeading
    if detailView.heading != heading { detailView.heading = heading }
    super.render(in: area, into: &buffer)
  }

  override func handle(_ event: InputEvent) -> EventResult {
    if case .key(let key) = event, let onToggleStar, keyMap.action(for: key, in: .stars) == .toggleStar {
      onToggleStar()
      return .handled
    }
    return super.handle(event)
  }
}
