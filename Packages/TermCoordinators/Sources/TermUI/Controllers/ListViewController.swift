import TermCore

/// A screen showing a ``ListView``: moving, paging, opening, filtering as you type.
///
/// It reports what the user did and does nothing more: ``onOpen`` with the selected row,
/// ``onFilterChange`` with the filter text (the owner filters the data source and calls
/// ``reloadData()``). `/` starts the filter when ``onFilterChange`` is set; while it is
/// typed, printable keys go to it; Enter keeps it, Esc clears it. With a filter kept, the
/// first back key clears it rather than going back.
///
/// With the mouse, a click selects a row and a click on the selected row (or a double
/// click) opens it; the wheel scrolls; a click on the filter line types into it.
open class ListViewController: ViewController {
  /// The list.
  public let listView: ListView
  /// The user opened the row at this index.
  public var onOpen: ((Int) -> Void)?
  /// The filter text changed (to "" when cleared); nil means the list has no filter.
  public var onFilterChange: ((String) -> Void)?
  /// Whether the filter line is being typed into.
  public private(set) var isEditingFilter = false
  /// Whether the filter text changed since ``onFilterChange`` was last told.
  private var filterChangePending = false
  /// The most characters the filter line takes.
  public var filterLimit = 256

  /// Creates a list screen.
  public init(
    title: String, dataSource: any ListDataSource, columns: [ListColumn] = ListColumn.single,
    emptyMessage: String = "Nothing here."
  ) {
    listView = ListView(dataSource: dataSource, columns: columns, emptyMessage: emptyMessage)
    super.init(title: title)
  }

  /// The filter typed so far ("" for none).
  public var filterText: String { listView.filterField?.text ?? "" }

  /// Keeps the selection valid after the data changed.
  public func reloadData() { listView.reloadData() }

  /// Lets go of the list's drawn rows: a screen under another keeps its state, not its
  /// drawing. An override must call `super`.
  open override func didDisappear() {
    super.didDisappear()
    listView.discardDrawing()
  }

  open override var keyHints: [KeyHint] {
    if isEditingFilter {
      return [keyMap.hint([.submit], in: .filter, "keep"), keyMap.hint([.cancel], in: .filter, "clear")]
        .compactMap { $0 }
    }
    var hints = [keyMap.hint([.moveDown, .moveUp], in: .list, "move"), keyMap.hint([.open], in: .list, "open")]
    if onFilterChange != nil { hints.append(keyMap.hint([.filter], in: .list, "filter")) }
    if !filterText.isEmpty { hints.append(keyMap.hint([.back], in: .navigation, "clear filter")) }
    return hints.compactMap { $0 }
  }

  open override var keyContexts: [KeyContext] {
    isEditingFilter ? [.filter] : [.list]
  }

  /// Lets the list's data source read ahead of the rows shown (``ListView/readAhead()``).
  open override func frameDidPresent() {
    listView.readAhead()
  }

  open override func render(in area: Rect, into buffer: inout CellBuffer) {
    listView.filterField?.isFocused = isEditingFilter
    listView.render(in: area, into: &buffer)
  }

  open override func handle(_ event: InputEvent) -> EventResult {
    if case .mouse(let mouse) = event { return handleMouse(mouse) }
    if isEditingFilter { return handleFilter(event) }
    guard case .key(let key) = event else { return .ignored }
    if !filterText.isEmpty, keyMap.action(for: key, in: .navigation) == .back {
      setFilter(nil)
      return .handled
    }
    guard let action = keyMap.action(for: key, in: .list) else { return .ignored }
    switch action {
    case .open:
      guard listView.count > 0 else { return .handled }
      onOpen?(listView.selectedIndex)
    case .filter:
      guard onFilterChange != nil else { return .ignored }
      if listView.filterField == nil { listView.filterField = TextField(maxLength: filterLimit) }
      isEditingFilter = true
    default:
      listView.perform(action)
    }
    return .handled
  }

  /// A click selects, a click on the selection opens, the wheel scrolls; anything else
  /// inside the list is used up, so it does not reach the containers.
  private func handleMouse(_ mouse: MouseEvent) -> EventResult {
    guard listView.frame?.contains(mouse.position) == true else { return .ignored }
    if mouse.wheelDelta != 0 {
      listView.scroll(by: mouse.wheelDelta)
      return .handled
    }
    guard mouse.isPrimaryClick else { return .handled }
    if let field = listView.filterField, field.contains(mouse.position) {
      isEditingFilter = true
      field.placeCaret(at: mouse.position)
      return .handled
    }
    guard let index = listView.index(at: mouse.position) else { return .handled }
    if isEditingFilter {
      // As Enter does: the filter is kept, and the list has the keys again.
      inputDidSettle()
      isEditingFilter = false
      if filterText.isEmpty { setFilter(nil) }
    }
    if index == listView.selectedIndex {
      onOpen?(index)
    } else {
      listView.select(index)
    }
    return .handled
  }

  /// Asks for ``onFilterChange`` to be told the filter text again once input settles: the
  /// owner's query for it was abandoned (more input arrived while it ran).
  public func setNeedsFilterChange() {
    filterChangePending = true
  }

  open override func inputDidSettle() {
    guard filterChangePending else { return }
    filterChangePending = false
    onFilterChange?(filterText)
  }

  private func handleFilter(_ event: InputEvent) -> EventResult {
    if case .key(let key) = event, let action = keyMap.action(for: key, in: .filter) {
      inputDidSettle()
      isEditingFilter = false
      if action == .cancel || filterText.isEmpty { setFilter(nil) }
      return .handled
    }
    guard let field = listView.filterField else { return .ignored }
    let before = field.text
    // Backspace on an empty filter closes it, as in less and vim.
    if case .key(.backspace) = event, before.isEmpty {
      isEditingFilter = false
      setFilter(nil)
      return .handled
    }
    _ = field.handle(event)
    if field.text != before {
      listView.select(0)
      // The owner hears of it once the keys that arrived together are all in.
      filterChangePending = true
    }
    // Every other key stays with the filter line while it is typed.
    return .handled
  }

  private func setFilter(_ text: String?) {
    filterChangePending = false
    let changed = filterText != (text ?? "")
    listView.filterField = text.map { TextField(text: $0, maxLength: filterLimit) }
    if changed {
      listView.select(0)
      onFilterChange?(text ?? "")
    }
  }
}
