import Foundation
import Testing

@testable import KanjiKit

/// "One entry, one word", measured against JMdict (jamdict-data's copy, which `make data`
/// fetches) on every priority entry: the bundled data and an import of Debian's EDICT.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: JMdictReaderTests.jamdict.path)))
struct EntryWholenessTests {
  static let priorityEntries: [Word] = {
    // The cache file exists (the suite's condition); a failure to read it fails the tests below.
    guard let priorities = try? JamdictDatabase.priorityEntries(path: JMdictReaderTests.jamdict.path),
      let words = try? JamdictDatabase.words(path: JMdictReaderTests.jamdict.path, only: priorities).words
    else { return [] }
    return words
  }()

  @Test func measuresWhatItShould() {
    let entry = Word(
      id: 1, forms: ["両端"], readings: ["りょうたん", "りょうはし"],
      senses: [Sense(partsOfSpeech: ["n"], glosses: ["both ends"])], isCommon: true)
    let split = [
      Word(
        id: 1, forms: ["両端"], readings: ["りょうたん"], senses: [Sense(partsOfSpeech: ["n"], glosses: ["both ends"])],
        isCommon: true),
      Word(
        id: 2, forms: ["両端"], readings: ["りょうはし"],
        senses: [Sense(partsOfSpeech: ["n"], tags: ["oK"], glosses: ["(bus) both ends"])], isCommon: false),
      Word(id: 3, forms: ["両端"], readings: ["りょうたん"], senses: [], isCommon: false),
    ]
    let measured = EntryWholeness.measure(split, against: [entry])
    #expect(measured.found == 1 && measured.whole == 0)
    #expect(measured.misplacedTags == 1 && measured.literalTags == 1)
  }

  @Test func theBundledDataKeepsPriorityEntriesWhole() throws {
    #expect(Self.priorityEntries.count > 25_000)
    let words = try BundledDataset.read(from: BundledData.datasetURL()).words
    let measured = EntryWholeness.measure(words, against: Self.priorityEntries)
    print("bundled data: \(measured); not whole: \(measured.examples); \(measured.literalExamples)")
    #expect(measured.found > 15_000)
    #expect(measured.share >= 0.99)
    #expect(measured.misplacedTags == 0)
    #expect(measured.literalTags == 0)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: DictionarySources.debianEdict.path)))
  func anEdictImportJoinsWhatTheLegacyFileAllows() throws {
    let edict = try DictionarySources().loadEdict()
    let words = (0..<edict.wordCount).map(edict.word(at:))
    let measured = EntryWholeness.measure(words, against: Self.priorityEntries)
    print("EDICT import: \(measured); not whole: \(measured.examples); \(measured.literalExamples)")
    // 93.7% (27,670 of 29,523): the legacy file writes a reading tagged irregular (いらしゃい),
    // restricted to some senses or spellings (彼処 かしこ) or a long-vowel variant with its own
    // gloss (あの/あのー) as a line of its own whose gloss differs, so nothing says it is the same
    // entry; and it is another export than jamdict-data's JMdict. The floor keeps the joining.
    #expect(measured.share >= 0.93)
    #expect(measured.misplacedTags == 0)
    #expect(measured.literalTags == 0)
  }
}
