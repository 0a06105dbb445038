import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

/// A screen with a progress bar that background work fills.
final class CopyScreen: ViewController {
  var bar = ProgressBar("Copying", fraction: 0)
  var seen: [Double] = []
  var copied: Int?

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    bar.render(in: area.row(0), into: &buffer)
    if let copied { buffer.write("copied \(copied) files", at: area.row(1).origin, clip: area) }
  }
}

@Suite struct ProgressReportTests {
  @Test func reportsReachTheBarOnTheLoopAndTheValueComesLast() async throws {
    let screen = CopyScreen(title: "Copy")
    let stack = NavigationCoordinator(title: "Copy")
    let app = HeadlessApp(root: stack, size: Size(width: 40, height: 10))
    stack.push(screen)
    let gate = Gate()
    let halfway = Flag()
    screen.run(
      { [gate, halfway] (report: ProgressReporter<Double>) in
        report(0.25)
        report(0.5)
        halfway.set()
        await gate.wait()
        report(1)
        return 8
      },
      progress: { screen, fraction in
        screen.seen.append(fraction)
        screen.bar.fraction = fraction
      },
      then: { screen, count in screen.copied = count })
    // The latest report before the gate is 0.5; whether 0.25 was seen first depends on
    // when the loop looked, but nothing later than 0.5 can have arrived.
    let deadline = ContinuousClock.now + .seconds(10)
    while screen.seen.last != 0.5, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(1))
      app.send(events: [])
    }
    #expect(halfway.isSet)
    #expect(screen.seen.last == 0.5)
    #expect(screen.seen.allSatisfy { $0 == 0.25 || $0 == 0.5 })
    #expect(app.terminal.lastFrame?.text(ofRow: 1) == "Copying  [===========>            ]  50%")
    gate.release()
    try await app.waitForBackgroundWork()
    #expect(screen.copied == 8)
    #expect(app.screen.text.contains("copied 8 files"))
  }

  @Test func aReportAfterTheValueIsDropped() async throws {
    let (app, screen, _) = makeTickingApp()
    let late = LateReporter()
    screen.run(
      { [late] (report: ProgressReporter<Int>) in
        late.keep(report)
        return 1
      },
      progress: { screen, step in screen.countsAtKeys.append(step) },
      then: { screen, value in screen.count = value })
    try await app.waitForBackgroundWork()
    late.report?(99)
    app.send(events: [])
    #expect(screen.count == 1)
    #expect(screen.countsAtKeys == [])
  }
}

/// Keeps a work's reporter so that a test can report after the work ended.
final class LateReporter: @unchecked Sendable {
  // Set once by the work before it returns, read by the test after it was delivered.
  private(set) var report: ProgressReporter<Int>?
  func keep(_ reporter: ProgressReporter<Int>) { report = reporter }
}
