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
    let edict = try fixture()
    #expect((0..<edict.wordCount).map(edict.word(at:)).first { $0.forms == ["鷗"] }?.readings == ["かもめ"])
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

@Suite struct EdictJoiningTests {
  private func edict(_ lines: String) throws -> Edict {
    try Edict(utf8: Array(lines.utf8), path: "inline")
  }

  private func words(_ edict: Edict) -> [Word] { (0..<edict.wordCount).map(edict.word(at:)) }

  @Test func joinsAFormTaggedOnALineOfItsOwnAndKeepsTheTagOnTheSpelling() throws {
    let words = words(
      try edict(
        """
        食べる [たべる] /(v1,vt) (1) to eat/(v1,vt) (2) to live on/(P)/
        喰べる [たべる] /(iK) (v1,vt) (1) to eat/(v1,vt) (2) to live on/
        為る [する] /(oK) (vs-i) (1) (uk) to do/
        """))
    #expect(words.count == 2)
    let eat = try #require(words.first { $0.forms.contains("食べる") })
    #expect(eat.forms == ["食べる", "喰べる"])
    #expect(eat.spellings[1].tags == ["iK"])
    #expect(eat.senses.allSatisfy { $0.tags.isEmpty })
    let suru = try #require(words.first { $0.forms == ["為る"] })
    #expect(suru.spellings[0].tags == ["oK"])
    #expect(suru.senses[0].tags == ["uk"])
    #expect(suru.headword == "する")
  }

  @Test func joinsKanaSpellingVariantsOfOneGloss() throws {
    let words = words(
      try edict(
        """
        セキュリティ /(n) security/(P)/
        セキュリティー /(n) security/(P)/
        セキュリティ・チェック /(n) security check/
        セキュリティーチェック /(n) security check/
        """))
    #expect(
      words.map(\.readings).sorted { $0[0] < $1[0] } == [["セキュリティ", "セキュリティー"], ["セキュリティ・チェック", "セキュリティーチェック"]])
  }

  @Test func restrictsAReadingMetWithOnlySomeSpellings() throws {
    let words = words(
      try edict(
        """
        彼処 [あそこ] /(pn) there/(P)/
        彼処 [かしこ] /(pn) there/(P)/
        彼所 [あそこ] /(pn) there/(P)/
        """))
    let there = try #require(words.first)
    #expect(words.count == 1)
    #expect(there.kana.first { $0.text == "かしこ" }?.spellings == ["彼処"])
    #expect(there.kana.first { $0.text == "あそこ" }?.spellings == [])
  }

  @Test func readsFieldsAndDialectsApartFromUsage() throws {
    let senses = EdictGlossParser.senses("(n) (bus) (col) turnover/(n) (ksb:) (comp) thing")
    #expect(senses[0].fields == ["bus"] && senses[0].tags == ["col"] && senses[0].glosses == ["turnover"])
    #expect(senses[1].dialects == ["ksb"] && senses[1].fields == ["comp"])
  }
}

/// The spelling tags read once per line while parsing, against the gloss parser's reading
/// of the same line (the reference).
@Suite struct EdictFormTagTests {
  private func check(_ edict: Edict) {
    for line in edict.lines {
      #expect(
        edict.formTags(of: line) == edict.parsedFormTags(of: line),
        "line \(line.number): \(String(decoding: edict.text[Int(line.glossStart)..<Int(line.glossEnd)], as: UTF8.self))"
      )
    }
  }

  @Test func agreeWithTheGlossParserOnEveryFixtureLine() throws {
    for fixture in [Fixtures.edict, ImportContentTests.edict] {
      let edict = try Edict(eucJP: try Fixtures.bytes(fixture), path: fixture.path)
      #expect(edict.lines.contains { $0.formTags != 0 } || fixture == Fixtures.edict)
      check(edict)
    }
  }

  @Test func agreeWithTheGlossParserOnOddHeads() throws {
    let edict = try Edict(
      utf8: Array(
        """
        喰べる [たべる] /(iK) (v1,vt) (1) to eat/
        為る [する] /(oK,ik) (vs-i) (1) (uk) to do/
        甲 [こう] /(1) (iK) (io) (2) (oK) first/
        乙 [おつ] /(n) (iK,iK) (ateji) (gikun) (rK) (sK) many tags/
        丙 [へい] /(n) (iK) (someone) (oK) to stop at a phrase/
        丁 [てい] /(n)(iK)(ateji) no spaces/
        戊 [ぼ] /(iK) (①) (oK) a circled number/
        己 [き] /(iK) (ｎ) (oK) a wide letter/
        庚 [こう] /(iK)\u{301} (oK) a combining mark/
        辛 [しん] /(iK) (ksb:) (oK) a dialect/
        壬 [じん] /(iK) (n,iK) (oK) a mixed group/
        癸 [き] /(iK/(oK) a tag cut by a slash/
        子 [し] /  (iK)   (ok) spaces first/
        丑 [うし] /() (iK) empty parentheses/
        """.utf8), path: "inline")
    #expect(edict.lines.count == 14)
    #expect(edict.lines.contains { $0.formTags == Edict.unpackedFormTags })
    check(edict)
  }
}
