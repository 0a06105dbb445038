import TermCore

/// Strokes drawn on the pad, as Braille dots in the pad's cells.
///
/// The points are in the pad's square, (0, 0) to (1, 1); each cell holds 2 × 4 dots, so a
/// pad of `2n × n` cells is a square of dots. Lines join the points as ``StrokeRaster``
/// joins KanjiVG's, so a stroke drawn fast, whose reports lie cells apart, is still a line.
/// The stroke being drawn is bold in the accent colour, the finished ones plain.
enum InkRaster {
  /// Draws `strokes` and the stroke being drawn, `current`, into `area`.
  static func draw(_ strokes: [[FinePoint]], current: [FinePoint]?, in area: Rect, into buffer: inout CellBuffer) {
    guard area.width > 0, area.height > 0 else { return }
    let columns = area.width
    let width = columns * 2
    let height = area.height * 4
    // Thicker ink once the pad is large, so a stroke stays as legible as a pen's.
    let thickness = min(width, height) >= 100 ? 2 : 1
    var done = [UInt8](repeating: 0, count: columns * area.height)
    var now = done
    func plot(_ stroke: [FinePoint], into bits: inout [UInt8]) {
      func dot(_ point: FinePoint) -> (Int, Int) {
        (
          Int((min(max(point.x, 0), 1) * Double(width - thickness)).rounded()),
          Int((min(max(point.y, 0), 1) * Double(height - thickness)).rounded())
        )
      }
      func set(_ x: Int, _ y: Int) {
        for dy in 0..<thickness {
          for dx in 0..<thickness where x + dx < width && y + dy < height {
            bits[((y + dy) / 4) * columns + (x + dx) / 2] |= StrokeRaster.bit(x: (x + dx) % 2, y: (y + dy) % 4)
          }
        }
      }
      guard let first = stroke.first else { return }
      var previous = dot(first)
      set(previous.0, previous.1)
      for point in stroke.dropFirst() {
        let next = dot(point)
        StrokeRaster.line(from: previous, to: next, plot: set)
        previous = next
      }
    }
    for stroke in strokes { plot(stroke, into: &done) }
    if let current { plot(current, into: &now) }
    let currentStyle = Style(.accent, .bold)
    for row in 0..<area.height {
      for column in 0..<columns {
        let index = row * columns + column
        let bits = done[index] | now[index]
        guard bits != 0 else { continue }
        let scalar = Unicode.Scalar(0x2800 + UInt32(bits)) ?? " "
        buffer.set(
          Cell(.glyph(Glyph(scalar: scalar, width: 1)), style: now[index] != 0 ? currentStyle : .normal),
          x: area.minX + column, y: area.minY + row)
      }
    }
  }
}
