import Testing

@testable import KanjiKit

@Suite struct KanjidicParserTests {
  private func parseFixture() throws -> KanjidicParser.Result {
    try KanjidicParser(path: "fixture").parse(try Fixtures.bytes(Fixtures.kanjidicXML))
  }

  @Test func readsEveryCharacterDespiteTheDoctype() throws {
    let result = try parseFixture()
    #expect(result.kanji.count == 14)
    #expect(result.version == "2022-235")
  }

  @Test func readsTheFieldsOfAKanji() throws {
    let 日 = try #require(try parseFixture().kanji.first { $0.literal == "日" })
    #expect(日.grade == 1)
    #expect(日.strokes == 4)
    #expect(日.frequency == 1)
    #expect(日.formerJLPT == 4)
    #expect(日.jlpt == nil)  // N-levels come from JLPTLevels, never from KANJIDIC2
    #expect(日.nanori.prefix(3) == ["あ", "あき", "いる"])
    #expect(日.radical == 72)
    #expect(日.onReadings == ["ニチ", "ジツ"])
    #expect(日.kunReadings.contains("-び"))
    #expect(日.meanings.first == "day")
    #expect(!日.meanings.contains("jour"))
  }

  @Test func keepsACharacterOutsideTheBMP() throws {
    let 𠮟 = try #require(try parseFixture().kanji.first { $0.literal == "𠮟" })
    #expect(𠮟.literal.unicodeScalars.first?.value == 0x20B9F)
    #expect(𠮟.isJoyo)
    #expect(𠮟.kunReadings.contains("しか.る"))
  }

  @Test func resolvesVariantReferencesBothWays() throws {
    let kanji = try parseFixture().kanji
    func variants(of literal: String) throws -> [String] {
      try #require(kanji.first { $0.literal == literal }).variants
    }
    // 塡 names 填 by its JIS X 0208 code, 填 names 塡 by its JIS X 0212 code.
    #expect(try variants(of: "塡") == ["填"])
    #expect(try variants(of: "填") == ["塡"])
    // 𠮟 names U+53F1 (叱), which the fixture lacks: dropped, not invented.
    #expect(try variants(of: "𠮟").isEmpty)
    #expect(try variants(of: "日").isEmpty)
  }

  @Test func ignoresReferencesByDictionaryIndex() {
    // Shared by several characters: following them would link unrelated kanji.
    #expect(KanjidicVariantReferences.key(variantType: "nelson_c", value: "1234") == nil)
    #expect(KanjidicVariantReferences.key(type: "nelson_c", value: "1234") == nil)
    #expect(KanjidicVariantReferences.key(variantType: "s_h", value: "3s2.4") == nil)
  }

  @Test(arguments: [
    ("jis208", "1-56-08", "jis208", "1-56-8"), ("ucs", "53F1", "ucs", "53f1"),
  ])
  func variantCodesMatchWhateverTheirSpelling(variantType: String, value: String, type: String, code: String) {
    #expect(
      KanjidicVariantReferences.key(variantType: variantType, value: value)
        == KanjidicVariantReferences.key(type: type, value: code))
  }

  @Test func keepsTheFirstStrokeCountOnly() throws {
    for kanji in try parseFixture().kanji { #expect(kanji.strokes > 0) }
  }

  @Test func reportsInvalidXMLWithALine() throws {
    var bytes = try Fixtures.bytes(Fixtures.kanjidicXML)
    bytes.removeLast(200)
    #expect(throws: DictionarySourceError.self) { _ = try KanjidicParser(path: "cut.xml").parse(bytes) }
  }

  @Test func reportsXMLWithoutCharacters() {
    #expect(throws: DictionarySourceError.noEntries(path: "other.xml", expected: "<character> elements")) {
      _ = try KanjidicParser(path: "other.xml").parse(Array("<root><a/></root>".utf8))
    }
  }
}
