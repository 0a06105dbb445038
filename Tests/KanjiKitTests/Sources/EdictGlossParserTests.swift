import Testing

@testable import KanjiKit

@Suite struct EdictGlossParserTests {
  @Test func splitsNumberedSensesWithTheirPartsOfSpeech() {
    let senses = EdictGlossParser.senses("(n) (1) zero/nought/nil/(n) (2) (uk) nothing/zilch")
    #expect(
      senses == [
        Sense(partsOfSpeech: ["n"], tags: [], glosses: ["zero", "nought", "nil"]),
        Sense(partsOfSpeech: ["n"], tags: ["uk"], glosses: ["nothing", "zilch"]),
      ])
  }

  @Test func readsASingleSense() {
    #expect(EdictGlossParser.senses("(n,vs) study") == [Sense(partsOfSpeech: ["n", "vs"], glosses: ["study"])])
  }

  @Test func keepsASenseWithoutItsOwnPartOfSpeech() {
    let senses = EdictGlossParser.senses("(v5u,vt) (1) to eat/(2) (col) to live")
    #expect(senses.count == 2)
    #expect(senses[1] == Sense(partsOfSpeech: [], tags: ["col"], glosses: ["to live"]))
  }

  @Test func leavesParenthesesThatAreNotTagsInTheGloss() {
    let senses = EdictGlossParser.senses("(exp) (someone) to be at a loss/to be confused")
    #expect(senses.first?.glosses.first == "(someone) to be at a loss")
  }
}
