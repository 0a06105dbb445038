import Testing

@testable import KanjiKit

@Suite struct DictionaryTagTests {
  @Test func spellsCodesOutAsALearnerReadsThem() {
    #expect(DictionaryTag.labels(["v1", "vt"]) == "Ichidan verb, transitive verb")
    #expect(DictionaryTag.label("uk") == "usually written using kana alone")
    #expect(DictionaryTag.label("comp") == "computing")
    #expect(DictionaryTag.label("ksb") == "Kansai-ben")
    #expect(DictionaryTag.formLabels(["oK"]) == "out-dated kanji")
    #expect(DictionaryTag.label("no-such-code") == "no-such-code")
  }

  @Test func turnsJamdictsExpansionsBackIntoCodes() {
    #expect(DictionaryTag.code(expanding: "word usually written using kana alone", as: .usage) == "uk")
    #expect(DictionaryTag.code(expanding: "Godan verb with 'ru' ending", as: .partOfSpeech) == "v5r")
    #expect(DictionaryTag.code(expanding: "word containing out-dated kanji", as: .spelling) == "oK")
    #expect(DictionaryTag.code(expanding: "out-dated or obsolete kana usage", as: .reading) == "ok")
  }

  @Test func everyCodeOfAKindIsListedOnce() {
    for kind in DictionaryTag.Kind.allCases {
      let codes = DictionaryTag.all.filter { $0.kind == kind }.map(\.code)
      #expect(Set(codes).count == codes.count, "\(kind)")
    }
  }
}
