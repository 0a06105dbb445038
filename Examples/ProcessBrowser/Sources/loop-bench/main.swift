import Coordinators
import Foundation
import TermCore
import TermNcurses
import TermUI

// loop-bench idle        an app with one static screen and no timers, until q: measure its
//                        processor time from outside (Benchmarks/loop/idle-cpu.sh)
// loop-bench post [N]    N closures posted from another thread, 20 ms apart, each changing
//                        the screen; prints (on standard error) the delay from each post
//                        to its frame on the terminal, then quits

/// A screen that shows the number of the last closure posted to it.
final class StampScreen: ViewController {
  var stamp = 0
  /// When the closure whose number is shown was posted; nil once its frame was measured.
  var postedAt: LoopInstant?

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    buffer.write("post #\(stamp)", at: area.origin, clip: area)
  }
}

/// The real terminal, noting when each posted change reached it.
final class TimedTerminal: Terminal {
  let inner: NcursesTerminal
  let screen: StampScreen
  var delays: [Duration] = []

  init(_ inner: NcursesTerminal, screen: StampScreen) {
    self.inner = inner
    self.screen = screen
  }

  var size: Size { inner.size }
  var clock: any LoopClock { inner.clock }

  func present(_ buffer: CellBuffer) {
    inner.present(buffer)
    guard let postedAt = screen.postedAt else { return }
    delays.append(postedAt.duration(to: SystemClock.now))
    screen.postedAt = nil
  }

  func nextEvent(timeout: Duration?, wakeUp: WakeUp) -> TerminalWait {
    inner.nextEvent(timeout: timeout, wakeUp: wakeUp)
  }
  func pendingEvent() -> InputEvent? { inner.pendingEvent() }
  func invalidate() { inner.invalidate() }
  func suspend() { inner.suspend() }
  func copyToClipboard(_ text: String) { inner.copyToClipboard(text) }
}

/// One screen in a stack.
final class BenchCoordinator: NavigationCoordinator {
  let screen: ViewController
  init(screen: ViewController) {
    self.screen = screen
    super.init(title: "Bench")
  }
  override func start() { push(screen) }
}

func microseconds(_ duration: Duration) -> String {
  String(format: "%.0f", Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "idle"
let terminal: NcursesTerminal
do {
  terminal = try NcursesTerminal()
} catch {
  FileHandle.standardError.write(Data("loop-bench: cannot start the terminal: \(error)\n".utf8))
  exit(2)
}

switch mode {
case "post":
  let count = arguments.count > 1 ? Int(arguments[1]) ?? 200 : 200
  let screen = StampScreen(title: "Posts")
  let app = Application(root: BenchCoordinator(screen: screen))
  let timed = TimedTerminal(terminal, screen: screen)
  let bound = app.mailbox.bind(screen)
  Thread.detachNewThread {
    usleep(200_000)
    for index in 1...count {
      let postedAt = SystemClock.now
      bound.post { screen in
        screen.stamp = index
        screen.postedAt = postedAt
      }
      usleep(20_000)
    }
    usleep(100_000)
    kill(getpid(), SIGTERM)
  }
  app.run(on: timed)
  terminal.restore()
  let sorted = timed.delays.sorted()
  guard !sorted.isEmpty else {
    FileHandle.standardError.write(Data("loop-bench: no frame was measured\n".utf8))
    exit(1)
  }
  let at = { (q: Double) in sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))] }
  // On standard error, so that the script can keep it while standard output is the terminal.
  let report =
    "post -> frame presented, \(sorted.count) posts: median \(microseconds(at(0.5))) us, p90 \(microseconds(at(0.9))) us, "
    + "p99 \(microseconds(at(0.99))) us, max \(microseconds(sorted[sorted.count - 1])) us\n"
  FileHandle.standardError.write(Data(report.utf8))
default:
  let list = ListViewController(
    title: "Idle",
    dataSource: ArrayListDataSource((1...40).map { ListRow("Row \($0): nothing changes here (q quits)") }))
  Application(root: BenchCoordinator(screen: list)).run(on: terminal)
  terminal.restore()
}
