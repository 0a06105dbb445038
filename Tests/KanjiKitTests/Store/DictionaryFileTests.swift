import Foundation
import Testing

@testable import KanjiKit

@Suite struct DictionaryFileTests {
  @Test func findsTheBuildFilesFileManagerLists() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = [
      "\(DictionaryFile.buildingPrefix)1-2", "\(DictionaryFile.buildingPrefix)99-日本", "dictionary.sqlite",
      "user.sqlite", ".dictionary.sqlite", "x\(DictionaryFile.buildingPrefix)3-4",
    ]
    for name in names { try Data().write(to: directory.appendingPathComponent(name)) }
    let listed = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix(DictionaryFile.buildingPrefix) }
    #expect(Set(DictionaryFile.buildNames(in: directory)) == Set(listed))
    #expect(listed.count == 2)
  }

  @Test func aDirectoryThatCannotBeListedHasNoBuildFiles() {
    #expect(DictionaryFile.buildNames(in: URL(fileURLWithPath: "/nonexistent-\(getpid())")).isEmpty)
  }
}
