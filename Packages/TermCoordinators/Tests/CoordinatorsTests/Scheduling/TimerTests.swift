import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

/// A screen that shows a number its timers change.
final class TickingScreen: ViewController {
  var count = 0
  var log: [Duration] = []
  /// The count when each character key arrived.
  var countsAtKeys: [Int] = []

  override func handle(_ event: InputEvent) -> EventResult {
    guard event.character != nil else { return .ignored }
    countsAtKeys.append(count)
    return .handled
  }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    buffer.write("count \(count)", at: area.origin, clip: area)
  }
}

/// A stack with one ticking screen, on a headless app of its own.
func makeTickingApp() -> (HeadlessApp, TickingScreen, NavigationCoordinator) {
  let screen = TickingScreen(title: "Ticks")
  let stack = NavigationCoordinator(title: "Ticks")
  let app = HeadlessApp(root: stack, size: Size(width: 40, height: 10))
  stack.push(screen)
  return (app, screen, stack)
}

@Suite struct TimerTests {
  @Test func aRepeatingTimerFiresAtEachIntervalOfVirtualTime() throws {
    let (app, screen, _) = makeTickingApp()
    screen.every(.seconds(2)) { [clock = app.clock] screen in
      screen.count += 1
      screen.log.append(clock.now.sinceOrigin)
    }
    try app.send("<wait 1s>")
    #expect(screen.count == 0)
    try app.send("<wait 6s>")
    #expect(screen.log == [.seconds(2), .seconds(4), .seconds(6)])
    #expect(app.screen.text.contains("count 3"))
  }

  @Test func aOneShotTimerFiresOnceAfterItsDelay() {
    let (app, screen, _) = makeTickingApp()
    let token = screen.after(.milliseconds(500)) { $0.count += 1 }
    app.advance(by: .milliseconds(499))
    #expect(screen.count == 0)
    #expect(token.isActive)
    app.advance(by: .seconds(10))
    #expect(screen.count == 1)
    #expect(token.hasFired)
    #expect(!token.isActive)
  }

  @Test func aCancelledTimerNeverFiresAgain() {
    let (app, screen, _) = makeTickingApp()
    let token = screen.every(.seconds(1)) { $0.count += 1 }
    app.advance(by: .seconds(2))
    token.cancel()
    app.advance(by: .seconds(5))
    #expect(screen.count == 2)
    #expect(token.isCancelled)
  }

  @Test func timersAreCancelledWhenTheirScreenIsReleased() throws {
    let (app, _, stack) = makeTickingApp()
    let tracker = ReleaseTracker()
    var fired = 0
    var token: TimerToken?
    do {
      let pushed = TickingScreen(title: "Pushed")
      stack.push(pushed)
      token = pushed.every(.seconds(1)) { _ in fired += 1 }
      tracker.track(pushed, as: "pushed screen")
    }
    app.advance(by: .seconds(1))
    #expect(fired == 1)
    try app.send("<Esc>")
    #expect(tracker.alive == [])
    #expect(token?.isCancelled == true)
    app.advance(by: .seconds(5))
    #expect(fired == 1)
  }

  @Test func aCoordinatorsTimerEndsWithTheCoordinator() throws {
    let (app, _, stack) = makeTickingApp()
    let tracker = ReleaseTracker()
    var fired = 0
    do {
      let child = TickingCoordinator()
      stack.store(child)
      child.every(.seconds(1)) { _ in fired += 1 }
      tracker.track(child, as: "child")
      app.advance(by: .seconds(3))
      #expect(fired == 3)
      stack.free(child)
    }
    #expect(tracker.alive == [])
    app.advance(by: .seconds(3))
    #expect(fired == 3)
  }

  @Test func aTimerSetBeforeItsOwnerIsShownCountsFromThen() {
    let (app, _, stack) = makeTickingApp()
    app.advance(by: .seconds(10))
    let later = TickingScreen(title: "Later")
    later.after(.seconds(1)) { [clock = app.clock] screen in screen.log.append(clock.now.sinceOrigin) }
    app.advance(by: .seconds(5))
    #expect(later.log == [])
    stack.push(later)
    app.advance(by: .seconds(1))
    #expect(later.log == [.seconds(16)])
  }

  @Test func aTimerThatChangesNothingOnScreenPresentsNoFrame() {
    let (app, screen, _) = makeTickingApp()
    var ticks = 0
    screen.every(.seconds(1)) { _ in ticks += 1 }
    app.advance(by: .seconds(1))
    let frames = app.terminal.frames.count
    app.advance(by: .seconds(5))
    #expect(ticks == 6)
    #expect(app.terminal.frames.count == frames)
    screen.every(.seconds(10)) { $0.count += 1 }
    app.advance(by: .seconds(10))
    #expect(app.terminal.frames.count == frames + 1)
    #expect(app.terminal.lastFrame?.text.contains("count 1") == true)
  }

  @Test func keysBetweenTicksAreHandledAtTheirTime() throws {
    let (app, screen, _) = makeTickingApp()
    screen.every(.seconds(1)) { $0.count += 1 }
    try app.send("<wait 1500ms>x<wait 1s>y<wait 3s>z")
    #expect(screen.countsAtKeys == [1, 2, 5])
  }

  @Test func aLateRepeatingTimerKeepsItsRhythmAndDropsMissedTicks() {
    let (app, screen, _) = makeTickingApp()
    screen.every(.seconds(1)) { [clock = app.clock] screen in
      screen.log.append(clock.now.sinceOrigin)
      // The first tick takes 2.5 s of the loop's time.
      if screen.log.count == 1 { clock.advance(by: .milliseconds(2_500)) }
    }
    app.advance(by: .seconds(3))
    #expect(screen.log == [.seconds(1), .seconds(3.5), .seconds(4), .seconds(5)])
  }

  @Test func anIdleAppWithNoTimersHasNothingToWaitFor() {
    let (app, _, _) = makeTickingApp()
    #expect(app.application.window.scheduler.timeUntilNextTimer() == nil)
  }
}

/// A coordinator with nothing to show, for timers owned by coordinators.
final class TickingCoordinator: BaseCoordinator {}
