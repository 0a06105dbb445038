import TermCore
import TermUI

/// A list of kanji or words with a header line: how many, in what order, what the filter
/// found.
///
/// Besides what every list does it reports, when the closures are set, `s` (star the
/// selected kanji) through ``onToggleStar``, `o` (the next order) through ``onNextOrder``,
/// and its appearing through ``onAppear`` (so a list of history can be read again).
class DictionaryListViewController: ListViewController {
  /// The user asked to star or unstar the kanji at this row.
  var onToggleStar: ((Int) -> Void)?
  /// The user asked for the next order; nil when the list has one order.
  var onNextOrder: (() -> Void)?
  /// The user asked for the component lookup; nil when this list does not offer it.
  var onOpenComponentLookup: (() -> Void)?
  /// The user asked for the drawing pad; nil when this list does not offer it.
  var onOpenDrawingPad: (() -> Void)?
  /// The screen became visible (pushed, or uncovered by a Back).
  var onAppear: (() -> Void)?
  /// The header line, kept current by the coordinator.
  var header: String = ""

  override func didAppear() {
    onAppear?()
  }

  override var keyHints: [KeyHint] {
    if isEditingFilter { return super.keyHints }
    var hints = super.keyHints
    if onToggleStar != nil, let star = keyMap.hint([.toggleStar], in: .stars, "star") {
      hints.insert(star, at: min(2, hints.count))
    }
    if onNextOrder != nil, let order = keyMap.hint([.nextOrder], in: .ordering, "order") {
      hints.insert(order, at: min(3, hints.count))
    }
    // No hint for the component lookup: the bar is full at 80 columns; the header names it.
    return hints
  }

  override var keyContexts: [KeyContext] {
    if isEditingFilter { return super.keyContexts }
    return super.keyContexts + (onToggleStar != nil ? [.stars] : []) + (onNextOrder != nil ? [.ordering] : [])
      + (onOpenComponentLookup != nil ? [.componentSearch] : [])
  }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    guard area.height >= 3, !header.isEmpty else {
      super.render(in: area, into: &buffer)
      return
    }
    let line = area.row(0)
    buffer.fill(line)
    buffer.write(
      DisplayWidth.truncate(header, to: max(0, line.width - 2)), at: line.origin.offsetBy(dx: 1), style: .dim,
      clip: line)
    super.render(in: area.removingTop(1), into: &buffer)
  }

  override func handle(_ event: InputEvent) -> EventResult {
    if !isEditingFilter, case .key(let key) = event {
      if let onToggleStar, keyMap.action(for: key, in: .stars) == .toggleStar {
        if listView.count > 0 { onToggleStar(listView.selectedIndex) }
        return .handled
      }
      if let onNextOrder, keyMap.action(for: key, in: .ordering) == .nextOrder {
        onNextOrder()
        return .handled
      }
      if let onOpenComponentLookup, keyMap.action(for: key, in: .componentSearch) == .openComponentLookup {
        onOpenComponentLookup()
        return .handled
      }
      if let onOpenDrawingPad, keyMap.action(for: key, in: .componentSearch) == .openDrawingPad {
        onOpenDrawingPad()
        return .handled
      }
    }
    return super.handle(event)
  }
}
