import CoordinatorsTesting
import Foundation
import Testing

@testable import TermCore

@Suite struct DisplayWidthTests {
  /// The blocks in which the table must agree with glibc exactly.
  static let blocks: [(name: String, range: ClosedRange<UInt32>)] = [
    ("CJK Symbols and Punctuation", 0x3000...0x303F),
    ("Hiragana", 0x3040...0x309F),
    ("Katakana", 0x30A0...0x30FF),
    ("Katakana Phonetic Extensions", 0x31F0...0x31FF),
    ("CJK Unified Ideographs Extension A", 0x3400...0x4DBF),
    ("CJK Unified Ideographs", 0x4E00...0x9FFF),
    ("Halfwidth and Fullwidth Forms", 0xFF00...0xFFEF),
  ]

  @Test(arguments: blocks.map(\.name))
  func agreesWithGlibcWcwidth(block name: String) throws {
    guard let block = Self.blocks.first(where: { $0.name == name }) else { return }
    // wcwidth follows LC_CTYPE: C.UTF-8 is always present on glibc systems.
    let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
    try #require(locale != nil, "the C.UTF-8 locale is missing")
    let previous = uselocale(locale)
    defer {
      uselocale(previous)
      freelocale(locale)
    }
    // Glibc's Swift overlay does not export wcwidth (it needs _XOPEN_SOURCE), so look it up.
    let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth"))
    let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    var disagreements: [String] = []
    var compared = 0
    for value in block.range {
      let expected = wcwidth(Int32(bitPattern: value))
      // -1: glibc knows no width for it (unassigned); nothing to agree with.
      guard expected >= 0, let scalar = Unicode.Scalar(value) else { continue }
      compared += 1
      let ours = DisplayWidth.of(scalar)
      if ours != Int(expected) {
        disagreements.append(String(format: "U+%04X ours %d glibc %d", value, ours, expected))
      }
    }
    #expect(compared > block.range.count * 9 / 10, "glibc knew too few code points of \(name)")
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
  }

  @Test(arguments: [
    ("a", 1), ("中", 2), ("ｱ", 1), ("あ", 2), ("ア", 2), ("、", 2), ("Ａ", 2),
    ("é", 1), ("e\u{301}", 1), ("👍", 2), ("👨‍👩‍👧", 2), ("─", 1), ("☆", 1), ("\u{20B9F}", 2),
  ])
  func measuresOneCharacter(text: String, width: Int) {
    #expect(DisplayWidth.of(Character(text)) == width)
  }

  @Test func measuresTextWithControlsAsDrawn() {
    #expect(DisplayWidth.of("中文語abc") == 9)
    #expect(DisplayWidth.of("a\u{1B}b") == 4)  // ESC is drawn as ^[
  }

  @Test(arguments: [
    ("中文語のテキスト", 7, "中文..."),
    ("中文語", 6, "中文語"),
    ("abcdefgh", 5, "ab..."),
    ("abc", 2, "ab"),
    ("中文語", 2, "中"),
    ("abc", 0, ""),
  ])
  func truncatesByDisplayWidth(text: String, width: Int, expected: String) {
    let cut = DisplayWidth.truncate(text, to: width)
    #expect(cut == expected)
    #expect(DisplayWidth.of(cut) <= width)
  }
}

/// Text of code points that stand alone is measured, cut and turned into glyphs a code point
/// at a time; these tests hold that to the way a `Character` at a time.
@Suite struct StandaloneTextTests {
  @Test func everyCodePointThatStandsAloneIsTheGlyphOfItsCharacter() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), Glyph.standsAlone(scalar) else { continue }
      let glyph = Glyph.standaloneGlyph(scalar)
      #expect(Glyph.visibleGlyphs(Character(scalar)) == [glyph], "U+\(String(value, radix: 16))")
      #expect(Glyph.visibleWidth(Character(scalar)) == glyph.width, "U+\(String(value, radix: 16))")
    }
  }

  /// Up to 12 pieces of `CellBufferTextTests.pieces`; every other seed stays on code points
  /// that stand alone, so the fast way is taken.
  static func seededText(seed: Int, using generator: inout SeededGenerator) -> String {
    let pieces = CellBufferTextTests.pieces
    let choices = seed.isMultiple(of: 2) ? Array(pieces.prefix(15)) : pieces
    return (0..<Int.random(in: 0...12, using: &generator)).map { _ in
      choices.randomElement(using: &generator)!
    }.joined()
  }

  @Test func widthsCutsAndGlyphsAreThoseOfTheCharacters() {
    for seed in 1...4_000 {
      var generator = SeededGenerator(seed: UInt64(seed))
      let text = Self.seededText(seed: seed, using: &generator)
      let codes = text.unicodeScalars.map { String($0.value, radix: 16) }
      #expect(DisplayWidth.of(text) == DisplayWidth.byCharacter(text), "seed \(seed): \(codes)")
      #expect(Glyph.glyphs(of: text) == Glyph.glyphsByCharacter(of: text), "seed \(seed): \(codes)")
      let width = Int.random(in: 0...14, using: &generator)
      let ellipsis = ["...", "…", ""].randomElement(using: &generator)!
      let cut = DisplayWidth.truncate(text, to: width, ellipsis: ellipsis)
      var expected = ""
      if width > 0 {
        if DisplayWidth.byCharacter(text) <= width {
          expected = text
        } else {
          let mark = DisplayWidth.byCharacter(ellipsis) <= width ? ellipsis : ""
          expected = DisplayWidth.truncateByCharacter(
            text, room: width - DisplayWidth.byCharacter(mark), mark: mark)
        }
      }
      #expect(cut == expected, "seed \(seed): \(codes) to \(width)")
    }
  }

  @Test func fittedGlyphsAreThoseOfTheFittedString() {
    for seed in 1...4_000 {
      var generator = SeededGenerator(seed: UInt64(seed))
      let text = Self.seededText(seed: seed, using: &generator)
      let codes = text.unicodeScalars.map { String($0.value, radix: 16) }
      let width = Int.random(in: 0...16, using: &generator)
      let padsLeading = Bool.random(using: &generator)
      // Appended after glyphs already there, as a list row's columns are.
      let before = Glyph.glyphs(of: ["", "ab", "中"].randomElement(using: &generator)!)
      var fitted = before
      Glyph.appendFitted(text, width: width, padsLeading: padsLeading, to: &fitted)
      let expected = before + Glyph.glyphs(of: Glyph.fittedByString(text, width: width, padsLeading: padsLeading))
      #expect(fitted == expected, "seed \(seed): \(codes) to \(width), leading pad \(padsLeading)")
      if seed.isMultiple(of: 2) {
        #expect(fitted.reduce(0) { $0 + $1.width } - before.reduce(0) { $0 + $1.width } == width, "seed \(seed)")
      }
    }
  }
}
