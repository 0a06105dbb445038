import Foundation
import Testing

@testable import KanjiKit

@Suite struct ImportProgressBarTests {
  final class Output: @unchecked Sendable {
    var text = ""
  }

  private let start = Date(timeIntervalSince1970: 1_000)

  @Test func drawsABarWithRateAndTimeLeftOnATerminal() {
    let output = Output()
    let bar = ImportProgressBar(isTerminal: true, now: start) { output.text += $0 }
    bar.update(
      ImportProgress(phase: "writing words", completed: 0, total: 1_000, unit: "words", overall: 0.2), now: start + 2)
    bar.update(
      ImportProgress(phase: "writing words", completed: 500, total: 1_000, unit: "words", overall: 0.5), now: start + 4)
    #expect(output.text.hasSuffix("writing words     50% [############------------]  250 words/s  ~4 s left"))
    #expect(output.text.contains("\r\u{1B}[K"))
  }

  @Test func writesPlainLinesElsewhere() {
    let output = Output()
    let bar = ImportProgressBar(isTerminal: false, now: start) { output.text += $0 }
    bar.update(ImportProgress(phase: "reading EDICT", completed: 0, total: 0, unit: "", overall: 0.1), now: start + 1)
    bar.update(ImportProgress(phase: "reading EDICT", completed: 0, total: 0, unit: "", overall: 0.12), now: start + 1)
    bar.update(
      ImportProgress(phase: "writing words", completed: 10, total: 100, unit: "words", overall: 0.3), now: start + 2)
    #expect(!output.text.contains("\u{1B}"))
    #expect(
      output.text.components(separatedBy: "\n").filter { !$0.isEmpty } == [
        "import: reading EDICT…", "import: 10%  ~9 s left", "import: writing words…", "import: 30%  ~5 s left",
      ])
  }

  @Test func groupsThousands() {
    #expect(ImportProgressBar.grouped(215_700) == "215,700")
    #expect(ImportProgressBar.grouped(999) == "999")
  }
}
