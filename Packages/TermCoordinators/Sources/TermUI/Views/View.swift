import TermCore

/// Something that draws itself into an area of a cell buffer.
///
/// Views render and keep the state that belongs to drawing (a selection, a scroll offset,
/// a caret); they never navigate. Rendering writes only inside `area`, and any area, down
/// to an empty one, is valid.
public protocol View {
  /// Draws the view inside `area` of `buffer`.
  func render(in area: Rect, into buffer: inout CellBuffer)
}
