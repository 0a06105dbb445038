#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A grid of cells that a frame is rendered into: what the screen should show.
///
/// Every frame renders the whole view tree into a `CellBuffer`; a terminal backend shows
/// the difference from the previous one, and tests compare it with stored snapshots.
/// The buffer keeps wide glyphs whole: a two-column glyph owns its cell and a
/// ``Cell/Content/continuation`` to its right, and writing over either half blanks both.
public struct CellBuffer: Hashable, Sendable {
  /// Columns and rows.
  public private(set) var size: Size
  /// Where the terminal's cursor should be, or nil to hide it.
  public var cursor: Point?
  /// The cells, row by row.
  public private(set) var cells: [Cell]

  /// A blank buffer of `size`.
  public init(size: Size) {
    self.size = size
    self.cursor = nil
    self.cells = Array(repeating: .blank, count: size.area)
  }

  /// The whole buffer as a rectangle.
  public var bounds: Rect { Rect(size: size) }

  /// The cell at column `x`, row `y`; a blank cell outside the buffer.
  @inlinable
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
    return cells[y * size.width + x]
  }

  /// The cell at `point`; a blank cell outside the buffer.
  @inlinable
  public subscript(point: Point) -> Cell { self[point.x, point.y] }

  /// Blanks every cell and hides the cursor.
  public mutating func clear() {
    cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    cursor = nil
  }

  // MARK: - Cells

  /// Puts one cell at `x`, `y`, keeping every wide glyph whole.
  ///
  /// Writing over either half of a wide glyph blanks its other half; a wide glyph that
  /// does not fit before the right edge becomes a space.
  public mutating func set(_ cell: Cell, x: Int, y: Int) {
    let size = size
    cells.withUnsafeMutableBufferPointer { Grid(cells: $0, size: size).set(cell, x: x, y: y) }
  }

  /// Blanks the other half of a wide glyph that cell `i` (column `x`) is part of.
  private mutating func breakGlyph(at i: Int, x: Int) {
    let size = size
    cells.withUnsafeMutableBufferPointer { Grid(cells: $0, size: size).breakGlyph(at: i, x: x) }
  }

  /// The cells seen through a pointer, so writing a run of them checks uniqueness once.
  private struct Grid {
    let cells: UnsafeMutableBufferPointer<Cell>
    let size: Size

    func set(_ cell: Cell, x: Int, y: Int) {
      guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
      var cell = cell
      if cell.isContinuation { return }
      if cell.isWide && x + 1 >= size.width { cell = .blank(cell.style) }
      let i = y * size.width + x
      breakGlyph(at: i, x: x)
      cells[i] = cell
      if cell.isWide {
        breakGlyph(at: i + 1, x: x + 1)
        cells[i + 1] = Cell(.continuation, style: cell.style)
      }
    }

    func breakGlyph(at i: Int, x: Int) {
      let old = cells[i]
      if old.isContinuation, x > 0 {
        cells[i - 1] = .blank(cells[i - 1].style)
      } else if old.isWide, x + 1 < size.width {
        cells[i + 1] = .blank(cells[i + 1].style)
      }
    }

    /// Writes the longest run of `glyphs` from column `x` that lies wholly inside `area`;
    /// `next` is left at the first glyph not written.
    ///
    /// A list row writes a whole line of glyphs every frame, so this is a hot path: the
    /// cells of the run are all replaced, so only the glyphs cut by the run's two ends need
    /// a look (as ``CellBuffer/fill(_:with:)`` does), not every cell.
    ///
    /// - Returns: the column after the run.
    func putRun(_ glyphs: ArraySlice<Glyph>, x start: Int, y: Int, style: Style, area: Rect, next: inout Int) -> Int {
      guard y >= area.minY, y < area.maxY, start >= area.minX else { return start }
      var end = start
      var index = glyphs.startIndex
      while index < glyphs.endIndex {
        let width = glyphs[index].width
        guard width == 1 || width == 2, end + width <= area.maxX else { break }
        end += width
        index += 1
      }
      guard end > start else { return start }
      let row = y * size.width
      breakGlyph(at: row + start, x: start)
      breakGlyph(at: row + end - 1, x: end - 1)
      var i = row + start
      let continuation = Cell.continuation(style)
      for glyph in glyphs[glyphs.startIndex..<index] {
        cells[i] = Cell(glyph: glyph, style: style)
        if glyph.columns == 2 {
          cells[i + 1] = continuation
          i += 2
        } else {
          i += 1
        }
      }
      next = index
      return end
    }

    func put(_ glyph: Glyph, x: Int, y: Int, style: Style, area: Rect) {
      if x + glyph.width <= area.minX || x >= area.maxX { return }
      if x < area.minX || x + glyph.width > area.maxX {
        // A wide glyph cut by the clip edge: a space where its visible half would be.
        set(.blank(style), x: max(x, area.minX), y: y)
        return
      }
      set(Cell(.glyph(glyph), style: style), x: x, y: y)
    }
  }

  /// Fills `rect` (clipped to the buffer) with `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    guard !cell.isWide, !cell.isContinuation else {
      for y in area.minY..<area.maxY {
        for x in area.minX..<area.maxX { set(cell, x: x, y: y) }
      }
      return
    }
    // Every frame fills its screen several times over, so this is a hot path: only the
    // glyphs cut by the two edges need a look; the cells between are simply replaced.
    let width = size.width
    let pattern = unsafeBitCast(cell, to: UInt64.self)
    for y in area.minY..<area.maxY {
      breakGlyph(at: y * width + area.minX, x: area.minX)
      breakGlyph(at: y * width + area.maxX - 1, x: area.maxX - 1)
    }
    cells.withUnsafeMutableBufferPointer { cells in
      for y in area.minY..<area.maxY {
        let row = y * width
        // As one machine word each (a cell is eight plain bytes), which compiles to a
        // plain memory fill rather than a store per field.
        UnsafeMutableRawBufferPointer(
          UnsafeMutableBufferPointer(rebasing: cells[(row + area.minX)..<(row + area.maxX)])
        )
        .withMemoryRebound(to: UInt64.self) { $0.update(repeating: pattern) }
      }
    }
  }

  /// Changes the style of every cell in `rect`, leaving what the cells show alone.
  public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { change(&cells[y * size.width + x].style) }
    }
  }

  // MARK: - Text

  /// Writes `text` from `point` to the right, clipped to `clip` (and the buffer).
  ///
  /// Text is measured by display width: a wide glyph takes two cells, combining marks and
  /// ZWJ sequences stay with their base, control characters are drawn visibly. A wide
  /// glyph cut by either clip edge becomes a space. Nothing is written when `point` lies
  /// above or below the clip.
  ///
  /// - Returns: the column after the text, as if it had not been clipped on the right.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, at point: Point, style: Style = .normal, clip: Rect? = nil
  ) -> Int {
    write(String(text), at: point, style: style, clip: clip)
  }

  /// Writes `text` from `point` to the right, clipped to `clip` (and the buffer).
  ///
  /// The same as the generic ``write(_:at:style:clip:)``, without its cost per character.
  ///
  /// - Returns: the column after the text, as if it had not been clipped on the right.
  @discardableResult
  public mutating func write(_ text: String, at point: Point, style: Style = .normal, clip: Rect? = nil) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard point.y >= area.minY, point.y < area.maxY, !area.isEmpty else {
      return point.x + DisplayWidth.of(text)
    }
    // As glyphs, written as a run: text made only of code points that stand alone (ASCII,
    // CJK ideographs and kana, most symbols) becomes glyphs a code point at a time, and a run wholly
    // inside the clip is stored at once rather than a cell at a time (a page of text a frame).
    return write(Glyph.glyphs(of: text), at: point, style: style, clip: clip)
  }

  /// Writes glyphs already made visible (``Glyph/glyphs(of:)``) as ``write(_:at:style:clip:)``
  /// writes the text they came from.
  ///
  /// - Returns: the column after the glyphs, as if they had not been clipped on the right.
  @discardableResult
  public mutating func write(_ glyphs: [Glyph], at point: Point, style: Style = .normal, clip: Rect? = nil) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    var x = point.x
    guard point.y >= area.minY, point.y < area.maxY, !area.isEmpty else {
      return glyphs.reduce(x) { $0 + $1.width }
    }
    let size = size
    cells.withUnsafeMutableBufferPointer { cells in
      let grid = Grid(cells: cells, size: size)
      var index = glyphs.startIndex
      // Glyphs left of the clip, or cut by its left edge.
      while index < glyphs.endIndex, x < area.minX {
        grid.put(glyphs[index], x: x, y: point.y, style: style, area: area)
        x += glyphs[index].width
        index += 1
      }
      x = grid.putRun(glyphs[index...], x: x, y: point.y, style: style, area: area, next: &index)
      // Glyphs cut by the right edge or past it.
      while index < glyphs.endIndex {
        grid.put(glyphs[index], x: x, y: point.y, style: style, area: area)
        x += glyphs[index].width
        index += 1
      }
    }
    return x
  }

  /// Whether row `y` holds the same cells as row `y` of `other` (false when the sizes differ).
  public func rowEquals(_ y: Int, in other: CellBuffer) -> Bool {
    guard size == other.size, y >= 0, y < size.height else { return false }
    // A row of no cells: nothing to compare (and an empty array may have no address).
    guard size.width > 0 else { return true }
    let start = y * size.width
    let width = size.width
    return cells.withUnsafeBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        // Two cells are equal when their eight bytes are (``Cell/==``), so a row is compared
        // as one block of memory: every frame compares every row of the screen.
        memcmp(mine.baseAddress! + start, theirs.baseAddress! + start, width * MemoryLayout<Cell>.stride) == 0
      }
    }
  }

  /// Calls `body` with each cell a terminal must draw again to go from `previous` to this
  /// buffer, left to right, top to bottom: every cell but continuations when `previous` is
  /// nil or another size; otherwise each cell that differs from `previous`'s, and each wide
  /// glyph whose right half does. Continuations are never drawn (their glyph is).
  ///
  /// Rows equal to `previous`'s are skipped with one comparison (most rows of most frames).
  public func forEachChange(since previous: CellBuffer?, _ body: (_ cell: Cell, _ x: Int, _ y: Int) -> Void) {
    let width = size.width
    let old = previous?.size == size ? previous : nil
    cells.withUnsafeBufferPointer { cells in
      for y in 0..<size.height {
        if let old, rowEquals(y, in: old) { continue }
        let row = y * width
        old?.cells.withUnsafeBufferPointer { before in
          var x = 0
          while x < width {
            let cell = cells[row + x]
            let wide = cell.isWide && x + 1 < width
            if cell != before[row + x] || (wide && cells[row + x + 1] != before[row + x + 1]) {
              if !cell.isContinuation { body(cell, x, y) }
            }
            x += cell.isWide ? 2 : 1
          }
        }
        if old == nil {
          var x = 0
          while x < width {
            let cell = cells[row + x]
            if !cell.isContinuation { body(cell, x, y) }
            x += cell.isWide ? 2 : 1
          }
        }
      }
    }
  }

  // MARK: - Images

  /// Draws `image` with its top-left corner at `origin`, as setting each of its cells with
  /// ``set(_:x:y:)`` from left to right would, but a row at a time.
  ///
  /// A view that draws the same thing frame after frame (a list row) draws it once into a
  /// small buffer and places that: the cells are copied, and only the wide glyphs of this
  /// buffer cut by the image's left and right edges need a look, as ``fill(_:with:)`` does.
  /// Parts of the image outside this buffer are left out, a wide glyph cut by this buffer's
  /// edge becoming a space.
  public mutating func place(_ image: CellBuffer, at origin: Point) {
    let target = Rect(origin: origin, size: image.size)
    guard !target.isEmpty else { return }
    guard target.intersection(bounds) == target else {
      // Cut by this buffer's edge (rare): cell by cell.
      let visible = target.intersection(bounds)
      for y in visible.minY..<visible.maxY {
        for x in visible.minX..<visible.maxX {
          let cell = image[x - origin.x, y - origin.y]
          // The right half of a wide glyph whose left half is outside: a space.
          set(cell.isContinuation && x == visible.minX ? .blank(cell.style) : cell, x: x, y: y)
        }
      }
      return
    }
    let width = size.width
    let imageWidth = image.size.width
    cells.withUnsafeMutableBufferPointer { cells in
      let grid = Grid(cells: cells, size: size)
      image.cells.withUnsafeBufferPointer { source in
        for row in 0..<image.size.height {
          let start = (origin.y + row) * width + origin.x
          grid.breakGlyph(at: start, x: origin.x)
          grid.breakGlyph(at: start + imageWidth - 1, x: origin.x + imageWidth - 1)
          (cells.baseAddress! + start).update(from: source.baseAddress! + row * imageWidth, count: imageWidth)
        }
      }
    }
  }

  // MARK: - Lines

  /// Draws a horizontal rule of `length` cells from `point`.
  public mutating func horizontalLine(at point: Point, length: Int, style: Style = .border) {
    guard length > 0 else { return }
    for x in point.x..<(point.x + length) { set(Cell(.line(.horizontal), style: style), x: x, y: point.y) }
  }

  /// Draws a vertical rule of `length` cells from `point` down.
  public mutating func verticalLine(at point: Point, length: Int, style: Style = .border) {
    guard length > 0 else { return }
    for y in point.y..<(point.y + length) { set(Cell(.line(.vertical), style: style), x: point.x, y: y) }
  }

  /// Draws a border just inside `rect` (which must be at least 2×2 to show corners).
  public mutating func box(_ rect: Rect, style: Style = .border) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let x0 = rect.minX
    let y0 = rect.minY
    let x1 = rect.maxX - 1
    let y1 = rect.maxY - 1
    horizontalLine(at: Point(x: x0 + 1, y: y0), length: rect.width - 2, style: style)
    horizontalLine(at: Point(x: x0 + 1, y: y1), length: rect.width - 2, style: style)
    verticalLine(at: Point(x: x0, y: y0 + 1), length: rect.height - 2, style: style)
    verticalLine(at: Point(x: x1, y: y0 + 1), length: rect.height - 2, style: style)
    set(Cell(.line(.topLeft), style: style), x: x0, y: y0)
    set(Cell(.line(.topRight), style: style), x: x1, y: y0)
    set(Cell(.line(.bottomLeft), style: style), x: x0, y: y1)
    set(Cell(.line(.bottomRight), style: style), x: x1, y: y1)
  }

  // MARK: - Reading

  /// Row `y` as plain text: wide glyphs once, continuations omitted, lines as box characters.
  public func text(ofRow y: Int) -> String {
    guard y >= 0, y < size.height else { return "" }
    var out = ""
    for x in 0..<size.width { out += cells[y * size.width + x].text }
    return out
  }

  /// The cell where `text` first appears on screen, reading rows top to bottom, or nil.
  ///
  /// Tests click on what they see with it: `app.click(on: "About")`.
  public func position(of text: String) -> Point? {
    let target = Array(text)
    guard !target.isEmpty else { return nil }
    for y in 0..<size.height {
      // The row's characters, each with the column it starts at.
      var row: [(character: Character, x: Int)] = []
      for x in 0..<size.width {
        for character in cells[y * size.width + x].text { row.append((character, x)) }
      }
      guard row.count >= target.count else { continue }
      for start in 0...(row.count - target.count)
      where (0..<target.count).allSatisfy({ row[start + $0].character == target[$0] }) {
        return Point(x: row[start].x, y: y)
      }
    }
    return nil
  }

  /// Every row as plain text, joined by newlines.
  public var text: String {
    (0..<size.height).map { text(ofRow: $0) }.joined(separator: "\n")
  }
}
