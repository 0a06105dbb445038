import Testing

@testable import KanjiKit

/// The Words tab lists "common first" by the frequency ranking the search uses.
@Suite struct WordsOrderTests {
  @Test func theBundledWordsComeMostFrequentFirst() throws {
    let dataset = try BundledDataset.read(
      from: BundledData.sourceTreeResources.appendingPathComponent(BundledDataset.fileName))
    let table = try #require(try WordFrequency.bundled())
    let scores = dataset.words.map { table.score(forms: $0.forms, readings: $0.readings) }
    // Frequency is the first key of the rank: the scores never rise down the list.
    let rises = zip(scores, scores.dropFirst()).enumerated().filter { $0.element.0 < $0.element.1 }
    #expect(rises.isEmpty, "the order rises at \(rises.prefix(3).map(\.offset))")
    #expect(scores.first ?? 0 > 0)
  }

  @Test func theListsFirstScreensAreEverydayWords() throws {
    let store = try DictionaryStore.inMemory(bundled: BundledData.datasetURL())
    let first = try store.words(offset: 0, limit: 100).map(\.headword)
    // こと (事) is headed by its kana: JMdict says it is usually written so.
    for everyday in ["の", "言う", "こと", "人", "思う"] {
      #expect(first.contains(everyday), "\(everyday) not among the first 100: \(first.prefix(20))")
    }
    // The order the issue saw: numerals and rare kanji words among the first screens.
    for rare in ["零", "〇", "灯", "藍", "顎"] {
      #expect(!first.contains(rare), "\(rare) among the first 100")
    }
  }
}
