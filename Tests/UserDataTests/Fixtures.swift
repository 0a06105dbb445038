import Foundation
import KanjiKit

/// Paths to the dictionary fixtures (kept with the dictionary's tests) and small helpers
/// shared by the suites.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../KanjiKitTests/Fixtures").standardizedFileURL
  static let kanjidicGzip = directory.appendingPathComponent("kanjidic2-sample.xml.gz")
  static let edict = directory.appendingPathComponent("edict-sample")

  /// JLPT N-levels for some of the fixture kanji, as `jlpt-levels.tsv` gives them.
  static let jlptLevels = JLPTLevels(text: "日\t5\n本\t5\n水\t5\n食\t5\n語\t5\n東\t4\n京\t4\n悪\t3\n")

  /// An in-memory dictionary seeded from the fixture dataset.
  static func store() throws -> DictionaryStore {
    let sources = DictionarySources(kanjidic2: kanjidicGzip, edict: edict)
    return try DictionaryStore.inMemory(
      dataset: DatasetConverter.makeDataset(
        kanjidic: try sources.loadKanjidic(), edict: try sources.loadEdict(), jlptLevels: jlptLevels))
  }

  /// A new empty directory under the system's temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("userdata-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func bytes(_ url: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url))
  }
}
