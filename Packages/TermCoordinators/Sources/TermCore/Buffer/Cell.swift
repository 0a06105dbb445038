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

  // A frame compares and copies every cell, so a cell is eight plain bytes, compared as
  // one word: the code point, cluster number or line piece; the kind; the glyph's columns;
  // the style.
  @usableFromInline var code: UInt32
  @usableFromInline var kind: Kind
  @usableFromInline var columns: UInt8
  /// How it looks.
  public var style: Style

  @usableFromInline
  enum Kind: UInt8, Sendable {
    case glyph, continuation, line
  }

  /// What the cell shows.
  public var content: Content {
    get {
      switch kind {
      case .glyph: .glyph(Glyph(code: code, columns: columns))
      case .continuation: .continuation
      case .line: .line(LineGlyph(rawValue: UInt8(truncatingIfNeeded: code)) ?? .horizontal)
      }
    }
    set {
      switch newValue {
      case .glyph(let glyph): (code, kind, columns) = (glyph.code, .glyph, glyph.columns)
      case .continuation: (code, kind, columns) = (0, .continuation, 0)
      case .line(let line): (code, kind, columns) = (UInt32(line.rawValue), .line, 0)
      }
    }
  }

  /// Creates a cell.
  public init(_ content: Content, style: Style = .normal) {
    self.code = 0
    self.kind = .continuation
    self.columns = 0
    self.style = style
    self.content = content
  }

  @inlinable
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    unsafeBitCast(lhs, to: UInt64.self) == unsafeBitCast(rhs, to: UInt64.self)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(unsafeBitCast(self, to: UInt64.self))
  }

  /// A cell showing `glyph`, its fields set directly (``init(_:style:)`` goes through
  /// ``content``): list rows build thousands of these a frame.
  init(glyph: Glyph, style: Style) {
    self.code = glyph.code
    self.kind = .glyph
    self.columns = glyph.columns
    self.style = style
  }

  /// The right half of a wide glyph, in `style`.
  static func continuation(_ style: Style) -> Cell {
    var cell = Cell(glyph: .space, style: style)
    cell.kind = .continuation
    cell.code = 0
    cell.columns = 0
    return cell
  }

  /// A blank cell in the normal style.
  public static let blank = Cell(.glyph(.space))

  /// A blank cell in `style`.
  public static func blank(_ style: Style) -> Cell { Cell(.glyph(.space), style: style) }

  /// Whether the cell starts a two-column glyph.
  @inlinable
  public var isWide: Bool { kind == .glyph && columns == 2 }

  /// Whether the cell is the right half of a wide glyph.
  @inlinable
  public var isContinuation: Bool { kind == .continuation }

  /// The text the cell shows in a plain-text rendering (empty for a continuation).
  public var text: String {
    switch content {
    case .glyph(let g): g.text
    case .continuation: ""
    case .line(let l): String(l.character)
    }
  }
}
