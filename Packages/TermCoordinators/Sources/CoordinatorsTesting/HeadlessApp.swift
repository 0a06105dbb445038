import Coordinators
import TermCore
import TermUI

/// An application on a ``HeadlessTerminal``, driven by key scripts, for tests and docs.
///
/// ```swift
/// let app = HeadlessApp(root: MoviesCoordinator(), size: Size(width: 80, height: 24))
/// try app.send("jj<Enter>")
/// print(app.screen.snapshotText())
/// print(app.navigationDump)
/// ```
///
/// Time is virtual: ``clock`` moves only when a script waits (`"<wait 2s>"`) or a test
/// calls ``advance(by:)``, and the timers that fall due meanwhile fire in order, each at
/// its time, so tests of timers and spinners are instant and always see the same frames.
/// Background work (`run(_:while:then:)`) runs on real threads: ``waitForBackgroundWork(timeout:)``
/// waits until it has handed its results over.
///
/// A script running out is not the end of the program: the application keeps its state
/// for the next ``send(_:)``. ``endInput()`` ends it as the end of a real script does.
///
/// Needs no test framework; ``assertAppSnapshot(of:named:filePath:sourceLocation:)`` adds
/// a Swift Testing assertion on top.
public final class HeadlessApp {
  /// The application under test.
  public let application: Application
  /// The terminal it runs on.
  public let terminal: HeadlessTerminal
  /// How the last ``send(_:)`` ended.
  public private(set) var lastExit: Application.Exit?

  /// Creates and starts an application over `root` on a headless terminal of `size`.
  public init(
    root: BaseCoordinator, size: Size = Size(width: 80, height: 24),
    minimumSize: Size = Size(width: 40, height: 10), keyMap: KeyMap = .standard
  ) {
    application = Application(root: root, minimumSize: minimumSize, keyMap: keyMap)
    terminal = HeadlessTerminal(size: size)
    application.window.scheduler.use(clock: terminal.clock)
  }

  /// Drives an application that is already built (its own key map, minimum size and quit
  /// handler) on a headless terminal of `size`.
  public init(application: Application, size: Size = Size(width: 80, height: 24)) {
    self.application = application
    terminal = HeadlessTerminal(size: size)
    application.window.scheduler.use(clock: terminal.clock)
  }

  /// The loop's clock: it moves only with `<wait …>` steps and ``advance(by:)``.
  public var clock: VirtualClock { terminal.virtualClock }

  /// Runs the steps of a key script (`"jj<Enter><Esc>"`, `"<resize 40x12>"`,
  /// `"r<wait 2s>"`).
  ///
  /// - Returns: ``Application/Exit/inputEnded`` when the script ran out (the application
  ///   goes on with the next one), else how the application ended.
  /// - Throws: ``KeyScript/ParseError`` for a script it cannot read (nothing is sent).
  @discardableResult
  public func send(_ script: String) throws(KeyScript.ParseError) -> Application.Exit {
    terminal.enqueue(steps: try KeyScript.steps(script))
    return runUntilIdle()
  }

  /// Runs `events` until they run out or the application quits.
  @discardableResult
  public func send(events: [InputEvent]) -> Application.Exit {
    terminal.enqueue(events)
    return runUntilIdle()
  }

  /// Lets `duration` pass on the loop's clock: every timer due meanwhile fires, in order,
  /// at its own time, and each frame that changed is presented. Takes no real time.
  @discardableResult
  public func advance(by duration: Duration) -> Application.Exit {
    terminal.enqueue(steps: [.wait(duration)])
    return runUntilIdle()
  }

  /// Waits, in real time, until every piece of background work the application started has
  /// handed its result over (or ended, if cancelled), and the loop has handled it.
  ///
  /// - Throws: ``BackgroundWorkTimedOut`` when work is still out and nothing (no result, no
  ///   progress report) has come back from it for `timeout`.
  ///
  /// It suspends rather than blocks between looks, so the work can run on the threads of
  /// Swift's shared executor even when the test itself runs on one of them. The time counts
  /// again from each thing the work hands back: work whose result starts more work (a first
  /// screenful, then the rest) is waited for piece by piece, and a test that was not given a
  /// thread for a while, beside many others, finds the results that came meanwhile before
  /// it judges the work stuck.
  public func waitForBackgroundWork(timeout: Duration = .seconds(10)) async throws(BackgroundWorkTimedOut) {
    let scheduler = application.window.scheduler
    runUntilIdle()
    var deadline = SystemClock.now.advanced(by: timeout)
    while scheduler.workInFlight > 0 {
      if scheduler.mailbox.isEmpty {
        guard SystemClock.now < deadline else {
          throw BackgroundWorkTimedOut(pieces: scheduler.workInFlight, timeout: timeout)
        }
        // Cancellation of the test only cuts a pause short: the deadline still ends the wait.
        try? await Task.sleep(for: .milliseconds(1))
      } else {
        runUntilIdle()
        deadline = SystemClock.now.advanced(by: timeout)
      }
    }
  }

  /// Ends input as the end of a real script does: the application's `onQuit` hears the
  /// state to save, and later sends return ``Application/Exit/quit`` at once.
  @discardableResult
  public func endInput() -> Application.Exit {
    let exit = application.hasQuit ? .quit : application.endInput()
    lastExit = exit
    return exit
  }

  @discardableResult
  private func runUntilIdle() -> Application.Exit {
    let exit = application.runUntilIdle(on: terminal) ?? .inputEnded
    lastExit = exit
    return exit
  }

  /// Clicks (press and release on one cell) at `point`, as a terminal reports it.
  @discardableResult
  public func click(at point: Point, twice: Bool = false) -> Application.Exit {
    var events: [InputEvent] = [.mouse(MouseEvent(.click, at: point))]
    if twice { events.append(.mouse(MouseEvent(.doubleClick, at: point))) }
    return send(events: events)
  }

  /// Clicks on the first cell of the first place the screen shows `text`.
  ///
  /// - Throws: ``ScreenTextNotFound`` when the screen does not show it (nothing is sent).
  @discardableResult
  public func click(on text: String, twice: Bool = false) throws(ScreenTextNotFound) -> Application.Exit {
    guard let point = screen.position(of: text) else { throw ScreenTextNotFound(text: text, screen: screen.text) }
    return click(at: point, twice: twice)
  }

  /// Drags the left button through `points` (cells with their fractions, as a terminal
  /// with pixel reports gives them): a press at the first, a drag to each of the others and
  /// a release at the last, each arriving on its own as a hand moves.
  ///
  /// Sent whatever mouse reports the screen asked for, as a test of what it does with them
  /// (``HeadlessTerminal/mouseTracking`` says what it asked for). Nothing is sent for no
  /// points.
  @discardableResult
  public func drag(through points: [FinePoint]) -> Application.Exit {
    guard let first = points.first, let last = points.last else { return lastExit ?? .inputEnded }
    var events: [InputEvent] = [.mouse(MouseEvent(.press, at: first.cell, finePosition: first))]
    for point in points.dropFirst() {
      events.append(.mouse(MouseEvent(.drag, at: point.cell, finePosition: point)))
    }
    events.append(.mouse(MouseEvent(.release, at: last.cell, finePosition: last)))
    return send(events: events)
  }

  /// Turns the wheel `notches` times at `point`: down for a positive count, up for a
  /// negative one.
  @discardableResult
  public func scroll(at point: Point, notches: Int) -> Application.Exit {
    let kind: MouseEvent.Kind = notches < 0 ? .wheelUp : .wheelDown
    return send(events: Array(repeating: .mouse(MouseEvent(kind, at: point)), count: abs(notches)))
  }

  /// The screen as it would be drawn now.
  public var screen: CellBuffer { application.render(size: terminal.size) }

  /// The coordinator tree in words (see ``WindowCoordinator/navigationDump``).
  public var navigationDump: String { application.coordinator.navigationDump }

  /// The coordinator at the root of the tree.
  public var coordinator: WindowCoordinator { application.coordinator }

  /// The screen in snapshot format followed by the navigation dump.
  public var snapshotText: String {
    screen.snapshotText() + "-- navigation\n" + navigationDump
  }
}

/// A test asked to click on text the screen does not show.
public struct ScreenTextNotFound: Error, CustomStringConvertible {
  /// The text looked for.
  public var text: String
  /// The screen as it was.
  public var screen: String

  public var description: String { "the screen does not show \"\(text)\":\n\(screen)" }
}

/// Background work was still running when a test stopped waiting for it.
public struct BackgroundWorkTimedOut: Error, CustomStringConvertible {
  /// How many pieces of work had not handed their result over.
  public var pieces: Int
  /// How long the test waited with nothing coming back from the work.
  public var timeout: Duration

  public var description: String {
    "\(pieces) piece(s) of background work still running, nothing handed back for \(timeout)"
  }
}
