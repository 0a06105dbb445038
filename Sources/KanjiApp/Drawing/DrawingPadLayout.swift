import TermCore

/// Where the drawing pad puts its parts in the area it is given: a header row, the square
/// pad in its frame, and the candidates beside it or under it, whichever leaves the larger
/// pad.
///
/// The pad is `2n × n` cells (Braille dots are about square, and a cell is about twice as
/// tall as wide), so it is square on screen. Beside it the candidates get at least
/// ``minimumListWidth`` columns; under it at least ``minimumListRows`` rows.
struct DrawingPadLayout: Equatable {
  /// The header row.
  let header: Rect
  /// The frame drawn around the pad, nil when the area is too small for a pad.
  let frame: Rect?
  /// The pad inside its frame: what is drawn on.
  let pad: Rect?
  /// The candidates' area: a title row, then the list.
  let candidates: Rect

  /// The narrowest candidates' column beside the pad: a kanji and a few words of meaning.
  static let minimumListWidth = 16
  /// The fewest candidates' rows under the pad: a title and three rows.
  static let minimumListRows = 4
  /// The smallest pad worth drawing on, in rows.
  static let minimumPadRows = 3

  /// Lays out `area`.
  init(area: Rect) {
    header = area.row(0)
    let body = area.removingTop(1)
    // Beside: a column of margin, the frame, a column, the list.
    let besideRows = min(body.height - 2, (body.width - 4 - Self.minimumListWidth) / 2)
    let underRows = min((body.width - 4) / 2, body.height - 2 - Self.minimumListRows)
    let rows = max(besideRows, underRows)
    guard rows >= Self.minimumPadRows else {
      frame = nil
      pad = nil
      candidates = body
      return
    }
    let frame = Rect(x: body.minX + 1, y: body.minY, width: rows * 2 + 2, height: rows + 2)
    self.frame = frame
    pad = Rect(x: frame.minX + 1, y: frame.minY + 1, width: rows * 2, height: rows)
    if besideRows >= underRows {
      candidates = Rect(x: frame.maxX + 1, y: body.minY, width: body.maxX - frame.maxX - 1, height: body.height)
    } else {
      candidates = Rect(x: body.minX + 1, y: frame.maxY, width: body.width - 2, height: body.maxY - frame.maxY)
    }
  }
}
