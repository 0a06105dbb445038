/// How many terminal columns text takes.
///
/// One function decides the width of everything the interface draws, from a table
/// generated from Unicode data (`Scripts/generate-width-table.py`). East Asian Ambiguous
/// characters are narrow, as glibc's `wcwidth` has them in a UTF-8 locale; CJK ideographs,
/// kana, Hangul and emoji are two columns.
public enum DisplayWidth {
  /// The columns one code point takes: 0 (combining, format, control), 1 or 2.
  @inlinable
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v >= 0x20 && v < 0x7F { return 1 }
    return lookup(v)
  }

  @usableFromInline
  static func lookup(_ value: UInt32) -> Int {
    var low = 0
    var high = table.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let entry = table[mid]
      if value < entry.lower {
        high = mid - 1
      } else if value > entry.upper {
        low = mid + 1
      } else {
        return Int(entry.width)
      }
    }
    return 1
  }

  /// The columns one grapheme cluster takes: the width of its first code point that has one.
  ///
  /// Combining marks, variation selectors and zero-width joiners ride on their base, so an
  /// emoji ZWJ sequence is as wide as its first emoji. A cluster of only zero-width code
  /// points is 0 wide.
  public static func of(_ character: Character) -> Int {
    for scalar in character.unicodeScalars {
      let w = of(scalar)
      if w > 0 { return w }
    }
    return 0
  }

  /// The columns `text` takes once drawn (control characters drawn visibly, as the buffer does).
  public static func of(_ text: some StringProtocol) -> Int {
    // Most text is made only of code points that stand alone (``Glyph/standsAlone(_:)``):
    // summed a code point at a time, without breaking it into characters.
    var total = 0
    for scalar in text.unicodeScalars {
      guard Glyph.standsAlone(scalar) else { return byCharacter(text) }
      total += Glyph.standaloneGlyph(scalar).width
    }
    return total
  }

  /// ``of(_:)-(StringProtocol)`` a `Character` at a time, the way for any text (and the
  /// reference the tests hold the way above to).
  static func byCharacter(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text {
      total += Glyph.visibleWidth(character)
    }
    return total
  }

  /// `text` cut to at most `width` columns, ending in `ellipsis` when something was cut.
  ///
  /// A wide character that would straddle the limit is dropped whole, so the result may be
  /// one column short of `width`.
  public static func truncate(_ text: String, to width: Int, ellipsis: String = "...") -> String {
    guard width > 0 else { return "" }
    if of(text) <= width { return text }
    let mark = of(ellipsis) <= width ? ellipsis : ""
    let room = width - of(mark)
    var used = 0
    if text.unicodeScalars.allSatisfy(Glyph.standsAlone) {
      // A code point at a time, as ``of(_:)-(StringProtocol)`` measures such text.
      var out = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        let w = Glyph.standaloneGlyph(scalar).width
        if used + w > room { break }
        used += w
        out.append(scalar)
      }
      return String(out) + mark
    }
    return truncateByCharacter(text, room: room, mark: mark)
  }

  /// ``truncate(_:to:ellipsis:)`` past its checks, a `Character` at a time: the way for any
  /// text, and the reference the tests hold the way above to.
  static func truncateByCharacter(_ text: String, room: Int, mark: String) -> String {
    var used = 0
    var out = ""
    for character in text {
      let w = Glyph.visibleWidth(character)
      if used + w > room { break }
      used += w
      out.append(character)
    }
    return out + mark
  }
}
