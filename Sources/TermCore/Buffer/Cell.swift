/// One terminal cell: what it shows and how.
public struct Cell: Hashable, Sendable {
  /// What a cell holds.
  public enum Content: Hashable, Sendable {
    /// A grapheme; `wide` glyphs also own the next cell, which holds ``continuation``.
    case glyph(Glyph)
    /// The right half of a wide glyph in the cell to the left.
    case continuation
    /// A line-drawing piece.
    case line(LineGlyph)
  }

  /// What the cell shows.
  public var content: Content
  /// How it looks.
  public var style: Style

  /// Creates a cell.
  public init(_ content: Content, style: Style = .normal) {
    self.content = content
    self.style = style
  }

  /// A blank cell in the normal style.
  public static let blank = Cell(.glyph(.space))

  /// A blank cell in `style`.
  public static func blank(_ style: Style) -> Cell { Cell(.glyph(.space), style: style) }

  /// Whether the cell starts a two-column glyph.
  @inlinable
  public var isWide: Bool {
    if case .glyph(let g) = content { return g.width == 2 }
    return false
  }

  /// Whether the cell is the right half of a wide glyph.
  @inlinable
  public var isContinuation: Bool {
    if case .continuation = content { return true }
    return false
  }

  /// The text the cell shows in a plain-text rendering (empty for a continuation).
  public var text: String {
    switch content {
    case .glyph(let g): g.text
    case .continuation: ""
    case .line(let l): String(l.character)
    }
  }
}
