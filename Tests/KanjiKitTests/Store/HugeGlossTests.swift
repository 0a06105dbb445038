import Testing

@testable import KanjiKit

/// A gloss of a damaged or hostile source's megabytes costs a list row and the gloss index
/// nothing: the row keeps its start, the index leaves it to the full-text search.
@Suite struct HugeGlossTests {
  static let huge = String(repeating: "very long gloss text ", count: 100_000)

  @Test func aListRowKeepsOnlyTheStartOfTheGloss() {
    let word = Word(
      id: 1, forms: ["食べる"], readings: ["たべる"], senses: [Sense(partsOfSpeech: ["v1"], glosses: [Self.huge])],
      isCommon: true)
    let summary = WordRowMaker.summary(of: word)
    #expect(summary.count == WordRowMaker.longestSummary + 1)
    #expect(summary.hasPrefix("very long gloss text"))
    #expect(summary.hasSuffix("…"))
    let short = Word(
      id: 2, forms: ["水"], readings: ["みず"], senses: [Sense(partsOfSpeech: ["n"], glosses: ["water", "fluid"])],
      isCommon: true)
    #expect(WordRowMaker.summary(of: short) == "water; fluid")
  }
}
