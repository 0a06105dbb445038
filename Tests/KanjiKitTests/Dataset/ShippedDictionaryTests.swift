import Foundation
import GRDB
import Testing

@testable import KanjiKit

/// The dictionary shipped ready to open (`kanji-navigator.sqlite.gz`): made from the dataset
/// file deterministically, installed on a first start with its indexes, and refused when
/// damaged or stale, the dictionary then seeded from the dataset with a notice.
@Suite struct ShippedDictionaryTests {
  /// A resources directory holding the fixture dataset and, unless `shipped` is false, the
  /// shipped dictionary made from it; and an empty data directory beside it.
  private func resources(shipped: Bool = true) throws -> (root: URL, bundled: URL, shipped: URL, data: URL) {
    let root = try Fixtures.temporaryDirectory()
    let directory = root.appendingPathComponent("resources")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let bundled = directory.appendingPathComponent(BundledDataset.fileName)
    try Fixtures.dataset().encoded().write(to: bundled)
    let file = ShippedDictionary.url(besideDataset: bundled)
    if shipped { try Data(ShippedDictionary.make(fromDataset: bundled)).write(to: file) }
    return (root, bundled, file, root.appendingPathComponent("data"))
  }

  private func meta(_ key: String, in store: DictionaryStore) throws -> String? {
    try store.meta(key)
  }

  private func indexCount(_ store: DictionaryStore) throws -> Int {
    try store.queue.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL") ?? 0
    }
  }

  /// What seeding from the dataset gives, to compare the installed file with.
  private func seededIndexCount() throws -> Int {
    try indexCount(Fixtures.store())
  }

  private func leftovers(in data: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: data.path).filter {
      $0.hasPrefix(DictionaryFile.buildingPrefix)
    }
  }

  @Test func theSameDatasetGivesTheSameBytes() throws {
    let (root, bundled, shipped, _) = try resources()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try ShippedDictionary.make(fromDataset: bundled) == Fixtures.bytes(shipped))
  }

  @Test func aFirstStartInstallsTheShippedFileWithItsIndexes() throws {
    let (root, bundled, _, data) = try resources()
    defer { try? FileManager.default.removeItem(at: root) }
    let store = try DictionaryStore.open(directory: data, bundled: bundled)
    #expect(store.notice == nil)
    // Only the shipped file carries the digest of the dataset it was made from.
    #expect(
      try meta(ShippedDictionary.datasetDigestKey, in: store) == ShippedDictionary.digest(Fixtures.bytes(bundled)))
    #expect(try meta(ShippedDictionary.deferredIndexesKey, in: store) == nil)
    #expect(try indexCount(store) == seededIndexCount())
    #expect(try store.source() == "bundled")
    #expect(try store.kanjiCount() == 12)
    #expect(try store.wordCount() == Fixtures.dataset().words.count)
    #expect(try store.rows(of: store.wordList(matching: "japan"), in: 0..<10).isEmpty == false)
    #expect(IntegrityStamp.isCurrent(for: DataDirectory.dictionaryURL(in: data)))
    #expect(try leftovers(in: data).isEmpty)
    // The installed file passes the check a changed file gets.
    try DictionaryStore.checkIntegrity(store.queue.database, path: data.path)
  }

  @Test func withoutAShippedFileTheDatasetIsSeeded() throws {
    let (root, bundled, _, data) = try resources(shipped: false)
    defer { try? FileManager.default.removeItem(at: root) }
    let store = try DictionaryStore.open(directory: data, bundled: bundled)
    #expect(store.notice == nil)
    #expect(try meta(ShippedDictionary.datasetDigestKey, in: store) == nil)
    #expect(try store.kanjiCount() == 12)
  }

  enum Damage: CaseIterable {
    case flippedByte, truncated, empty, notGzip, notADatabase, noDeferredIndexes, otherSchema
  }

  /// The shipped file's bytes, damaged as `damage` says.
  private func damaged(_ bytes: [UInt8], _ damage: Damage) throws -> [UInt8] {
    func rewritten(_ change: (Database) throws -> Void) throws -> [UInt8] {
      let directory = try Fixtures.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("shipped.sqlite")
      try Data(Gzip.decompress(bytes, path: "shipped")).write(to: file)
      let queue = try DatabaseQueue(path: file.path)
      try queue.write(change)
      try queue.close()
      return try Gzip.compress(Fixtures.bytes(file))
    }
    switch damage {
    case .flippedByte:
      var copy = bytes
      copy[copy.count / 2] ^= 0x55
      return copy
    case .truncated: return Array(bytes.prefix(bytes.count * 2 / 3))
    case .empty: return []
    case .notGzip: return Array("not a dictionary\n".utf8)
    case .notADatabase: return try Gzip.compress(Array(repeating: 0x41, count: 70_000))
    case .noDeferredIndexes:
      return try rewritten { db in try db.execute(sql: "DELETE FROM meta WHERE key = 'deferred_indexes'") }
    case .otherSchema:
      return try rewritten { db in try db.execute(sql: "UPDATE meta SET value = '0' WHERE key = 'schema'") }
    }
  }

  @Test(arguments: Damage.allCases)
  func aDamagedShippedFileIsSaidAndTheDatasetSeeded(damage: Damage) throws {
    let (root, bundled, shipped, data) = try resources()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(damaged(Fixtures.bytes(shipped), damage)).write(to: shipped)
    let store = try DictionaryStore.open(directory: data, bundled: bundled)
    let notice = try #require(store.notice)
    #expect(notice.contains(shipped.path), "\(notice)")
    #expect(notice.contains("it was built from \(BundledDataset.fileName) instead"), "\(notice)")
    // Seeded from the dataset: no digest, every index, every query answered.
    #expect(try meta(ShippedDictionary.datasetDigestKey, in: store) == nil)
    #expect(try indexCount(store) == seededIndexCount())
    #expect(try store.kanjiCount() == 12)
    #expect(try store.wordCount() == Fixtures.dataset().words.count)
    #expect(try leftovers(in: data).isEmpty)
    // The next start opens what was seeded, without a word.
    #expect(try DictionaryStore.open(directory: data, bundled: bundled).notice == nil)
  }

  @Test func aDamagedDictionaryIsReplacedFromTheShippedFile() throws {
    let (root, bundled, _, data) = try resources()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try DictionaryStore.open(directory: data, bundled: bundled)
    let file = DataDirectory.dictionaryURL(in: data)
    var bytes = try Fixtures.bytes(file)
    bytes.removeLast(4096)
    try Data(bytes).write(to: file)
    let store = try DictionaryStore.open(directory: data, bundled: bundled)
    #expect(store.notice?.contains("it was rebuilt from the bundled data") == true, "\(store.notice ?? "")")
    #expect(try meta(ShippedDictionary.datasetDigestKey, in: store) != nil)
    #expect(try store.kanjiCount() == 12)
  }

  /// `make data` writes both files; a dataset changed without the shipped file would give
  /// newcomers other data than `kanji-data`'s output says.
  @Test func theShippedFileInResourcesIsMadeFromTheBundledDataset() throws {
    let bundled = BundledData.sourceTreeResources.appendingPathComponent(BundledDataset.fileName)
    let data = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let store = try DictionaryStore.open(directory: data, bundled: bundled)
    #expect(store.notice == nil)
    #expect(
      try meta(ShippedDictionary.datasetDigestKey, in: store) == ShippedDictionary.digest(Fixtures.bytes(bundled)),
      "Resources/\(ShippedDictionary.fileName) is not made from Resources/\(BundledDataset.fileName): run make data")
  }
}
