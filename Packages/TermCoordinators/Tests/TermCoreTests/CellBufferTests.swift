import CoordinatorsTesting
import Testing

@testable import TermCore

@Suite struct CellBufferTests {
  func buffer(_ width: Int, _ height: Int = 1) -> CellBuffer {
    CellBuffer(size: Size(width: width, height: height))
  }

  @Test func wideGlyphTakesTwoCells() {
    var b = buffer(6)
    let end = b.write("中文", at: Point(x: 1, y: 0))
    #expect(end == 5)
    #expect(b.text(ofRow: 0) == " 中文 ")
    #expect(b[1, 0].isWide)
    #expect(b[2, 0].isContinuation)
    #expect(b.problems().isEmpty)
  }

  @Test func overwritingTheRightHalfBlanksTheWholeGlyph() {
    var b = buffer(4)
    b.write("中文", at: .zero)
    b.write("x", at: Point(x: 1, y: 0))
    #expect(b.text(ofRow: 0) == " x文")
    #expect(b.problems().isEmpty)
  }

  @Test func overwritingTheLeftHalfBlanksTheWholeGlyph() {
    var b = buffer(4)
    b.write("中文", at: .zero)
    b.write("x", at: Point(x: 2, y: 0))
    #expect(b.text(ofRow: 0) == "中x ")
    #expect(b.problems().isEmpty)
  }

  @Test func wideGlyphOverStraddlingWideGlyphs() {
    var b = buffer(6)
    b.write("中文語", at: .zero)
    b.write("山", at: Point(x: 1, y: 0))
    #expect(b.text(ofRow: 0) == " 山 語")
    #expect(b.problems().isEmpty)
  }

  @Test func wideGlyphCutByTheRightClipEdgeBecomesASpace() {
    var b = buffer(8)
    b.fill(b.bounds, with: Cell(.glyph(Glyph(text: "-", width: 1))))
    b.write("中文語", at: .zero, clip: Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(b.text(ofRow: 0) == "中文 ---")
  }

  @Test func wideGlyphCutByTheLeftClipEdgeBecomesASpace() {
    var b = buffer(8)
    b.fill(b.bounds, with: Cell(.glyph(Glyph(text: "-", width: 1))))
    b.write("中文語", at: Point(x: 0, y: 0), clip: Rect(x: 1, y: 0, width: 7, height: 1))
    #expect(b.text(ofRow: 0) == "- 文語--")
  }

  @Test func fillingOverHalfAWideGlyphBlanksItsOtherHalfOutside() {
    var b = buffer(8)
    b.write("中文語x", at: .zero)
    b.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell(.glyph(Glyph(text: "-", width: 1))))
    #expect(b.text(ofRow: 0) == " -- 語x ")
    b.fill(Rect(x: 4, y: 0, width: 1, height: 1))
    #expect(b.text(ofRow: 0) == " --   x ")
    #expect(b.problems().isEmpty)
  }

  @Test func fillingWithAWideGlyphKeepsEveryGlyphWhole() {
    var b = buffer(5)
    b.fill(b.bounds, with: Cell(.glyph(Glyph(text: "中", width: 2))))
    #expect(b.problems().isEmpty)
  }

  @Test func clearBlanksEveryCellAndHidesTheCursor() {
    var b = buffer(4, 2)
    b.write("中文", at: Point(x: 0, y: 1), style: .title)
    b.cursor = Point(x: 1, y: 1)
    b.clear()
    #expect(b == buffer(4, 2))
  }

  @Test func wideGlyphAtTheLastColumnBecomesASpace() {
    var b = buffer(3)
    b.write("ab中", at: .zero)
    #expect(b.text(ofRow: 0) == "ab ")
    #expect(b.problems().isEmpty)
  }

  @Test func combiningMarksAndZWJSequencesStayWithTheirBase() {
    var b = buffer(6)
    b.write("e\u{301}👨‍👩‍👧x", at: .zero)
    #expect(b[0, 0].text == "e\u{301}")
    #expect(b[1, 0].text == "👨‍👩‍👧")
    #expect(b[2, 0].isContinuation)
    #expect(b[3, 0].text == "x")
  }

  @Test func controlCharactersAreDrawnVisibly() {
    var b = buffer(12)
    b.write("a\u{1B}[31mb\u{9B}\u{202E}", at: .zero)
    #expect(b.text(ofRow: 0) == "a^[[31mb\u{FFFD}\u{FFFD}  ")
    for x in 0..<12 { #expect(!b[x, 0].text.unicodeScalars.contains { $0.value < 0x20 }) }
  }

  @Test func textOutsideTheClipRowsIsNotWritten() {
    var b = buffer(4, 3)
    b.write("abcd", at: Point(x: 0, y: 2), clip: Rect(x: 0, y: 0, width: 4, height: 2))
    #expect(b.text == "    \n    \n    ")
  }

  @Test func writingOutsideTheBufferIsHarmless() {
    var b = buffer(2, 2)
    b.write("中文語", at: Point(x: -3, y: 0))
    b.write("x", at: Point(x: 5, y: 5))
    b.write("x", at: Point(x: -1, y: -1))
    b.fill(Rect(x: -5, y: -5, width: 100, height: 100))
    b.box(Rect(x: -1, y: -1, width: 10, height: 10))
    #expect(b.problems().isEmpty)
  }

  @Test func zeroSizeBuffer() {
    var b = buffer(0, 0)
    b.write("中文", at: .zero)
    b.box(b.bounds)
    #expect(b.snapshotText() == "# size=0x0 cursor=hidden\n-- styles: \n")
  }

  @Test func snapshotFormat() {
    var b = buffer(10, 3)
    b.write("中文 abc", at: Point(x: 1, y: 0), style: .title)
    b.write("sel", at: Point(x: 0, y: 1), style: .selected)
    b.horizontalLine(at: Point(x: 0, y: 2), length: 10)
    b.cursor = Point(x: 4, y: 1)
    #expect(
      b.snapshotText() == """
        # size=10x3 cursor=4,1 visible
        | 中文 abc |
        |sel       |
        |──────────|
        -- styles: . normal  s selected  h title  l border  > continuation
        |.h>h>hhhh.|
        |sss.......|
        |llllllllll|

        """)
  }

  @Test func boxDrawsLineCells() {
    var b = buffer(5, 3)
    b.box(b.bounds)
    b.write("中文語", at: Point(x: 1, y: 1), clip: b.bounds.inset(dx: 1, dy: 1))
    assertBufferSnapshot(of: b, named: "box-with-clipped-wide-text")
  }

  @Test func restyleKeepsContent() {
    var b = buffer(4)
    b.write("中x", at: .zero, style: .selected)
    b.restyle(b.bounds) { $0.role = .dim }
    #expect(b.text(ofRow: 0) == "中x ")
    #expect(b.styleRow(0) == "d>dd")
  }
}

@Suite struct CellBufferPositionTests {
  @Test func findsTextByTheColumnItStartsAtPastWideGlyphs() {
    var buffer = CellBuffer(size: Size(width: 20, height: 3))
    buffer.write("中文 > 文", at: Point(x: 1, y: 2))
    #expect(buffer.position(of: "文") == Point(x: 3, y: 2))
    #expect(buffer.position(of: "> 文") == Point(x: 6, y: 2))
    #expect(buffer.position(of: "nothing") == nil)
  }
}

/// Writing a run of glyphs replaces its cells at once and repairs only the glyphs cut by the
/// run's two ends; these tests check it against writing the glyphs one cell at a time.
@Suite struct CellBufferGlyphRunTests {
  static let narrow = Glyph(text: "a", width: 1)
  static let wide = Glyph(text: "中", width: 2)

  /// What writing `glyphs` means, glyph by glyph through ``CellBuffer/set(_:x:y:)``.
  static func reference(_ buffer: inout CellBuffer, _ glyphs: [Glyph], at point: Point, style: Style, clip: Rect) {
    let area = clip.intersection(buffer.bounds)
    guard point.y >= area.minY, point.y < area.maxY, !area.isEmpty else { return }
    var x = point.x
    for glyph in glyphs {
      if x + glyph.width <= area.minX || x >= area.maxX {
      } else if x < area.minX || x + glyph.width > area.maxX {
        buffer.set(.blank(style), x: max(x, area.minX), y: point.y)
      } else {
        buffer.set(Cell(.glyph(glyph), style: style), x: x, y: point.y)
      }
      x += glyph.width
    }
  }

  static func randomGlyphs(_ count: Int, using generator: inout SeededGenerator) -> [Glyph] {
    (0..<count).map { _ in Bool.random(using: &generator) ? narrow : wide }
  }

  @Test func aRunEndingOnTheLeftHalfOfAWideGlyphBlanksItsRightHalf() {
    var buffer = CellBuffer(size: Size(width: 4, height: 1))
    buffer.write("中文", at: .zero)
    buffer.write([Self.narrow, Self.narrow], at: Point(x: 1, y: 0))
    #expect(buffer.text(ofRow: 0) == " aa ")
    #expect(buffer.problems().isEmpty)
  }

  @Test func aRunOfGlyphsWritesWhatWritingThemOneByOneWrites() {
    for seed in 1...3_000 {
      var generator = SeededGenerator(seed: UInt64(seed))
      var buffer = CellBuffer(size: Size(width: 12, height: 2))
      // Earlier content with wide glyphs the run may cut at either end.
      buffer.write(
        Self.randomGlyphs(8, using: &generator), at: Point(x: Int.random(in: -1...2, using: &generator), y: 0),
        style: .dim)
      var expected = buffer
      let glyphs = Self.randomGlyphs(Int.random(in: 0...9, using: &generator), using: &generator)
      let point = Point(x: Int.random(in: -3...11, using: &generator), y: Int.random(in: -1...1, using: &generator))
      let clip = Rect(
        x: Int.random(in: -1...6, using: &generator), y: 0, width: Int.random(in: 0...13, using: &generator),
        height: Int.random(in: 0...2, using: &generator))
      let end = buffer.write(glyphs, at: point, style: .selected, clip: clip)
      Self.reference(&expected, glyphs, at: point, style: .selected, clip: clip)
      #expect(buffer == expected, "seed \(seed): \(buffer.text(ofRow: 0)) against \(expected.text(ofRow: 0))")
      #expect(end == point.x + glyphs.reduce(0) { $0 + $1.width }, "seed \(seed)")
      #expect(buffer.problems().isEmpty, "seed \(seed)")
    }
  }
}

/// Text of kana, CJK ideographs and symbols is written one code point at a time, not a `Character`
/// at a time; these tests check it against the glyphs of its characters.
@Suite struct CellBufferTextTests {
  /// Code points that stand alone, and ones that join their neighbours or are unsafe.
  static let pieces: [String] = [
    "a", " ", "é", "中", "文", "ー", "、", "ア", "ｱ", "Ａ", "…", "→", "─", "■", "〜",
    "\u{3099}", "\u{0301}", "\u{200D}", "\u{FE0F}", "👍", "🇯", "🇵", "\u{1100}", "\u{1161}", "\r", "\n",
    "\t", "\u{7F}", "\u{85}", "\u{202E}", "\u{AD}", "\u{FF9E}", "\u{302A}",
  ]

  @Test func textWritesTheGlyphsOfItsCharacters() {
    for seed in 1...3_000 {
      var generator = SeededGenerator(seed: UInt64(seed))
      let count = Int.random(in: 0...8, using: &generator)
      // Every other seed stays on code points that stand alone, so the fast way is taken.
      let choices = seed.isMultiple(of: 2) ? Array(Self.pieces.prefix(15)) : Self.pieces
      let text = (0..<count).map { _ in choices.randomElement(using: &generator)! }.joined()
      let point = Point(x: Int.random(in: -2...5, using: &generator), y: 0)
      let clip = Rect(
        x: Int.random(in: 0...3, using: &generator), y: 0, width: Int.random(in: 0...12, using: &generator), height: 1)
      var written = CellBuffer(size: Size(width: 10, height: 1))
      written.write("中文語ab中文", at: .zero, style: .dim)
      var expected = written
      let end = written.write(text, at: point, style: .accent, clip: clip)
      // The reference: the glyphs of each Character, set one by one.
      let glyphs = Glyph.glyphsByCharacter(of: text)
      CellBufferGlyphRunTests.reference(&expected, glyphs, at: point, style: .accent, clip: clip)
      #expect(written == expected, "seed \(seed): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
      #expect(end == point.x + glyphs.reduce(0) { $0 + $1.width }, "seed \(seed)")
      #expect(end == point.x + DisplayWidth.of(text), "seed \(seed)")
    }
  }
}

/// ``CellBuffer/place(_:at:)`` copies rows of cells at once and ``CellBuffer/rowEquals(_:in:)``
/// compares rows as memory; these tests check both against the cell-by-cell way.
@Suite struct CellBufferImageTests {
  static let pieces = ["a", "b", " ", "中", "文", "─", "é", "👍"]
  static let styles: [Style] = [.normal, .dim, .selected, .accent]

  /// A buffer of random text in random styles, made only through the buffer's own writes.
  static func randomBuffer(_ size: Size, using generator: inout SeededGenerator) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    for _ in 0..<Int.random(in: 0...(size.height * 3), using: &generator) {
      let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let point = Point(
        x: Int.random(in: -2...size.width, using: &generator), y: Int.random(in: 0..<size.height, using: &generator))
      buffer.write(text, at: point, style: styles.randomElement(using: &generator)!)
    }
    return buffer
  }

  /// What placing an image means: each of its cells set from left to right, top to bottom;
  /// the right half of a wide glyph whose left half is off the buffer becomes a space.
  static func reference(_ buffer: inout CellBuffer, _ image: CellBuffer, at origin: Point) {
    for y in 0..<image.size.height {
      let visibleMinX = max(0, origin.x)
      for x in 0..<image.size.width {
        let cell = image[x, y]
        let at = origin.x + x
        buffer.set(cell.isContinuation && at == visibleMinX ? .blank(cell.style) : cell, x: at, y: origin.y + y)
      }
    }
  }

  @Test func placingAnImageSetsItsCellsOneByOne() {
    for seed in 1...3_000 {
      var generator = SeededGenerator(seed: UInt64(seed))
      var buffer = Self.randomBuffer(Size(width: 10, height: 3), using: &generator)
      var expected = buffer
      let image = Self.randomBuffer(
        Size(width: Int.random(in: 0...11, using: &generator), height: Int.random(in: 0...3, using: &generator)),
        using: &generator)
      // Mostly inside the buffer (the fast way), sometimes across its edges.
      let inside = seed % 4 != 0
      let origin =
        inside
        ? Point(
          x: Int.random(in: 0...max(0, 10 - image.size.width), using: &generator),
          y: Int.random(in: 0...max(0, 3 - image.size.height), using: &generator))
        : Point(x: Int.random(in: -4...10, using: &generator), y: Int.random(in: -2...3, using: &generator))
      buffer.place(image, at: origin)
      Self.reference(&expected, image, at: origin)
      #expect(buffer == expected, "seed \(seed):\n\(buffer.text)\nagainst\n\(expected.text)")
      #expect(buffer.problems().isEmpty, "seed \(seed)")
    }
  }

  /// The cells a terminal redraws, found cell by cell as the ncurses backend once did.
  static func referenceChanges(from old: CellBuffer?, to new: CellBuffer) -> [String] {
    var out: [String] = []
    let full = old == nil || old?.size != new.size
    for y in 0..<new.size.height {
      var x = 0
      while x < new.size.width {
        let cell = new[x, y]
        let changed = full || cell != old?[x, y] || (cell.isWide && new[x + 1, y] != old?[x + 1, y])
        if changed && !cell.isContinuation { out.append("\(x),\(y) \(cell)") }
        x += cell.isWide ? 2 : 1
      }
    }
    return out
  }

  @Test func theChangesAreTheCellsThatDiffer() {
    for seed in 1...3_000 {
      var generator = SeededGenerator(seed: UInt64(seed))
      let size = Size(width: Int.random(in: 1...9, using: &generator), height: Int.random(in: 1...3, using: &generator))
      let new = Self.randomBuffer(size, using: &generator)
      var old: CellBuffer? = nil
      switch seed % 4 {
      case 0: old = nil
      case 1: old = Self.randomBuffer(Size(width: size.width + 1, height: size.height), using: &generator)
      case 2: old = Self.randomBuffer(size, using: &generator)
      default:
        // The same frame with a few cells written over: most rows equal.
        var changed = new
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
          changed.write(
            Self.pieces.randomElement(using: &generator)!,
            at: Point(
              x: Int.random(in: 0..<size.width, using: &generator),
              y: Int.random(in: 0..<size.height, using: &generator)),
            style: Self.styles.randomElement(using: &generator)!)
        }
        old = changed
      }
      var changes: [String] = []
      new.forEachChange(since: old) { cell, x, y in changes.append("\(x),\(y) \(cell)") }
      #expect(changes == Self.referenceChanges(from: old, to: new), "seed \(seed)")
    }
  }

  @Test func rowsAreEqualWhenEveryCellIs() {
    for seed in 1...2_000 {
      var generator = SeededGenerator(seed: UInt64(seed))
      let size = Size(width: Int.random(in: 1...9, using: &generator), height: 2)
      let one = Self.randomBuffer(size, using: &generator)
      // Half the time a copy with at most one cell changed, so equal rows are common.
      var other = seed.isMultiple(of: 2) ? one : Self.randomBuffer(size, using: &generator)
      if Bool.random(using: &generator) {
        other.set(
          Cell(.glyph(Glyph(text: "x", width: 1)), style: Self.styles.randomElement(using: &generator)!),
          x: Int.random(in: 0..<size.width, using: &generator), y: Int.random(in: 0..<2, using: &generator))
      }
      for y in 0..<2 {
        let cellByCell = (0..<size.width).allSatisfy { one[$0, y] == other[$0, y] }
        #expect(one.rowEquals(y, in: other) == cellByCell, "seed \(seed), row \(y)")
      }
    }
  }
}
