extension Glyph {
  /// Appends to `out` the glyphs of `text` fitted to exactly `width` columns: cut with
  /// `...` when it is wider (``DisplayWidth/truncate(_:to:ellipsis:)``), then padded with
  /// blanks after it, or before it when `padsLeading`.
  ///
  /// The glyphs are those of ``fittedByString(_:width:padsLeading:)``, made without the
  /// strings in between for text of code points that stand alone (a list row's cells, most
  /// of the time).
  public static func appendFitted(_ text: String, width: Int, padsLeading: Bool = false, to out: inout [Glyph]) {
    var total = 0
    for scalar in text.unicodeScalars {
      guard standsAlone(scalar) else {
        out += glyphs(of: fittedByString(text, width: width, padsLeading: padsLeading))
        return
      }
      total += standaloneGlyph(scalar).width
    }
    guard width > 0 else { return }
    let start = out.count
    var used = 0
    if total <= width {
      for scalar in text.unicodeScalars { out.append(standaloneGlyph(scalar)) }
      used = total
    } else {
      let dots = width >= 3
      let room = width - (dots ? 3 : 0)
      for scalar in text.unicodeScalars {
        let glyph = standaloneGlyph(scalar)
        if used + glyph.width > room { break }
        used += glyph.width
        out.append(glyph)
      }
      if dots {
        let dot = Glyph(scalar: ".", width: 1)
        out += [dot, dot, dot]
        used += 3
      }
    }
    let pad = repeatElement(Glyph.space, count: width - used)
    if padsLeading { out.insert(contentsOf: pad, at: start) } else { out += pad }
  }

  /// `text` cut to `width` columns with `...` and padded to exactly `width`, as a string:
  /// the way for any text, and the reference the tests hold ``appendFitted(_:width:padsLeading:to:)``
  /// to.
  public static func fittedByString(_ text: String, width: Int, padsLeading: Bool = false) -> String {
    let cut = DisplayWidth.truncate(text, to: width)
    let pad = String(repeating: " ", count: max(0, width - DisplayWidth.of(cut)))
    return padsLeading ? pad + cut : cut + pad
  }
}
