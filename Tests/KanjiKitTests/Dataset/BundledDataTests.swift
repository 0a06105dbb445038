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

  /// The installed location is found from the real executable (here the test runner), not
  /// from Bundle.main, which lists the executable's directory.
  @Test func findsTheInstalledLocationFromTheRunningExecutable() throws {
    let executable = BundledData.executableURL()
    #expect(FileManager.default.isExecutableFile(atPath: executable.path))
    let expected = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("share/kanji-navigator")
    #expect(BundledData.candidates(environment: [:]).first?.path == expected.path)
  }
}
