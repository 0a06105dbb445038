/// One grapheme as the buffer stores it: its text and the columns it takes (1 or 2).
///
/// Text that must never reach a terminal raw is made visible here, once, for every
/// writer: C0 controls and DEL in caret notation (`^[`), C1 controls, lone surrogates,
/// bidirectional overrides and clusters with no width as U+FFFD.
public struct Glyph: Hashable, Sendable {
  /// The grapheme cluster as drawn.
  public var text: String
  /// Columns: 1 or 2.
  public var width: Int

  /// A glyph already known to be safe and of the given width.
  public init(text: String, width: Int) {
    self.text = text
    self.width = width
  }

  /// A blank, one column wide.
  public static let space = Glyph(text: " ", width: 1)
  /// The replacement character, one column wide.
  public static let replacement = Glyph(text: "\u{FFFD}", width: 1)

  /// The columns `character` takes once made visible (2 for caret notation).
  public static func visibleWidth(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.count == 1 {
      let v = first.value
      if v >= 0x20 && v < 0x7F { return 1 }
      if v < 0x20 || v == 0x7F { return 2 }
    }
    for scalar in scalars where isUnsafe(scalar) { return 1 }
    let w = DisplayWidth.of(character)
    return w == 0 ? 1 : w
  }

  /// The glyphs that show `character` safely: usually one, two for caret notation.
  public static func visibleGlyphs(_ character: Character) -> [Glyph] {
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.count == 1 {
      let v = first.value
      if v >= 0x20 && v < 0x7F { return [Glyph(text: String(character), width: 1)] }
      if v < 0x20 {
        return [Glyph(text: "^", width: 1), Glyph(text: String(UnicodeScalar(UInt8(v + 0x40))), width: 1)]
      }
      if v == 0x7F { return [Glyph(text: "^", width: 1), Glyph(text: "?", width: 1)] }
    }
    for scalar in scalars where isUnsafe(scalar) { return [.replacement] }
    let w = DisplayWidth.of(character)
    if w == 0 { return [.replacement] }
    return [Glyph(text: String(character), width: w)]
  }

  /// Whether a code point must never be written to a terminal inside a cluster.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    switch v {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    default: return false
    }
  }
}

extension Glyph {
  /// Calls `body` with each glyph that shows `character` safely, without allocating for
  /// the common cases (printable ASCII, one printable code point).
  @inlinable
  public static func forEachVisible(_ character: Character, _ body: (Glyph) -> Void) {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let v = scalars.first?.value, v >= 0x20, v < 0x7F {
      body(Glyph(text: String(character), width: 1))
      return
    }
    for glyph in visibleGlyphs(character) { body(glyph) }
  }
}
