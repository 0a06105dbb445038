import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiFuzzing
import KanjiKit
import Testing

@testable import KanjiApp

/// A bounded run of the fuzzer (`make fuzz` runs a million events): seeded random keys,
/// text and sizes through every tab, screen and modal, signed in and out, with every rule of
/// ``NavigationAudit`` checked after every event.
@Suite struct KeyFuzzTests {
  /// Two seeds start signed out, two signed in.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomEventsBreakNoRule(seed: UInt64) throws {
    let fuzzer = try KanjiFuzzer(dictionary: try TestApp.dictionary.get(), seed: seed)
    let report = fuzzer.run(events: 5_000)
    if let failure = report.failure { Issue.record("\(failure)") }
    #expect(report.events == 5_000)
    // The stream reaches deep: kanji pages, words' kanji, forms and their later steps.
    #expect(report.screens.count >= 12, "only reached \(report.screens.sorted())")
    #expect(report.deepestStack >= 4)
    #expect(report.sizes.count >= 40)
  }

  @Test func theSameSeedReplaysTheSameRun() throws {
    let dictionary = try TestApp.dictionary.get()
    let first = try KanjiFuzzer(dictionary: dictionary, seed: 99).run(events: 500)
    let second = try KanjiFuzzer(dictionary: dictionary, seed: 99).run(events: 500)
    #expect(first.screens == second.screens)
    #expect(first.sizes == second.sizes)
    #expect(first.sessions == second.sessions)
  }

  @Test func theAuditFindsALeakedScreen() throws {
    let (kanjiApp, app) = try TestApp.make()
    let audit = NavigationAudit()
    try app.send("<Enter>")
    #expect(audit.problems(in: app) == [])
    // Keep the kanji page alive after going back: the audit must call it a leak.
    let page = try #require(kanjiApp.coordinator.allKanji.topViewController)
    try app.send("<Esc>")
    #expect(audit.problems(in: app).contains { $0.contains("left the tree but is still in memory") })
    _ = page
  }
}
