import Foundation
import Testing

@testable import KanjiKit

/// Invariants of the real bundled dataset in `Resources/`.
@Suite struct BundledDatasetTests {
  private static let url = BundledData.sourceTreeResources.appendingPathComponent(BundledDataset.fileName)

  @Test func isCompactAndLicensed() throws {
    let size = try #require(try FileManager.default.attributesOfItem(atPath: Self.url.path)[.size] as? Int)
    #expect(size <= 2_000_000)
    let licence = try String(
      contentsOf: BundledData.sourceTreeResources.appendingPathComponent(DataLicence.fileName), encoding: .utf8)
    #expect(licence == DataLicence.text)
    #expect(licence.contains("www.edrdg.org/edrdg/licence.html"))
  }

  @Test func holdsTheJoyoKanjiEachWithReadingsMeaningsAndWords() throws {
    let dataset = try BundledDataset.read(from: Self.url)
    #expect(dataset.kanji.count == 2_136)
    #expect(dataset.kanji.allSatisfy { $0.isJoyo })
    var wordsPerKanji: [Unicode.Scalar: Int] = [:]
    let literals = Set(dataset.kanji.map(\.literal))
    for word in dataset.words {
      for literal in DatasetWordEntry.kanji(of: word, in: literals, variants: dataset.variants) {
        wordsPerKanji[literal.unicodeScalars.first!, default: 0] += 1
      }
    }
    for kanji in dataset.kanji {
      #expect(!(kanji.onReadings + kanji.kunReadings).isEmpty, "\(kanji.literal) has no readings")
      #expect(!kanji.meanings.isEmpty, "\(kanji.literal) has no meanings")
      #expect(wordsPerKanji[kanji.literal.unicodeScalars.first!, default: 0] >= 1, "\(kanji.literal) has no words")
    }
    #expect(dataset.words.count > 15_000)
    #expect(dataset.words.allSatisfy { !$0.senses.isEmpty && !$0.readings.isEmpty })
  }

  @Test func resolvesEveryJoyoKanjiOfEveryWordInTheStore() throws {
    let dataset = try BundledDataset.read(from: Self.url)
    let store = try DictionaryStore.inMemory(dataset: dataset)
    #expect(try store.kanjiCount() == 2_136)
    let joyo = Set(dataset.kanji.map(\.literal)).union(dataset.variants.keys)
    for word in dataset.words.prefix(3_000) {
      let characters = try store.characters(ofWord: word.id)
      #expect(characters.map(\.character).joined() == word.headword)
      for character in characters where joyo.contains(character.character) {
        #expect(character.kanji != nil, "\(character.character) of \(word.headword) does not resolve")
      }
    }
    #expect(try store.kanji(literal: "填")?.literal == "塡")
    #expect(try store.wordCount(containing: "塡") >= 1)
  }
}
