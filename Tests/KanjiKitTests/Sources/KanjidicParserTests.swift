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
    #expect(日.jlpt == 4)
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
