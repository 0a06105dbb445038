import Foundation
import Testing

@testable import KanjiKit

@Suite struct JMdictReaderTests {
  static let plain = Fixtures.directory.appendingPathComponent("JMdict_e-sample.xml")
  static let gzip = Fixtures.directory.appendingPathComponent("JMdict_e-sample.xml.gz")

  private func words(_ url: URL = plain) throws -> [Int: Word] {
    let reader = try JMdictReader(url: url)
    var words: [Int: Word] = [:]
    while let word = try reader.next() { words[word.id] = word }
    return words
  }

  @Test(arguments: [plain, gzip])
  func readsEveryEntryOneAtATime(url: URL) throws {
    let reader = try JMdictReader(url: url)
    var count = 0
    while try reader.next() != nil { count += 1 }
    #expect(count == 30)
    #expect(reader.created == "2021-04-17")
  }

  @Test func readsSpellingsWithTheirTagsAndEntityCodes() throws {
    let eat = try #require(try words()[1_358_280])
    #expect(eat.entryID == 1_358_280)
    #expect(eat.forms == ["食べる", "喰べる"])
    #expect(eat.spellings[1].tags == ["iK"])
    #expect(eat.spellings[0].isCommon && !eat.spellings[1].isCommon)
    #expect(eat.senses[0].partsOfSpeech == ["v1", "vt"])
    #expect(eat.headword == "食べる")
  }

  @Test func headsAWordUsuallyWrittenInKanaByItsKana() throws {
    let suru = try #require(try words()[1_157_170])
    #expect(suru.headword == "する")
    #expect(suru.forms == ["為る"])
    #expect(suru.spellings[0].tags == ["oK"])
    #expect(suru.senses[0].tags == ["uk"])
    #expect(!suru.senses.contains { $0.tags.contains("oK") })
    let kirei = try #require(try words()[1_591_900])
    #expect(kirei.headword == "きれい")
    #expect(kirei.subheading == "綺麗")
  }

  @Test func keepsSenseRestrictionsCrossReferencesAndAntonyms() throws {
    let words = try words()
    let ends = try #require(words[1_585_170])
    #expect(ends.readings == ["りょうたん", "りょうはし", "りょうはじ"])
    #expect(ends.senses[1].onlyReadings == ["りょうたん"])
    #expect(ends.senses[1].partsOfSpeech == ["n"])
    #expect(words[1_283_190]?.senses[0].antonyms == ["低い・1"])
    #expect(words[1_216_250]?.senses.contains { !$0.seeAlso.isEmpty } == true)
    let there = try #require(words[1_000_320])
    #expect(there.kana.contains { $0.noKanji })
    #expect(there.kana.contains { $0.tags.contains("ok") })
    #expect(words[1_001_140]?.senses.contains { $0.dialects == ["ksb"] } == true)
    #expect(words[1_015_920]?.senses.contains { $0.fields == ["comp"] } == true)
  }

  @Test func refusesABrokenEntryWithItsLine() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("jmdict-\(UUID().uuidString).xml")
    defer { try? FileManager.default.removeItem(at: url) }  // a temporary file; its removal does not matter
    try Data("<JMdict>\n<entry><ent_seq>1</ent_seq>\n<r_ele><reb>あ</r_ele></entry>\n</JMdict>\n".utf8).write(to: url)
    let reader = try JMdictReader(url: url)
    #expect(throws: DictionarySourceError.self) { try reader.next() }
  }

  @Test func saysWhenTheFileHoldsNoEntries() throws {
    let reader = try JMdictReader(url: Fixtures.kanjidicXML)
    #expect(
      throws: DictionarySourceError.noEntries(path: Fixtures.kanjidicXML.path, expected: "JMdict <entry> elements")
    ) {
      try reader.next()
    }
  }

  @Test func namesAMissingFileAndTheOption() throws {
    #expect {
      _ = try JMdictReader(url: URL(fileURLWithPath: "/nonexistent/JMdict_e.gz"))
    } throws: { error in
      "\(error)".contains("--jmdict PATH")
    }
  }

  /// jamdict-data's SQLite copy of JMdict, when `make data` has fetched it.
  static let jamdict = FileManager.default.homeDirectoryForCurrentUser
    .appendingPathComponent(".cache/kanji-navigator/jamdict.db")

  @Test(.enabled(if: FileManager.default.fileExists(atPath: jamdict.path)))
  func readsTheSameWordsAsTheJamdictDatabaseItWasCutFrom() throws {
    let fromXML = try words()
    let fromDatabase = try JamdictDatabase.words(path: Self.jamdict.path, only: Set(fromXML.keys)).words
    #expect(fromDatabase.count == fromXML.count)
    for word in fromDatabase {
      #expect(fromXML[word.id] == word, "entry \(word.id)")
    }
  }

  /// An entry far longer than a chunk is read whole (its end is looked for only in the bytes
  /// each chunk adds, so the read stays linear in the entry's size).
  @Test func readsAnEntryManyChunksLong() throws {
    let text = try String(contentsOf: Self.plain, encoding: .utf8)
    let gloss = try #require(text.range(of: "<gloss>to eat</gloss>"))
    let long = String(repeating: "long gloss ", count: 300_000) + "end"
    let huge = text.replacingCharacters(in: gloss, with: "<gloss>\(long)</gloss>")
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("huge.xml")
    try huge.write(to: file, atomically: true, encoding: .utf8)
    let reader = try JMdictReader(url: file)
    var words: [Word] = []
    while let word = try reader.next() { words.append(word) }
    let expected = try JMdictReader(url: Self.plain)
    var count = 0
    while try expected.next() != nil { count += 1 }
    #expect(words.count == count)
    let eat = try #require(words.first { $0.headword == "食べる" })
    let read = eat.senses.first?.glosses.first ?? ""
    let whole = read == long  // compared apart: the expectation would copy both into its message
    #expect(whole, "the gloss read has \(read.count) characters of \(long.count)")
  }
}
