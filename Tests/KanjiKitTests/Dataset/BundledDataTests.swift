import Foundation
import Testing

@testable import KanjiKit

@Suite struct BundledDataTests {
  @Test func prefersTheEnvironmentVariable() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("x".utf8).write(to: directory.appendingPathComponent(BundledDataset.fileName))
    let url = try BundledData.datasetURL(environment: [BundledData.environmentVariable: directory.path])
    #expect(url.deletingLastPathComponent().path == directory.path)
  }

  @Test func fallsBackToTheSourceTree() throws {
    let url = try BundledData.datasetURL(environment: [BundledData.environmentVariable: "/nonexistent"])
    #expect(url.path == BundledData.sourceTreeResources.appendingPathComponent(BundledDataset.fileName).path)
    let candidates = BundledData.candidates(environment: [:])
    #expect(candidates.first?.path.hasSuffix("share/kanji-navigator") == true)
  }
}
