import KanjiKit
import Testing

@testable import KanjiApp

/// A gloss of a damaged or hostile source's megabytes: the page shows its start, says it was
/// cut and how long it was (`HugeGlossTests` checks a list row holds only its start).
@Suite struct HugeFieldTests {
  static let huge = String(repeating: "very long gloss text ", count: 100_000)  // 2.1 million characters

  @Test func aSenseLineIsCutAndSaysHowLongItWas() {
    let word = Word(
      id: 1, forms: ["食べる"], readings: ["たべる"],
      senses: [Sense(partsOfSpeech: ["v1"], glosses: ["to eat", Self.huge])], isCommon: true)
    let text = WordPage.senses(of: word)
    #expect(text.unicodeScalars.count < WordPage.longestSenseLine + 100)
    #expect(text.contains("1. to eat; very long gloss text"))
    #expect(text.hasSuffix("… (cut: 2,100,008 characters in all)"))
  }

  @Test func shortLinesAreWhole() {
    #expect(WordPage.cut(["to eat", "to live on"], head: "1. ") == "1. to eat; to live on")
    #expect(WordPage.cut([]) == "")
  }
}
