import Foundation
import Testing

@testable import KanjiKit

@Suite struct DictionaryImporterTests {
  let directory: URL

  init() throws {
    directory = try Fixtures.temporaryDirectory()
  }

  private var dictionary: URL { DataDirectory.dictionaryURL(in: directory) }

  /// Imports the fixtures, as the "previous" dictionary of the tests below.
  private func importFixtures() throws -> ImportSummary {
    try DictionaryImporter(sources: Fixtures.sources).run(into: directory)
  }

  private func bundledFixture() throws -> URL {
    let url = directory.appendingPathComponent("bundled.json.gz")
    try Fixtures.dataset().encoded().write(to: url)
    return url
  }

  private func leftovers() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".dictionary") }
  }

  @Test func importsEveryKanjiAndWord() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    var phases: [String] = []
    let summary = try DictionaryImporter(sources: Fixtures.sources).run(into: directory) { progress in
      if phases.last != progress.phase { phases.append(progress.phase) }
    }
    #expect(summary.kanji == 14)
    #expect(summary.skippedLines == 2)
    #expect(phases.first == "reading KANJIDIC2")
    #expect(phases.contains("writing words"))
    #expect(phases.last == "done")
    let store = try DictionaryStore.open(directory: directory, bundled: try bundledFixture())
    #expect(try store.source() == "import")
    #expect(try store.kanjiCount() == 14)
    #expect(try store.wordCount() == summary.words)
    #expect(try store.kanji(literal: "鷗")?.literal == "鷗")  // JIS X 0212, not Jōyō
    #expect(try store.word(headword: "ジャパン") != nil)  // kana-only words are kept
    #expect(try store.kanji(literal: "填")?.literal == "填")  // a kanji of its own here
    // Variants link both ways and open their own pages; nanori and N-levels are kept.
    #expect(try store.kanji(literal: "填")?.variants == ["塡"])
    let 塡 = try #require(try store.kanji(literal: "塡"))
    #expect(try store.variants(of: 塡).map(\.kanji?.literal) == ["填"])
    #expect(try store.kanji(literal: "日")?.nanori.contains("あき") == true)
    #expect(try store.kanji(literal: "日")?.jlpt == 5)  // from Resources/jlpt-levels.tsv
    #expect(try store.kanji(literal: "日")?.formerJLPT == 4)
  }

  @Test func anInterruptedImportLeavesTheOldDictionaryIntact() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try importFixtures()
    let before = try Data(contentsOf: dictionary)
    #expect(throws: ImportCancelled.self) {
      _ = try DictionaryImporter(sources: Fixtures.sources).run(into: directory) { progress in
        if progress.phase == "writing words" && progress.completed > 0 || progress.phase == "indexing" {
          throw ImportCancelled()
        }
      }
    }
    #expect(try Data(contentsOf: dictionary) == before)
    #expect(try leftovers().isEmpty)
    let store = try DictionaryStore.open(directory: directory, bundled: try bundledFixture())
    #expect(store.notice == nil)
    #expect(try store.kanjiCount() == 14)
  }

  @Test(arguments: ["truncated gzip", "invalid XML", "EDICT in UTF-8", "KANJIDIC2 as EDICT"])
  func badInputLeavesTheOldDictionaryUntouched(case name: String) throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try importFixtures()
    let before = try Data(contentsOf: dictionary)
    let bad = directory.appendingPathComponent("bad")
    var sources = Fixtures.sources
    switch name {
    case "truncated gzip":
      try Fixtures.bytes(Fixtures.kanjidicGzip).prefix(1_000).withUnsafeBufferPointer {
        try Data(buffer: $0).write(to: bad)
      }
      sources.kanjidic2 = bad
    case "invalid XML":
      try Data(Fixtures.bytes(Fixtures.kanjidicXML).dropLast(300)).write(to: bad)
      sources.kanjidic2 = bad
    case "EDICT in UTF-8":
      try Data(String(repeating: "日本 [にほん] /(n) Japan/(P)/\n", count: 30).utf8).write(to: bad)
      sources.edict = bad
    default:
      sources.edict = Fixtures.kanjidicXML
    }
    #expect(throws: DictionarySourceError.self) { _ = try DictionaryImporter(sources: sources).run(into: directory) }
    #expect(try Data(contentsOf: dictionary) == before)
    #expect(try leftovers().isEmpty)
  }

  /// A source cut short is refused before anything is written, whatever its format, unless
  /// the user says to import it anyway.
  @Test(arguments: ["EDICT cut mid-line", "KANJIDIC2 without its end", "JMdict without its end", "JMdict mid-entry"])
  func aSourceCutShortIsRefusedAndTheDictionaryKept(case name: String) throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try importFixtures()
    let before = try Data(contentsOf: dictionary)
    let cut = directory.appendingPathComponent("cut")
    var sources = Fixtures.sources
    let jmdict = Fixtures.directory.appendingPathComponent("JMdict_e-sample.xml")
    let jmdictText = try String(contentsOf: jmdict, encoding: .utf8)
    switch name {
    case "EDICT cut mid-line":
      try Data(Fixtures.bytes(Fixtures.edict).dropLast(7)).write(to: cut)
      sources.edict = cut
    case "KANJIDIC2 without its end":
      let text = try String(contentsOf: Fixtures.kanjidicXML, encoding: .utf8)
      let end = try #require(text.range(of: "</kanjidic2>", options: .backwards))
      try String(text[..<end.lowerBound]).write(to: cut, atomically: true, encoding: .utf8)
      sources.kanjidic2 = cut
    case "JMdict without its end":
      let end = try #require(jmdictText.range(of: "</JMdict>", options: .backwards))
      try String(jmdictText[..<end.lowerBound]).write(to: cut, atomically: true, encoding: .utf8)
      sources.jmdict = cut
    default:
      let last = try #require(jmdictText.range(of: "</entry>", options: .backwards))
      try String(jmdictText[..<last.lowerBound]).write(to: cut, atomically: true, encoding: .utf8)
      sources.jmdict = cut
    }
    do {
      _ = try DictionaryImporter(sources: sources).run(into: directory)
      Issue.record("\(name): the import should be refused")
    } catch let error as DictionarySourceError {
      guard case .cutShort(let path, _) = error else {
        Issue.record("\(name): \(error)")
        return
      }
      #expect(path == cut.path)
      #expect(error.description.contains("--allow-incomplete"))
    }
    #expect(try Data(contentsOf: dictionary) == before)
    #expect(try leftovers().isEmpty)

    sources.allowIncomplete = true
    let summary = try DictionaryImporter(sources: sources).run(into: directory)
    #expect(summary.words > 0)
  }

  @Test func aJMdictEntryNumberGivenTwiceIsNamedWithItsLines() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try String(
      contentsOf: Fixtures.directory.appendingPathComponent("JMdict_e-sample.xml"), encoding: .utf8)
    let start = try #require(text.range(of: "<entry>"))
    let end = try #require(text.range(of: "</entry>", range: start.upperBound..<text.endIndex))
    let entry = String(text[start.lowerBound..<end.upperBound])
    let sequence = try #require(entry.firstRange(of: "<ent_seq>")).upperBound
    let number = try #require(Int(entry[sequence...].prefix { $0.isNumber }))
    // The first entry again, just before the end.
    let closing = try #require(text.range(of: "</JMdict>", options: .backwards))
    let doubled = text[..<closing.lowerBound] + entry + "\n" + text[closing.lowerBound...]
    let file = directory.appendingPathComponent("doubled.xml")
    try doubled.write(to: file, atomically: true, encoding: .utf8)
    var sources = Fixtures.sources
    sources.jmdict = file
    do {
      _ = try DictionaryImporter(sources: sources).run(into: directory)
      Issue.record("the import should fail")
    } catch let error as DictionarySourceError {
      #expect(error.description.contains("entry number \(number) is given twice, at lines"), "\(error)")
      #expect(error.description.hasPrefix(file.path))
    }
  }

  @Test func aSourceWithFewerThanHalfTheWordsInUseIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let full = try importFixtures()
    #expect(DictionarySources.importedWordCount(inDirectory: directory) == full.words)
    let before = try Data(contentsOf: dictionary)
    // The same file against a dictionary in use of more than twice its words: refused.
    var sources = Fixtures.sources
    sources.wordsInUse = full.words * 2 + 1
    #expect(
      throws: DictionarySourceError.fewerWords(path: Fixtures.edict.path, found: full.words, inUse: full.words * 2 + 1)
    ) {
      _ = try DictionaryImporter(sources: sources).run(into: directory)
    }
    #expect(try Data(contentsOf: dictionary) == before)
    // Exactly twice is not fewer than half; and the user may insist.
    sources.wordsInUse = full.words * 2
    _ = try DictionaryImporter(sources: sources).run(into: directory)
    sources.wordsInUse = full.words * 10
    sources.allowIncomplete = true
    _ = try DictionaryImporter(sources: sources).run(into: directory)
  }

  @Test func theBundledDictionarySetsNoBar() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try DictionaryStore.open(directory: directory, bundled: try bundledFixture())
    #expect(DictionarySources.importedWordCount(inDirectory: directory) == nil)
    #expect(DictionarySources.importedWordCount(inDirectory: directory.appendingPathComponent("none")) == nil)
  }

  @Test func aMissingFileNamesTheFileAndItsPackage() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    var sources = Fixtures.sources
    sources.edict = URL(fileURLWithPath: "/nonexistent/edict")
    do {
      _ = try DictionaryImporter(sources: sources).run(into: directory)
      Issue.record("the import should fail")
    } catch let error as DictionarySourceError {
      #expect(
        error.description
          == "cannot read /nonexistent/edict: no such file — install the edict package or pass --edict PATH")
    }
    sources = Fixtures.sources
    sources.kanjidic2 = URL(fileURLWithPath: "/nonexistent/kanjidic2.xml.gz")
    #expect(
      throws: DictionarySourceError.unreadable(
        path: "/nonexistent/kanjidic2.xml.gz", reason: "no such file", package: "kanji" + "dic-xml",
        option: "--kanjidic2")
    ) {
      _ = try DictionaryImporter(sources: sources).run(into: directory)
    }
  }

  @Test func neverTouchesTheUserDatabase() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let user = directory.appendingPathComponent("user.sqlite")
    try Data("accounts".utf8).write(to: user)
    _ = try importFixtures()
    _ = try importFixtures()
    #expect(try Data(contentsOf: user) == Data("accounts".utf8))
  }
}
