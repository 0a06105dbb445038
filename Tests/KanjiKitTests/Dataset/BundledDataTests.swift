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

  /// `realpath` resolves as Foundation does: links to files and directories, links in the
  /// middle of a path, relative links, and a path with no link.
  @Test func resolvesSymbolicLinksAsFoundationDoes() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // try?: a leftover temporary directory is harmless
    let real = directory.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: real.appendingPathComponent("bin"), withIntermediateDirectories: true)
    let program = real.appendingPathComponent("bin/kanji")
    try Data("x".utf8).write(to: program)
    let links = directory.appendingPathComponent("links")
    try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: links.appendingPathComponent("tree").path, withDestinationPath: "../real")
    try FileManager.default.createSymbolicLink(
      at: links.appendingPathComponent("kanji"), withDestinationURL: program)
    for url in [
      program, links.appendingPathComponent("kanji"), links.appendingPathComponent("tree/bin/kanji"),
      links.appendingPathComponent("tree/bin"), directory.appendingPathComponent("missing/kanji"),
    ] {
      #expect(BundledData.resolvingSymlinks(url).path == url.resolvingSymlinksInPath().path)
    }
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
