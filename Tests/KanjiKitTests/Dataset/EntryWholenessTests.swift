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

  @Test func aGlossJMdictWritesWithACodeIsNoLiteralTag() {
    let entry = Word(
      id: 1, forms: ["稚魚"], readings: ["ちぎょ"],
      senses: [Sense(partsOfSpeech: ["n"], glosses: ["(fish) eggs and fry"])], isCommon: true)
    let leftIn = Word(
      id: 1, forms: ["稚魚"], readings: ["ちぎょ"],
      senses: [Sense(partsOfSpeech: ["n"], glosses: ["(fish) eggs and fry", "(zool) fry"])], isCommon: true)
    #expect(EntryWholeness.measure([entry], against: [entry]).literalTags == 0)
    #expect(EntryWholeness.measure([leftIn], against: [entry]).literalTags == 1)
  }

  @Test func theBundledDataKeepsPriorityEntriesWhole() throws {
    #expect(Self.priorityEntries.count > 25_000)
    // The priority entries the bundled data holds: the others it takes up are measured by
    // nothing here.
    let priority = Set(Self.priorityEntries.map(\.id))
    let words = try BundledDataset.read(from: BundledData.datasetURL()).words.filter { priority.contains($0.id) }
    let measured = EntryWholeness.measure(words, against: Self.priorityEntries)
    print("bundled data: \(measured); not whole: \(measured.examples); \(measured.literalExamples)")
    #expect(measured.found > 15_000)
    #expect(measured.share >= 0.99)
    #expect(measured.misplacedTags == 0)
    #expect(measured.literalTags == 0)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: DictionarySources.debianEdict.path)))
  func anEdictImportIsAsWholeAsTheBundledData() throws {
    let edict = try DictionarySources().loadEdict()
    let words = (0..<edict.wordCount).map(edict.word(at:))
    let measured = EntryWholeness.measure(words, against: Self.priorityEntries)
    print(
      "EDICT import: \(measured); \(edict.linesInEntries) lines placed in JMdict entries; "
        + "not whole: \(measured.examples); \(measured.literalExamples)")
    // EDICT's lines joined by their JMdict entry (Resources/jmdict-entries.tsv.gz): 99.61%. What
    // is left is where Debian's EDICT (February 2021) and jamdict-data's JMdict (April 2021)
    // differ, such as a reading made a spelling of its own entry.
    #expect(measured.share >= 0.99)
    #expect(measured.misplacedTags == 0)
    #expect(measured.literalTags == 0)
    #expect(Double(edict.linesInEntries) >= 0.99 * Double(edict.lines.count))
    // Words are named by their JMdict entry: a star made on the bundled data names the same word.
    var byEntry: [Int: Word] = [:]
    for word in words { byEntry[word.id] = word }
    let bundled = try BundledDataset.read(from: BundledData.datasetURL()).words
    let same = bundled.filter { word in
      byEntry[word.id].map { !Set($0.forms + $0.readings).isDisjoint(with: word.forms + word.readings) } ?? false
    }
    print("EDICT import: \(same.count) of \(bundled.count) bundled words have the same id")
    #expect(Double(same.count) >= 0.99 * Double(bundled.count))
  }
}
