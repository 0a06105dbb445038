extension CellBuffer {
  /// The buffer in the project's snapshot format: a header, fenced text rows and a style block.
  ///
  /// ```
  /// # size=40x1 cursor=hidden
  /// |  Books   About                         |
  /// -- styles: . normal  t active-tab  > continuation
  /// |..ttttt.................................|
  /// ```
  ///
  /// Rows are fenced with `|` so trailing spaces survive. A wide glyph is written once and
  /// its continuation omitted, so rows line up with what a terminal shows; the style block
  /// has one letter per cell (`>` for a continuation), so a moved highlight shows.
  public func snapshotText(styles: Bool = true) -> String {
    var lines: [String] = []
    let cursorText = cursor.map { "cursor=\($0.x),\($0.y) visible" } ?? "cursor=hidden"
    lines.append("# size=\(size) \(cursorText)")
    for y in 0..<size.height { lines.append("|" + text(ofRow: y) + "|") }
    if styles {
      lines.append("-- styles: " + legend())
      for y in 0..<size.height { lines.append("|" + styleRow(y) + "|") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One letter per cell of row `y`.
  public func styleRow(_ y: Int) -> String {
    var out = ""
    out.reserveCapacity(size.width)
    for x in 0..<size.width {
      let cell = self[x, y]
      out.append(cell.isContinuation ? ">" : cell.style.letter)
    }
    return out
  }

  /// The legend of the letters this buffer uses, in a fixed order.
  func legend() -> String {
    var used = Set<Character>()
    var hasContinuation = false
    for cell in cells {
      if cell.isContinuation { hasContinuation = true } else { used.insert(cell.style.letter) }
    }
    var entries: [String] = []
    for role in Style.Role.allCases where used.contains(role.letter) {
      entries.append("\(role.letter) \(role.name)")
    }
    if used.contains("b") { entries.append("b bold") }
    if hasContinuation { entries.append("> continuation") }
    return entries.joined(separator: "  ")
  }

  /// Ways the buffer breaks its own rules, one sentence each; empty when it is sound.
  ///
  /// A sound buffer has every row exactly as wide as the buffer: each wide glyph followed
  /// by its continuation, no continuation without its glyph, the cursor inside.
  public func problems() -> [String] {
    var found: [String] = []
    for y in 0..<size.height {
      var x = 0
      while x < size.width {
        let cell = self[x, y]
        if cell.isContinuation {
          found.append("row \(y) column \(x): a continuation with no wide glyph before it")
        } else if cell.isWide {
          if x + 1 >= size.width || !self[x + 1, y].isContinuation {
            found.append("row \(y) column \(x): a wide glyph without its continuation")
          } else {
            x += 1
          }
        }
        x += 1
      }
      let width = DisplayWidth.of(text(ofRow: y))
      if width != size.width {
        found.append("row \(y) is \(width) columns wide, not \(size.width)")
      }
    }
    if let c = cursor, !bounds.contains(c), !(size.area == 0) {
      found.append("cursor \(c) is outside the \(size) buffer")
    }
    return found
  }
}
