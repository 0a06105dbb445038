import TermCore

/// A scrolling list over a ``ListDataSource``: selection, columns, markers, a filter line.
///
/// The list asks its data source only for the rows it draws. Scrolling keeps the selection
/// at least ``scrollMargin`` rows from the top and bottom edges where the list allows.
/// Columns are measured by display width, so wide (CJK) and Latin text line up, and cut with an
/// ASCII `...`. A row that opens something ends with a `>` marker.
public final class ListView: View {
  /// Where the rows come from.
  public var dataSource: any ListDataSource {
    didSet { reloadData() }
  }
  /// How the cells of each row are laid out.
  public var columns: [ListColumn] {
    didSet {
      preparedRows = []
      fittedWidths = nil
    }
  }
  /// What the list says when it has no rows.
  public var emptyMessage: String
  /// Rows kept between the selection and the edges while scrolling.
  public var scrollMargin: Int = 2
  /// Whether the selection is highlighted (false while something else has focus).
  public var showsSelection: Bool = true
  /// The filter line under the rows, if the list is being filtered; nil hides it.
  public var filterField: TextField?
  /// The selected row, within the rows the data source has now (0 when it has none).
  ///
  /// Read through the data source's current count, so a source that shrank behind the list
  /// never yields a row that is gone; drawing never changes it.
  public var selectedIndex: Int { min(max(0, selection), max(0, count - 1)) }
  private var selection = 0
  /// The first row shown.
  public private(set) var scrollOffset: Int = 0
  /// How many rows the last render showed; paging moves by this.
  public private(set) var visibleRowCount: Int = 10
  /// The area the list was last drawn in (nil before the first frame), for the mouse.
  public private(set) var frame: Rect?
  /// The rows' part of ``frame`` (without the filter line).
  private var rowsFrame: Rect?

  /// Creates a list.
  public init(
    dataSource: any ListDataSource, columns: [ListColumn] = ListColumn.single,
    emptyMessage: String = "Nothing here."
  ) {
    self.dataSource = dataSource
    self.columns = columns
    self.emptyMessage = emptyMessage
  }

  /// How many rows the data source has.
  public var count: Int { dataSource.numberOfRows }

  // MARK: - Selection

  /// Selects `index`, clamped to the rows there are.
  public func select(_ index: Int) {
    selection = min(max(0, index), max(0, count - 1))
  }

  /// Moves the selection by `delta` rows.
  public func move(by delta: Int) {
    select(selectedIndex + delta)
  }

  /// Lets go of the rows as last drawn (their fitted columns and their images), keeping
  /// the selection and the scroll position; the next frame prepares the rows it shows again.
  ///
  /// ``ListViewController`` calls it when its screen stops being visible: a list at
  /// 500×200 keeps about a megabyte of drawn rows, so a stack of screens under the top one
  /// would otherwise hold its depth times the terminal's area.
  ///
  /// The data source is asked to let go of what it can read again too
  /// (``ListDataSource/discardCache()``).
  public func discardDrawing() {
    preparedRows = []
    preparedFirst = 0
    dataSource.discardCache()
  }

  /// Keeps the selection valid after the data source changed.
  public func reloadData() {
    select(selectedIndex)
    scrollOffset = min(scrollOffset, max(0, count - 1))
  }

  /// Does what `action` asks of a list; false when it is not a list action.
  @discardableResult
  public func perform(_ action: KeyAction) -> Bool {
    let page = max(1, visibleRowCount)
    switch action {
    case .moveDown: move(by: 1)
    case .moveUp: move(by: -1)
    case .first: select(0)
    case .last: select(count - 1)
    case .pageDown: move(by: page)
    case .pageUp: move(by: -page)
    case .halfPageDown: move(by: max(1, page / 2))
    case .halfPageUp: move(by: -max(1, page / 2))
    default: return false
    }
    return true
  }

  // MARK: - Mouse

  /// The index of the row drawn at `point` in the last frame, or nil when no row is there.
  public func index(at point: Point) -> Int? {
    guard let rowsFrame, rowsFrame.contains(point) else { return nil }
    let index = scrollOffset + point.y - rowsFrame.minY
    return index < count ? index : nil
  }

  /// Scrolls the rows by `delta` (the wheel), taking the selection along only as far as it
  /// must to stay in view; at the first or last page the selection moves instead.
  public func scroll(by delta: Int) {
    let total = count
    let visible = max(1, visibleRowCount)
    let maxOffset = max(0, total - visible)
    let offset = min(max(0, scrollOffset + delta), maxOffset)
    guard offset != scrollOffset else {
      move(by: delta)
      return
    }
    scrollOffset = offset
    let margin = min(scrollMargin, (visible - 1) / 2)
    let top = offset == 0 ? 0 : offset + margin
    let bottom = offset == maxOffset ? total - 1 : offset + visible - 1 - margin
    select(min(max(selectedIndex, top), bottom))
  }

  /// Lets the data source read ahead of the rows the last frame showed
  /// (``ListDataSource/readAhead(around:)``); called once that frame is on the terminal.
  public func readAhead() {
    guard rowsFrame != nil else { return }
    let total = count
    let first = min(scrollOffset, total)
    dataSource.readAhead(around: first..<min(total, first + visibleRowCount))
  }

  // MARK: - Rendering

  public func render(in area: Rect, into buffer: inout CellBuffer) {
    frame = area
    rowsFrame = nil
    guard !area.isEmpty else { return }
    buffer.fill(area)
    var rowsArea = area
    if let field = filterField {
      let line = area.bottom(1)
      rowsArea = area.removingBottom(1)
      buffer.write("/", at: line.origin, style: .accent, clip: line)
      field.render(in: line.inset(left: 1), into: &buffer)
    }
    visibleRowCount = rowsArea.height
    rowsFrame = rowsArea
    guard !rowsArea.isEmpty else { return }
    let total = count
    if total == 0 {
      let message = DisplayWidth.truncate(emptyMessage, to: max(0, rowsArea.width - 2))
      buffer.write(message, at: rowsArea.origin.offsetBy(dx: 1), style: .dim, clip: rowsArea)
      return
    }
    // The scroll position is the view's own state and depends on the height drawn; the
    // selection is the user's and is only read here.
    scrollToSelection(visibleRows: rowsArea.height, total: total)
    let last = min(total, scrollOffset + rowsArea.height)
    // A one-cell gutter and the two cells of the marker (see `draw`, `columnWidths(inWidth:)`).
    let rowWidth = rowsArea.row(0).inset(left: 1, right: 2).width
    if fittedWidths?.total != rowWidth { fittedWidths = (rowWidth, columnWidths(for: rowWidth)) }
    let widths = fittedWidths?.widths ?? columnWidths(for: rowWidth)
    // The rows kept from the last frame, by their place from its first row; each is taken
    // out (not copied) for the row it was, if that is shown again.
    var kept = preparedRows
    preparedRows = []
    var prepared: [PreparedRow?] = []
    prepared.reserveCapacity(last - scrollOffset)
    for index in scrollOffset..<last {
      let line = rowsArea.row(index - scrollOffset)
      let row = dataSource.row(at: index)
      let slot = index - preparedFirst
      var entry = slot >= 0 && slot < kept.count ? kept[slot].take() : nil
      if entry?.row != row || entry?.widths != widths {
        entry = PreparedRow(row: row, widths: widths, glyphs: glyphs(of: row, widths: widths))
      }
      guard let entry else { continue }
      let selected = showsSelection && index == selectedIndex
      if drawsRowImages, buffer.bounds.intersection(line) == line {
        buffer.place(entry.image(selected: selected, width: line.width), at: line.origin)
      } else {
        Self.draw(entry, selected: selected, in: line, into: &buffer)
      }
      prepared.append(entry)
    }
    preparedRows = prepared
    preparedFirst = scrollOffset
  }

  /// The column widths for the row width last drawn (``columnWidths(for:)``), kept until
  /// the width or the columns change.
  private var fittedWidths: (total: Int, widths: [Int])?

  /// Whether rows are drawn from the images ``PreparedRow`` keeps (false only in tests, to
  /// check them against drawing each row afresh).
  var drawsRowImages = true

  /// A row as last drawn: the row asks again every frame (what it shows may depend on other
  /// state), but fitting its columns is done again only when it or the widths changed, and
  /// drawing it only when it is first shown at a width, selected or not. A class: every
  /// frame hands each shown row on to the next, which then costs a reference, not a copy
  /// of all its parts.
  private final class PreparedRow {
    let row: ListRow
    let widths: [Int]
    let glyphs: [Glyph]
    /// The row drawn at the width of ``imageWidth``, unselected and selected.
    var images: (normal: CellBuffer?, selected: CellBuffer?) = (nil, nil)
    var imageWidth = 0

    init(row: ListRow, widths: [Int], glyphs: [Glyph]) {
      self.row = row
      self.widths = widths
      self.glyphs = glyphs
    }

    /// The row as ``ListView/draw(_:selected:in:into:)`` draws it in a line `width` wide.
    func image(selected: Bool, width: Int) -> CellBuffer {
      if width != imageWidth {
        images = (nil, nil)
        imageWidth = width
      }
      if let image = selected ? images.selected : images.normal { return image }
      let line = Rect(x: 0, y: 0, width: width, height: 1)
      var image = CellBuffer(size: line.size)
      ListView.draw(self, selected: selected, in: line, into: &image)
      if selected { images.selected = image } else { images.normal = image }
      return image
    }
  }

  /// The rows the last frame drew, the first being row ``preparedFirst``.
  private var preparedRows: [PreparedRow?] = []
  /// Whether rows as last drawn are kept (for the tests of ``discardDrawing()``).
  var keepsDrawnRows: Bool { !preparedRows.isEmpty }
  private var preparedFirst = 0

  private func scrollToSelection(visibleRows: Int, total: Int) {
    let margin = min(scrollMargin, (visibleRows - 1) / 2)
    if selectedIndex < scrollOffset + margin { scrollOffset = selectedIndex - margin }
    if selectedIndex > scrollOffset + visibleRows - 1 - margin {
      scrollOffset = selectedIndex - visibleRows + 1 + margin
    }
    scrollOffset = min(max(0, scrollOffset), max(0, total - visibleRows))
  }

  /// Draws one row: a one-cell gutter, the columns two cells apart, the marker at the end.
  private static func draw(_ entry: PreparedRow, selected: Bool, in line: Rect, into buffer: inout CellBuffer) {
    let style: Style = selected ? .selected : .normal
    buffer.fill(line, with: .blank(style))
    let content = line.inset(left: 1, right: 2)
    if entry.row.opens, line.width >= 2 {
      buffer.write(">", at: Point(x: line.maxX - 1, y: line.minY), style: selected ? .selected : .marker, clip: line)
    }
    buffer.write(entry.glyphs, at: Point(x: content.minX, y: line.minY), style: style, clip: content)
  }

  /// The glyphs of a row's columns, each fitted to its width, two blanks apart; a cell of a
  /// column that ``ListColumn/overflows`` takes what it lacks from the next column shown.
  private func glyphs(of row: ListRow, widths: [Int]) -> [Glyph] {
    var out: [Glyph] = []
    out.reserveCapacity(widths.reduce(0) { $0 + max(0, $1) + 2 })
    let shown = widths.indices.filter { $0 < row.cells.count && widths[$0] >= 0 }
    var taken = 0
    for (place, index) in shown.enumerated() {
      if place > 0 { out += [.space, .space] }
      var width = max(0, widths[index] - taken)
      taken = 0
      if columns[index].overflows, place + 1 < shown.count {
        let lacking = DisplayWidth.of(row.cells[index]) - width
        if lacking > 0 {
          taken = min(lacking, widths[shown[place + 1]])
          width += taken
        }
      }
      Glyph.appendFitted(row.cells[index], width: width, padsLeading: columns[index].alignment == .trailing, to: &out)
    }
    return out
  }

  /// The width of each column when the list is drawn `width` columns wide (its gutter and
  /// `>` marker taken off); -1 for an optional column left out (``ListColumn/isOptional``).
  /// A data source whose text depends on the room it gets (a cell shortened around its
  /// middle rather than cut at its end) asks this.
  public func columnWidths(inWidth width: Int) -> [Int] {
    columnWidths(for: max(0, width - 3))
  }

  /// The width of each column for a row `total` columns wide; -1 for an optional column
  /// left out (``ListColumn/isOptional``).
  func columnWidths(for total: Int) -> [Int] {
    var shown = columns.map { _ in true }
    while true {
      let widths = Self.columnWidths(of: columns, shown: shown, total: total)
      let fillWidths = columns.indices.filter { shown[$0] && columns[$0].width == .fill }.map { widths[$0] }
      guard let narrowest = fillWidths.min(), narrowest < ListColumn.narrowestFill,
        let last = columns.indices.last(where: { shown[$0] && columns[$0].isOptional })
      else { return widths }
      shown[last] = false
    }
  }

  private static func columnWidths(of columns: [ListColumn], shown: [Bool], total: Int) -> [Int] {
    let count = shown.filter { $0 }.count
    let gaps = max(0, count - 1) * 2
    let fixed = columns.indices.reduce(0) { sum, index in
      if shown[index], case .fixed(let w) = columns[index].width { return sum + max(0, w) }
      return sum
    }
    let fills = columns.indices.filter { shown[$0] && columns[$0].width == .fill }.count
    let room = max(0, total - gaps - fixed)
    var fillIndex = 0
    return columns.indices.map { index in
      guard shown[index] else { return -1 }
      switch columns[index].width {
      case .fixed(let w): return max(0, w)
      case .fill:
        defer { fillIndex += 1 }
        return room / fills + (fillIndex < room % fills ? 1 : 0)
      }
    }
  }

  /// `text` cut to `width` columns with `...` and padded to exactly `width`.
  static func fit(_ text: String, width: Int, alignment: ListColumn.Alignment) -> String {
    Glyph.fittedByString(text, width: width, padsLeading: alignment == .trailing)
  }
}
