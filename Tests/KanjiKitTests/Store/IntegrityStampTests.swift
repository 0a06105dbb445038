import Foundation
import Testing

@testable import KanjiKit

/// The full integrity check runs once per version of the file, not on every start.
@Suite struct IntegrityStampTests {
  private func seeded() throws -> (directory: URL, bundled: URL, file: URL) {
    let directory = try Fixtures.temporaryDirectory()
    let bundled = directory.appendingPathComponent("bundled.json.gz")
    try Fixtures.dataset().encoded().write(to: bundled)
    _ = try DictionaryStore.open(directory: directory, bundled: bundled)
    return (directory, bundled, DataDirectory.dictionaryURL(in: directory))
  }

  @Test func aFreshlySeededDictionaryIsStamped() throws {
    let (directory, bundled, file) = try seeded()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(IntegrityStamp.isCurrent(for: file))
    _ = try DictionaryStore.open(directory: directory, bundled: bundled)
    #expect(IntegrityStamp.isCurrent(for: file), "opening read-only leaves the file and its stamp alone")
  }

  @Test func anyWriteToTheFileMakesTheStampStale() throws {
    let (directory, _, file) = try seeded()
    defer { try? FileManager.default.removeItem(at: directory) }
    var info = stat()
    #expect(stat(file.path, &info) == 0)
    let handle = try FileHandle(forWritingTo: file)
    try handle.seek(toOffset: 5_000)
    try handle.write(contentsOf: Data([0x42]))
    try handle.close()
    // Even with the modification time put back, the status-change time gives it away.
    var times = [info.st_atim, info.st_mtim]
    #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
    #expect(!IntegrityStamp.isCurrent(for: file))
  }

  @Test func damageAfterTheStampIsStillFoundAndRebuilt() throws {
    let (directory, bundled, file) = try seeded()
    defer { try? FileManager.default.removeItem(at: directory) }
    var bytes = try Data(contentsOf: file)
    let pageSize = 4096
    let middle = (bytes.count / pageSize / 2) * pageSize
    bytes.replaceSubrange(middle..<(middle + pageSize), with: Data(count: pageSize))
    try bytes.write(to: file)
    let store = try DictionaryStore.open(directory: directory, bundled: bundled)
    #expect(store.notice?.contains("rebuilt from the bundled data") == true)
    #expect(IntegrityStamp.isCurrent(for: file), "the rebuilt file is stamped")
  }

  @Test func aMissingStampMeansCheckAgain() throws {
    let (directory, _, file) = try seeded()
    defer { try? FileManager.default.removeItem(at: directory) }
    IntegrityStamp.remove(for: file)
    #expect(!IntegrityStamp.isCurrent(for: file))
  }
}
