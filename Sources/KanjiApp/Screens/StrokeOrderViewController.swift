import KanjiKit
import TermCore
import TermUI

/// A kanji drawn stroke by stroke: the whole kanji with its strokes numbered, then, a key at
/// a time, each stroke in order, the current one bold in the accent colour over the dim
/// strokes before it.
///
/// The drawing is as large as the screen allows (Braille dots, ``StrokeRaster``), rasterized
/// once per size; stepping only chooses which strokes to show.
final class StrokeOrderViewController: ViewController {
  /// The kanji drawn.
  let outline: KanjiOutline
  /// The stroke shown as current (0-based), or nil for the whole kanji.
  private(set) var current: Int?
  private var raster: StrokeRaster?

  /// Creates the page of `outline`, showing the whole kanji.
  init(outline: KanjiOutline) {
    self.outline = outline
    super.init(title: "\(outline.literal) strokes")
  }

  override var keyHints: [KeyHint] {
    [
      keyMap.hint([.nextStroke], in: .strokeOrder, "next stroke"),
      keyMap.hint([.previousStroke], in: .strokeOrder, "previous"),
      keyMap.hint([.wholeKanji], in: .strokeOrder, "whole kanji"),
    ].compactMap { $0 }
  }

  override var keyContexts: [KeyContext] { [.strokeOrder] }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    buffer.fill(area)
    let count = outline.strokes.count
    let status =
      if let current { "Stroke \(current + 1) of \(count)" } else { "\(count) strokes, numbered in order" }
    let header = area.row(0)
    buffer.write(
      DisplayWidth.truncate("\(outline.literal)  \(status)", to: max(0, header.width - 2)),
      at: header.origin.offsetBy(dx: 1), style: .title, clip: header)
    let space = area.removingTop(area.height >= 6 ? 2 : 1)
    let size = StrokeRaster.fitting(columns: space.width, rows: space.height)
    if raster?.columns != size.columns || raster?.rows != size.rows {
      raster = StrokeRaster(outline: outline, columns: size.columns, rows: size.rows)
    }
    guard let raster else { return }
    let origin = Point(x: space.minX + (space.width - size.columns) / 2, y: space.minY)
    raster.draw(current: current, at: origin, into: &buffer)
  }

  override func handle(_ event: InputEvent) -> EventResult {
    guard case .key(let key) = event else { return .ignored }
    let count = outline.strokes.count
    guard count > 0 else { return .ignored }
    switch keyMap.action(for: key, in: .strokeOrder) {
    case .nextStroke:
      // From the whole kanji the first stroke; after the last, the whole kanji again.
      current = current.map { $0 + 1 < count ? $0 + 1 : nil } ?? 0
    case .previousStroke:
      current = current.map { $0 > 0 ? $0 - 1 : nil } ?? count - 1
    case .firstStroke:
      current = 0
    case .wholeKanji:
      current = nil
    default:
      return .ignored
    }
    return .handled
  }
}
