/// One grapheme as the buffer stores it: its text and the columns it takes (1 or 2).
///
/// Text that must never reach a terminal raw is made visible here, once, for every
/// writer: C0 controls and DEL in caret notation (`^[`), C1 controls, lone surrogates,
/// bidirectional overrides and clusters with no width as U+FFFD.
public struct Glyph: Hashable, Sendable {
  // A frame is thousands of glyphs copied, filled and compared, so a glyph is plain bits:
  // one code point inline, or (rarely) a cluster of several as a number in `GlyphClusters`.
  // Equal clusters get equal numbers, so comparing the bits compares the text.
  @usableFromInline var code: UInt32
  @usableFromInline var columns: UInt8

  /// The grapheme cluster as drawn.
  public var text: String {
    get {
      if code & Self.clusterFlag != 0 { return GlyphClusters.shared.text(of: code & ~Self.clusterFlag) }
      return String(Character(Unicode.Scalar(code) ?? "\u{FFFD}"))
    }
    set { code = Self.code(of: newValue) }
  }

  /// Columns: 1 or 2.
  @inlinable
  public var width: Int {
    get { Int(columns) }
    set { columns = UInt8(clamping: newValue) }
  }

  /// A glyph already known to be safe and of the given width.
  public init(text: String, width: Int) {
    self.code = Self.code(of: text)
    self.columns = UInt8(clamping: width)
  }

  /// A glyph from its stored bits (a cell's).
  @usableFromInline
  init(code: UInt32, columns: UInt8) {
    self.code = code
    self.columns = columns
  }

  /// A glyph of one code point already known to be safe and of the given width.
  @inlinable
  public init(scalar: Unicode.Scalar, width: Int) {
    self.code = scalar.value
    self.columns = UInt8(clamping: width)
  }

  /// The code point of a one-code-point glyph; nil for a cluster of several.
  @inlinable
  public var scalar: Unicode.Scalar? {
    code & Self.clusterFlag != 0 ? nil : Unicode.Scalar(code)
  }

  @usableFromInline static let clusterFlag: UInt32 = 1 << 31

  private static func code(of text: String) -> UInt32 {
    let scalars = text.unicodeScalars
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return first.value
    }
    return GlyphClusters.shared.number(of: text) | clusterFlag
  }

  /// A blank, one column wide.
  public static let space = Glyph(scalar: " ", width: 1)
  /// The replacement character, one column wide.
  public static let replacement = Glyph(scalar: "\u{FFFD}", width: 1)

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
      if v >= 0x20 && v < 0x7F { return [Glyph(scalar: first, width: 1)] }
      if v < 0x20 {
        return [Glyph(scalar: "^", width: 1), Glyph(scalar: Unicode.Scalar(UInt8(v + 0x40)), width: 1)]
      }
      if v == 0x7F { return [Glyph(scalar: "^", width: 1), Glyph(scalar: "?", width: 1)] }
    }
    for scalar in scalars where isUnsafe(scalar) { return [.replacement] }
    let w = DisplayWidth.of(character)
    if w == 0 { return [.replacement] }
    if scalars.count == 1, let first = scalars.first { return [Glyph(scalar: first, width: w)] }
    return [Glyph(text: String(character), width: w)]
  }

  /// Whether a code point is always a grapheme cluster of its own and safe to show: no
  /// Unicode rule joins it with the code point before or after it (it is not a combining
  /// mark, joiner, variation selector, Hangul jamo, regional indicator, control or CR/LF).
  ///
  /// Deliberately a short list of ranges (printable ASCII, Latin, general punctuation,
  /// arrows and shapes, CJK punctuation, kana and ideographs, fullwidth forms): what is not
  /// on it takes the slower way through `Character`.
  @inlinable
  static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0xA0...0x2FF: true
    case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FF: true
    case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF: true
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF60: true
    default: false
    }
  }

  /// Whether a code point must never be written to a terminal inside a cluster.
  @usableFromInline
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
  /// the common cases (one printable code point).
  @inlinable
  public static func forEachVisible(_ character: Character, _ body: (Glyph) -> Void) {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return }
    if scalars.index(after: scalars.startIndex) == scalars.endIndex {
      let v = first.value
      if v >= 0x20 && v < 0x7F {
        body(Glyph(scalar: first, width: 1))
        return
      }
      if v > 0x9F && !isUnsafe(first) {
        let w = DisplayWidth.of(first)
        body(w == 0 ? .replacement : Glyph(scalar: first, width: w))
        return
      }
    }
    for glyph in visibleGlyphs(character) { body(glyph) }
  }

  /// The glyphs that show `text` safely, left to right, as ``CellBuffer`` writes them.
  public static func glyphs(of text: some StringProtocol) -> [Glyph] {
    var out: [Glyph] = []
    out.reserveCapacity(text.utf8.count)
    // Text made only of code points that stand alone is a glyph per code point, without
    // breaking it into characters (a list row's columns, most of the time).
    if text.unicodeScalars.allSatisfy(standsAlone) {
      for scalar in text.unicodeScalars { out.append(standaloneGlyph(scalar)) }
      return out
    }
    return glyphsByCharacter(of: text, into: out)
  }

  /// ``glyphs(of:)`` a `Character` at a time, the way for any text (and the reference the
  /// tests hold the way above to).
  static func glyphsByCharacter(of text: some StringProtocol, into start: [Glyph] = []) -> [Glyph] {
    var out = start
    for character in text { forEachVisible(character) { out.append($0) } }
    return out
  }

  /// The glyph that shows a code point that stands alone (``standsAlone(_:)``: never a
  /// control, never unsafe), as ``forEachVisible(_:_:)`` shows it as a character of its own.
  @inlinable
  static func standaloneGlyph(_ scalar: Unicode.Scalar) -> Glyph {
    if scalar.value < 0x7F { return Glyph(scalar: scalar, width: 1) }
    let w = DisplayWidth.of(scalar)
    return w == 0 ? .replacement : Glyph(scalar: scalar, width: w)
  }
}
