import Testing

@testable import KanjiKit

@Suite struct DatasetConverterTests {
  @Test func keepsOnlyTheJoyoKanji() throws {
    let dataset = try Fixtures.dataset()
    #expect(dataset.kanji.map(\.literal) == ["日", "本", "食", "水", "語", "東", "京", "塡", "𠮟", "剝", "頰", "悪"])
    #expect(dataset.kanji.allSatisfy { $0.isJoyo })
  }

  @Test func keepsCommonWordsThatUseAJoyoKanjiAndCommonKanaWords() throws {
    let headwords = try Fixtures.dataset().words.map(\.headword)
    #expect(headwords.contains("日本"))
    #expect(headwords.contains("食べる"))
    #expect(headwords.contains("コーヒー"))  // a loanword usually written in katakana
    #expect(!headwords.contains("鷗"))  // not Jōyō
  }

  @Test func mapsTheJISX0213KanjiToTheirEdictSpellings() throws {
    let dataset = try Fixtures.dataset()
    #expect(dataset.variants == ["填": "塡", "頬": "頰", "叱": "𠮟", "剥": "剝"])
    let headwords = dataset.words.map(\.headword)
    for word in ["補填", "叱る", "剥がす", "頬"] { #expect(headwords.contains(word)) }
  }

  @Test func topsUpKanjiWithFewerThanThreeCommonWords() throws {
    let words = try Fixtures.dataset().words
    // 悪 has one common word (悪い); the two others come from the rest of EDICT.
    let 悪 = words.filter { $0.headword.contains("悪") }
    #expect(悪.count == 3)
    #expect(悪.first?.headword == "悪い")
    #expect(悪.dropFirst().allSatisfy { !$0.isCommon })
  }

  @Test func writesWordsInRankOrder() throws {
    let words = try Fixtures.dataset().words
    let firstRare = words.firstIndex { !$0.isCommon } ?? words.count
    #expect(words[firstRare...].allSatisfy { !$0.isCommon })
  }

  @Test func isDeterministicAndRoundTrips() throws {
    let dataset = try Fixtures.dataset()
    let bytes = try dataset.encoded()
    #expect(bytes == (try Fixtures.dataset().encoded()))
    #expect(try BundledDataset.decode(try dataset.json(), path: "x") == dataset)
  }
}
