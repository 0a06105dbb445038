import JapaneseText
import Testing

@testable import KanjiKit

/// The conjugation table of a dictionary word: which spelling and which code it is made for.
@Suite struct WordConjugationTests {
  @Test func theKanjiOfKuruIsReadForEveryForm() throws {
    let word = Word(
      id: 1, forms: ["来る"], readings: ["くる"], senses: [Sense(partsOfSpeech: ["vk", "vi"], glosses: ["to come"])],
      isCommon: true)
    let table = try #require(ConjugationTable.of(word))
    let negative = try #require(table.rows.first?.negative)
    #expect(negative == ConjugationTable.Form(text: "来ない", reading: "こない"))
    #expect(table.rows.allSatisfy { $0.affirmative?.reading != nil })
  }

  @Test func aSpellingThatCannotConjugateGivesWayToTheReading() throws {
    let word = Word(
      id: 1, forms: ["為る"], readings: ["する"], senses: [Sense(partsOfSpeech: ["vs-i"], glosses: ["to do"])],
      isCommon: true)
    #expect(try #require(ConjugationTable.of(word)).word == "する")
  }

  @Test func picksTheVerbOfANounThatTakesSuruAndNothingForANoun() {
    let worry = Word(
      id: 1, forms: ["心配"], readings: ["しんぱい"],
      senses: [Sense(partsOfSpeech: ["adj-na", "n", "vs"], glosses: ["worry"])], isCommon: true)
    #expect(ConjugationTable.of(worry)?.code == "vs")
    let book = Word(
      id: 2, forms: ["本"], readings: ["ほん"], senses: [Sense(partsOfSpeech: ["n"], glosses: ["book"])], isCommon: true)
    #expect(ConjugationTable.of(book) == nil)
  }
}
