/// A piece of a line or border, drawn by the terminal's own line-drawing characters.
///
/// Box-drawing characters are East Asian Ambiguous and turn double-width on some CJK
/// terminals, so the buffer never stores them as text: it stores this kind, and the
/// backend draws it with ncurses' `WACS_*` characters.
public enum LineGlyph: UInt8, CaseIterable, Sendable {
  case horizontal
  case vertical
  case topLeft
  case topRight
  case bottomLeft
  case bottomRight
  case teeLeft
  case teeRight
  case teeTop
  case teeBottom
  case cross

  /// The Unicode box-drawing character for snapshots and headless output.
  public var character: Character {
    switch self {
    case .horizontal: "─"
    case .vertical: "│"
    case .topLeft: "┌"
    case .topRight: "┐"
    case .bottomLeft: "└"
    case .bottomRight: "┘"
    case .teeLeft: "├"
    case .teeRight: "┤"
    case .teeTop: "┬"
    case .teeBottom: "┴"
    case .cross: "┼"
    }
  }
}
