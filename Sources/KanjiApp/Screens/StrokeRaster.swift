import KanjiKit
import TermCore

/// A kanji's strokes drawn into Braille cells of one size, ready to show any step of its
/// stroke order.
///
/// Each cell holds 2 × 4 dots (U+2800–U+28FF, one column wide and not East Asian Ambiguous,
/// so the drawing holds on CJK terminals). A terminal cell is about twice as tall as wide,
/// so a dot is about square and a drawing of `n × n` dots takes `n / 2` columns and `n / 4`
/// rows. The strokes are rasterized once per size; a step only chooses which to show.
struct StrokeRaster {
  /// The size of the drawing in cells.
  let columns: Int
  /// The size of the drawing in cells.
  let rows: Int
  /// The cells each stroke covers, as (cell index, dot bits) pairs.
  private let strokeDots: [[(cell: Int, bits: UInt8)]]
  /// The cell (index) where each stroke's number is printed.
  private let labels: [Int]

  /// The size, in cells, of the largest square drawing that fits `columns × rows`.
  static func fitting(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
    let side = min(columns / 2, rows)
    return (side * 2, side)
  }

  /// Rasterizes `outline` into a drawing of `columns × rows` cells.
  init(outline: KanjiOutline, columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    let width = self.columns * 2
    let height = self.rows * 4
    let side = min(width, height) - 1
    guard side > 0 else {
      strokeDots = outline.strokes.map { _ in [] }
      labels = outline.strokes.map { _ in -1 }
      return
    }
    let originX = (width - 1 - side) / 2
    let originY = (height - 1 - side) / 2
    let extent = KanjiOutline.extent
    // Thicker strokes once the drawing is large, so it stays as legible as a brush's.
    let thickness = side >= 100 ? 2 : 1
    func dot(_ point: StrokePoint) -> (Int, Int) {
      (originX + (point.x * side + extent / 2) / extent, originY + (point.y * side + extent / 2) / extent)
    }
    let columnCount = self.columns
    let rowCount = self.rows
    strokeDots = outline.strokes.map { stroke in
      var bitsByCell: [Int: UInt8] = [:]
      func plot(_ x: Int, _ y: Int) {
        for dy in 0..<thickness {
          for dx in 0..<thickness {
            let px = x + dx
            let py = y + dy
            guard px >= 0, py >= 0, px < width, py < height else { continue }
            bitsByCell[(py / 4) * columnCount + px / 2, default: 0] |= Self.bit(x: px % 2, y: py % 4)
          }
        }
      }
      var previous = dot(stroke.points[0])
      plot(previous.0, previous.1)
      for point in stroke.points.dropFirst() {
        let next = dot(point)
        Self.line(from: previous, to: next, plot: plot)
        previous = next
      }
      return bitsByCell.sorted { $0.key < $1.key }.map { (cell: $0.key, bits: $0.value) }
    }
    labels = outline.strokes.map { stroke in
      let (x, y) = dot(stroke.label)
      let column = min(max(0, x / 2), columnCount - 1)
      let row = min(max(0, y / 4), rowCount - 1)
      return row * columnCount + column
    }
  }

  /// Draws the drawing at `origin`: with `current` nil the whole kanji with every stroke's
  /// number; else the strokes before `current` dim, stroke `current` bold in the accent
  /// colour with its number, the later ones not at all.
  func draw(current: Int?, at origin: Point, into buffer: inout CellBuffer) {
    guard columns > 0, rows > 0 else { return }
    let shown = current.map { min($0 + 1, strokeDots.count) } ?? strokeDots.count
    var done = [UInt8](repeating: 0, count: columns * rows)
    var now = [UInt8](repeating: 0, count: columns * rows)
    for index in 0..<shown {
      if index == current {
        for (cell, bits) in strokeDots[index] { now[cell] |= bits }
      } else {
        for (cell, bits) in strokeDots[index] { done[cell] |= bits }
      }
    }
    let pastStyle: Style = current == nil ? .normal : .dim
    let currentStyle = Style(.accent, .bold)
    for row in 0..<rows {
      for column in 0..<columns {
        let index = row * columns + column
        let bits = done[index] | now[index]
        guard bits != 0 else { continue }
        let scalar = Unicode.Scalar(0x2800 + UInt32(bits)) ?? " "
        buffer.set(
          Cell(.glyph(Glyph(scalar: scalar, width: 1)), style: now[index] != 0 ? currentStyle : pastStyle),
          x: origin.x + column, y: origin.y + row)
      }
    }
    let area = Rect(origin: origin, size: Size(width: columns, height: rows))
    // The whole kanji numbers every stroke; a step numbers only its stroke, so the dense
    // kanji stay legible while stepping.
    for index in (current.map { $0..<shown } ?? 0..<shown) where labels[index] >= 0 {
      let point = Point(x: origin.x + labels[index] % columns, y: origin.y + labels[index] / columns)
      let label = String(index + 1)
      // A number that would run off the right edge ends at it instead.
      let start = Point(x: min(point.x, area.maxX - label.count), y: point.y)
      buffer.write(label, at: start, style: index == current ? .title : .hint, clip: area)
    }
  }

  /// The Braille bit of dot (`x`, `y`) of a cell: dots 1–3 and 7 down the left, 4–6 and 8
  /// down the right.
  static func bit(x: Int, y: Int) -> UInt8 {
    switch (x, y) {
    case (0, 3): 0x40
    case (1, 3): 0x80
    case (0, _): 1 << UInt8(y)
    default: 8 << UInt8(y)
    }
  }

  /// Bresenham's line from `start` to `end`, both ends plotted.
  static func line(from start: (Int, Int), to end: (Int, Int), plot: (Int, Int) -> Void) {
    var (x, y) = start
    let dx = abs(end.0 - x)
    let dy = -abs(end.1 - y)
    let stepX = x < end.0 ? 1 : -1
    let stepY = y < end.1 ? 1 : -1
    var error = dx + dy
    while true {
      plot(x, y)
      if x == end.0 && y == end.1 { return }
      let doubled = 2 * error
      if doubled >= dy {
        error += dy
        x += stepX
      }
      if doubled <= dx {
        error += dx
        y += stepY
      }
    }
  }
}
