import Coordinators
import CoordinatorsTesting
import Foundation
import Synchronization
import TermCore
import TermUI
import Testing

/// A failure with a message a user can read.
struct ReadFailure: Error, CustomStringConvertible {
  var description: String { "no such file" }
}

/// A gate that background work waits at until the test opens it.
final class Gate: Sendable {
  private let open = Atomic<Bool>(false)
  func release() { open.store(true, ordering: .sequentiallyConsistent) }
  func wait() async {
    while !open.load(ordering: .sequentiallyConsistent) {
      if Task.isCancelled { return }
      await Task.yield()
    }
  }
}

/// A flag other threads set.
final class Flag: Sendable {
  private let value = Atomic<Bool>(false)
  func set() { value.store(true, ordering: .sequentiallyConsistent) }
  var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
}

@Suite struct BackgroundWorkTests {
  @Test func workRunsOffTheLoopAndItsValueComesBackOnIt() async throws {
    let (app, screen, _) = makeTickingApp()
    let token = screen.run({ (1...100).reduce(0, +) }) { screen, sum in screen.count = sum }
    try await app.waitForBackgroundWork()
    #expect(screen.count == 5_050)
    #expect(token.isFinished)
    #expect(app.terminal.lastFrame?.text.contains("count 5050") == true)
  }

  @Test func aCoordinatorsFailedWorkIsNotifiedInWords() async throws {
    let (app, _, stack) = makeTickingApp()
    var delivered = false
    stack.run({ () async throws -> Int in throw ReadFailure() }, while: "Cannot read the list") { _, _ in
      delivered = true
    }
    try await app.waitForBackgroundWork()
    #expect(!delivered)
    #expect(app.screen.text.contains("Cannot read the list: no such file"))
  }

  @Test func aScreensFailedWorkIsShownOnTheBottomRow() async throws {
    let (app, screen, _) = makeTickingApp()
    screen.run({ () async throws -> Int in throw ReadFailure() }) { screen, value in screen.count = value }
    try await app.waitForBackgroundWork()
    #expect(app.screen.text.contains("no such file"))
    #expect(screen.count == 0)
  }

  @Test func cancelledWorkDeliversNothing() async throws {
    let (app, screen, _) = makeTickingApp()
    let gate = Gate()
    let token = screen.run({
      await gate.wait()
      return 7
    }) { screen, value in screen.count = value }
    token.cancel()
    gate.release()
    try await app.waitForBackgroundWork()
    #expect(screen.count == 0)
    #expect(token.isCancelled)
    #expect(!token.isFinished)
  }

  @Test func workEndsWithTheScreenThatStartedIt() async throws {
    let (app, _, stack) = makeTickingApp()
    let tracker = ReleaseTracker()
    let gate = Gate()
    let cancelled = Flag()
    var token: WorkToken?
    do {
      let pushed = TickingScreen(title: "Pushed")
      stack.push(pushed)
      token = pushed.run({ [gate, cancelled] in
        await gate.wait()
        if Task.isCancelled { cancelled.set() }
        return 1
      }) { screen, value in screen.count = value }
      tracker.track(pushed, as: "pushed screen")
    }
    try app.send("<Esc>")
    #expect(tracker.alive == [])
    #expect(token?.isCancelled == true)
    try await app.waitForBackgroundWork()
    #expect(cancelled.isSet)
  }

  @Test func waitingForWorkThatNeverEndsTimesOut() async {
    let (app, screen, _) = makeTickingApp()
    let gate = Gate()
    screen.run({ [gate] in
      await gate.wait()
      return 1
    }) { _, _ in }
    await #expect(throws: BackgroundWorkTimedOut.self) {
      try await app.waitForBackgroundWork(timeout: .milliseconds(50))
    }
    gate.release()
  }

  @Test func workThatStartsMoreWorkIsWaitedForPieceByPiece() async throws {
    // The first piece's result holds the loop past the timeout (as a test kept from a
    // thread beside many others finds it late), then starts a second piece: the wait counts
    // from what came back, so it waits for the second rather than judging it stuck.
    let (app, screen, _) = makeTickingApp()
    screen.run({ 1 }) { screen, first in
      Thread.sleep(forTimeInterval: 0.6)
      screen.run({ first + 1 }) { screen, second in screen.count = second }
    }
    try await app.waitForBackgroundWork(timeout: .milliseconds(300))
    #expect(screen.count == 2)
  }
}
