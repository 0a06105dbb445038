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

  /// A page headed by one of the word's spellings (揚げる of 上げる) conjugates it; a spelling
  /// the word lacks leaves the usual one.
  @Test func aPageHeadedByASpellingConjugatesIt() throws {
    let raise = Word(
      id: 1, forms: ["上げる", "揚げる"], readings: ["あげる"],
      senses: [Sense(partsOfSpeech: ["v1", "vt"], glosses: ["to raise"])], isCommon: true)
    #expect(try #require(ConjugationTable.of(raise, spelling: "揚げる")).word == "揚げる")
    #expect(try #require(ConjugationTable.of(raise)).word == "上げる")
    #expect(try #require(ConjugationTable.of(raise, spelling: "食べる")).word == "上げる")
  }
}
