import Testing

@testable import KanjiKit

@Suite struct EdictTests {
  private func fixture() throws -> Edict {
    try Edict(eucJP: try Fixtures.bytes(Fixtures.edict), path: "fixture")
  }

  private func word(_ headword: String, in edict: Edict) -> Word? {
    (0..<edict.wordCount).map(edict.word(at:)).first { $0.headword == headword }
  }

  @Test func skipsAndCountsMalformedLines() throws {
    let edict = try fixture()
    // `４° [しど] /` has no gloss; one line has bytes that are not EUC-JP.
    #expect(edict.malformedLines == 2)
    #expect(edict.version == "2021-02-03")
  }

  @Test func groupsTheFormsAndReadingsOfAWord() throws {
    let 日本 = try #require(word("日本", in: try fixture()))
    #expect(日本.forms == ["日本"])
    #expect(日本.readings == ["にほん", "にっぽん"])
    #expect(日本.isCommon)
    #expect(日本.id == 2)  // the line after the header
  }

  @Test func keepsWordsThatOnlyShareAGlossApart() throws {
    let edict = try fixture()
    #expect(word("日本国", in: edict)?.readings == ["にっぽんこく", "にほんこく"])
    #expect(word("ジャパン", in: edict)?.forms == [])
    #expect(word("ジャパン", in: edict)?.readings == ["ジャパン"])
  }

  @Test func joinsAKanaSpellingWithTheKanjiForm() throws {
    let coffee = try #require(word("コーヒー", in: try fixture()))
    #expect(coffee.forms == ["珈琲"])
    #expect(coffee.readings == ["コーヒー"])
  }

  @Test func decodesJISX0212() throws {
    #expect(word("鷗", in: try fixture())?.readings == ["かもめ"])
  }

  @Test func ranksCommonWordsFirstThenShorter() throws {
    let edict = try fixture()
    let ranked = edict.rankedGroups().map(edict.word(at:))
    let firstRare = try #require(ranked.firstIndex { !$0.isCommon })
    #expect(ranked[..<firstRare].allSatisfy { $0.isCommon })
    #expect(ranked[firstRare...].allSatisfy { !$0.isCommon })
    let lengths = ranked[..<firstRare].map { $0.headword.unicodeScalars.count }
    #expect(lengths == lengths.sorted())
  }

  @Test func refusesAFileWithoutEntries() {
    #expect(throws: DictionarySourceError.self) { _ = try Edict(utf8: Array("\n\n".utf8), path: "empty") }
  }
}
