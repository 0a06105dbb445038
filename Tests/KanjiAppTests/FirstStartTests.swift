import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiKit
import TermCore
import Testing

@testable import KanjiApp

/// The first start: the dictionary installed off the loop's thread, the wait shown, the loop
/// ended by the install itself.
@Suite struct FirstStartTests {
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("first-start-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func theInstallEndsTheLoopWithTheDictionaryInPlace() async throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let coordinator = FirstStartCoordinator(directory: directory, bundled: try BundledData.datasetURL())
    let app = HeadlessApp(root: coordinator)
    #expect(app.screen.text.contains("First start: installing the dictionary"))
    try await app.waitForBackgroundWork(timeout: .seconds(60))
    #expect(app.advance(by: .zero) == .quit)
    #expect(coordinator.outcome == .installed(notice: nil))
    let store = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    #expect(try store.kanji(order: .grade, offset: 0, limit: 1).first?.literal == "日")
  }

  @Test func aDamagedShippedFileIsSaidAfterTheDictionaryIsBuiltFromTheData() async throws {
    let directory = try scratch()
    let resources = try scratch()
    defer {
      try? FileManager.default.removeItem(at: directory)
      try? FileManager.default.removeItem(at: resources)
    }
    let bundled = try BundledData.datasetURL()
    let dataset = resources.appendingPathComponent(bundled.lastPathComponent)
    try FileManager.default.copyItem(at: bundled, to: dataset)
    try Data("not gzip".utf8).write(to: ShippedDictionary.url(besideDataset: dataset))
    let coordinator = FirstStartCoordinator(directory: directory, bundled: dataset)
    let app = HeadlessApp(root: coordinator)
    try await app.waitForBackgroundWork(timeout: .seconds(120))
    #expect(app.advance(by: .zero) == .quit)
    guard case .installed(let notice?) = coordinator.outcome else {
      Issue.record("expected an install with a notice, got \(String(describing: coordinator.outcome))")
      return
    }
    #expect(notice.contains("could not be used") && notice.contains("built from"))
  }

  @Test func aDirectoryThatCannotHoldTheDictionaryIsAFailureInWords() async throws {
    let parent = try scratch()
    defer { try? FileManager.default.removeItem(at: parent) }
    // A regular file where the data directory should be.
    let directory = parent.appendingPathComponent("data")
    try Data().write(to: directory)
    let coordinator = FirstStartCoordinator(directory: directory, bundled: try BundledData.datasetURL())
    let app = HeadlessApp(root: coordinator)
    try await app.waitForBackgroundWork(timeout: .seconds(60))
    #expect(app.advance(by: .zero) == .quit)
    guard case .failed(let reason) = coordinator.outcome else {
      Issue.record("expected a failure, got \(String(describing: coordinator.outcome))")
      return
    }
    #expect(reason.contains(directory.path))
  }

  @Test(arguments: [
    ("inflating", DictionaryStore.InstallStep.inflating(0.48)),
    ("indexing", .indexing),
    ("seeding", .seeding),
  ])
  func theWaitIsShown(name: String, step: DictionaryStore.InstallStep) {
    let screen = FirstStartViewController(directory: URL(fileURLWithPath: "/home/ann/.local/share/kanji-navigator"))
    screen.step = step
    let stack = NavigationCoordinator(title: "Kanji Navigator")
    let app = HeadlessApp(root: stack)
    stack.push(screen)
    _ = app.advance(by: .zero)
    assertAppSnapshot(of: app, named: "first-start-\(name)-80x24")
  }
}
