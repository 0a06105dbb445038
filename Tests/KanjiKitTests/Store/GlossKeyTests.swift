import Testing

@testable import KanjiKit

/// The keys a word's glosses are looked up by in `word_gloss`: the whole gloss, a two-word
/// gloss's last word, a verb's gloss without its preposition.
@Suite struct GlossKeyTests {
  private func keys(_ partsOfSpeech: [String], _ glosses: [String]) -> [String] {
    let word = Word(
      id: 1, forms: ["語"], readings: ["ご"], senses: [Sense(partsOfSpeech: partsOfSpeech, glosses: glosses)],
      isCommon: true)
    return WordRowMaker(kanjiSet: [], variants: [:]).rows(of: word).glosses.map { "\($0.key)@\($0.position)" }
  }

  @Test func aVerbsGlossIsAlsoFoundWithoutItsPreposition() {
    #expect(keys(["v5k", "vi"], ["to arrive at", "to reach"]) == ["arrive at@0", "arrive@200", "reach@1"])
    #expect(keys(["v1"], ["to wait for"]) == ["wait for@0", "wait@200"])
    // A phrasal verb's particle changes the verb (`to put on` is not `to put`).
    #expect(keys(["v1"], ["to put on"]) == ["put on@0"])
    // Nor is a noun's gloss a verb's.
    #expect(keys(["n"], ["arrival at"]) == ["arrival at@0"])
  }

  @Test func aGlossWithAnArticleIsFoundWithoutIt() {
    #expect(keys(["n"], ["the world", "society"]) == ["world@0", "society@1"])
    #expect(keys(["n"], ["a bit"]) == ["bit@0"])
  }

  @Test func aTwoWordGlossIsFoundByItsLastWordUnlessItIsAPhrase() {
    #expect(keys(["n"], ["railway station"]) == ["railway station@0", "station@100"])
    // `for example` (例えば) is not an example, nor `at once` a once.
    #expect(keys(["adv"], ["for example", "at once"]) == ["for example@0", "at once@1"])
  }
}
