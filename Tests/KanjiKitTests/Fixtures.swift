import Foundation
import KanjiKit

/// Paths to the test fixtures and small helpers shared by the suites.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let kanjidicXML = directory.appendingPathComponent("kanjidic2-sample.xml")
  static let kanjidicGzip = directory.appendingPathComponent("kanjidic2-sample.xml.gz")
  /// EUC-JP bytes, including a JIS X 0212 character (鷗), a line that does not parse and a
  /// line of invalid bytes.
  static let edict = directory.appendingPathComponent("edict-sample")

  static var sources: DictionarySources { DictionarySources(kanjidic2: kanjidicGzip, edict: edict) }

  /// JLPT N-levels for some of the fixture kanji, as `jlpt-levels.tsv` gives them.
  static let jlptLevels = JLPTLevels(text: "日\t5\n本\t5\n水\t5\n食\t5\n語\t5\n東\t4\n京\t4\n悪\t3\n")

  /// The dataset the converter makes from the fixtures.
  static func dataset() throws -> BundledDataset {
    DatasetConverter.makeDataset(
      kanjidic: try sources.loadKanjidic(), edict: try sources.loadEdict(), jlptLevels: jlptLevels)
  }

  /// An in-memory store seeded from the fixture dataset.
  static func store() throws -> DictionaryStore {
    try DictionaryStore.inMemory(dataset: dataset())
  }

  /// A new empty directory under the system's temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kanjikit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func bytes(_ url: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url))
  }
}
