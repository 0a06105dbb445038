import TermCore

/// A screen showing a ``DetailView``; opening a row of its list is reported by ``onOpen``.
///
/// With the mouse, the wheel scrolls the text or the list under the pointer; a click on a
/// row of the list gives it the focus and selects the row, a click on the selected row (or
/// a double click) opens it.
open class DetailViewController: ViewController {
  /// The page.
  public let detailView: DetailView
  /// The user opened this row of the embedded list.
  public var onOpen: ((Int) -> Void)?

  /// Creates a detail screen.
  public init(title: String, heading: String? = nil, sections: [DetailView.Section] = []) {
    detailView = DetailView(heading: heading, sections: sections)
    super.init(title: title)
  }

  /// Lets go of the page's wrapped text and drawn rows: a screen under another keeps its
  /// state, not its drawing. An override must call `super`.
  open override func didDisappear() {
    super.didDisappear()
    detailView.discardDrawing()
  }

  open override var keyHints: [KeyHint] {
    let hints =
      detailView.embeddedList == nil
      ? [keyMap.hint([.moveDown, .moveUp], in: .detail, "scroll")]
      : [keyMap.hint([.moveDown, .moveUp], in: .detail, "move"), keyMap.hint([.open], in: .detail, "open")]
    return hints.compactMap { $0 }
  }

  open override var keyContexts: [KeyContext] { [.detail] }

  open override func render(in area: Rect, into buffer: inout CellBuffer) {
    detailView.render(in: area, into: &buffer)
  }

  open override func handle(_ event: InputEvent) -> EventResult {
    if case .mouse(let mouse) = event { return handleMouse(mouse) }
    guard case .key(let key) = event, let action = keyMap.action(for: key, in: .detail) else { return .ignored }
    if action == .open {
      guard detailView.focus == .list, let list = detailView.embeddedList, list.count > 0 else { return .ignored }
      onOpen?(list.selectedIndex)
      return .handled
    }
    return EventResult(detailView.perform(action))
  }

  private func handleMouse(_ mouse: MouseEvent) -> EventResult {
    let page = detailView
    guard page.frame?.contains(mouse.position) == true else { return .ignored }
    let overText = page.textFrame?.contains(mouse.position) == true
    let list = overText ? nil : page.embeddedList
    if mouse.wheelDelta != 0 {
      if let list, list.frame?.contains(mouse.position) == true {
        list.scroll(by: mouse.wheelDelta)
      } else {
        page.scrollText(by: mouse.wheelDelta)
      }
      return .handled
    }
    guard mouse.isPrimaryClick, let list, let index = list.index(at: mouse.position) else { return .handled }
    if page.focus == .list, index == list.selectedIndex {
      onOpen?(index)
    } else {
      page.setFocus(.list)
      list.select(index)
    }
    return .handled
  }
}
