import Testing

@testable import JapaneseText

@Suite struct EnglishPhrasesTests {
  /// A phrase no gloss is is looked up by the words that carry it: articles and possessives
  /// left out, and a leading light verb with its preposition, whose object is then a noun.
  @Test(arguments: [
    ("to go for a walk", ["walk"], true), ("to do the laundry", ["laundry"], true),
    ("go shopping", ["shopping"], true), ("to make a reservation", ["reservation"], true),
    ("washing the dishes", ["washing", "dishes"], false), ("to brush one's teeth", ["brush", "teeth"], false),
    ("big brother", ["big", "brother"], false), ("To Take A Shower", ["shower"], true),
  ])
  func aPhraseIsReadByItsContentWords(query: String, words: [String], isObject: Bool) {
    let content = English.contentWords(query)
    #expect(content.words == words)
    #expect(content.isObject == isObject)
  }

  /// A single word has no content words of its own to look up (`to go` is the verb), nor has
  /// a phrase of articles; a light verb with nothing after it but a preposition (`go for`)
  /// or an article (`have a`) is the verb, not an object.
  @Test(arguments: [
    ("walk", []), ("to walk", []), ("to go", []), ("the a", []), ("go for", ["go", "for"]), ("to have a", ["have"]),
  ])
  func aWordOrALightVerbAloneHasNoObject(query: String, words: [String]) {
    let content = English.contentWords(query)
    #expect(content.words == words)
    #expect(!content.isObject)
  }

  @Test func aPhraseIsAboutItsLastWordUnlessThatIsAPronounOrAPreposition() {
    #expect(English.headWord(of: ["car", "accident"]) == "accident")
    #expect(English.headWord(of: ["see", "you", "tomorrow"]) == "tomorrow")
    #expect(English.headWord(of: ["how", "are", "you"]) == nil)
    #expect(English.headWord(of: ["go", "for"]) == nil)
    #expect(English.headWord(of: ["walk"]) == nil)
  }

  @Test func aContentWordIsMatchedByTheStartsOfItsForms() {
    #expect(English.contentForms(of: "dishes") == ["dish"])
    #expect(English.contentForms(of: "washing") == ["wash"])
    #expect(English.contentForms(of: "teeth") == ["teeth", "tooth"])
    #expect(English.contentForms(of: "walk") == ["walk"])
  }
}
