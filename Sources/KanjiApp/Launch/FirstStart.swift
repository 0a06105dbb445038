import Coordinators
import Foundation
import KanjiKit
import TermCore
import TermUI

/// The first start's wait: the shipped dictionary is inflated into the data directory off
/// the loop's thread while a progress bar (then a spinner, for the indexes) says how far it
/// is, on the terminal the browser goes on to use.
public enum FirstStart {
  /// How the install ended.
  public enum Outcome: Sendable, Equatable {
    /// The dictionary is in the data directory, ready to open, with what to tell the user
    /// about how it was made (the shipped database was damaged and it was built another way).
    case installed(notice: String?)
    /// It could not be made: the reason, in words.
    case failed(String)
    /// The user quit, or a signal stopped the program, before it was done (the unfinished
    /// file is removed at the next start).
    case stopped(Application.Exit)
  }

  /// Installs the dictionary in `directory` from the data at `bundled`, showing the wait on
  /// `terminal`; returns when it is done, failed, or the user quit.
  public static func install(
    directory: URL, bundled: URL, on terminal: any Terminal, keyMap: KeyMap = .standard
  ) -> Outcome {
    let coordinator = FirstStartCoordinator(directory: directory, bundled: bundled)
    coordinator.screen.keyMap = keyMap
    let application = Application(root: coordinator, keyMap: keyMap)
    let exit = application.run(on: terminal)
    return coordinator.outcome ?? .stopped(exit)
  }
}

/// Runs the install as background work and ends the loop when it is done.
final class FirstStartCoordinator: NavigationCoordinator {
  let screen: FirstStartViewController
  private let directory: URL
  private let bundled: URL
  /// How the install ended; nil while it runs.
  private(set) var outcome: FirstStart.Outcome?

  init(directory: URL, bundled: URL) {
    self.directory = directory
    self.bundled = bundled
    screen = FirstStartViewController(directory: directory)
    super.init(title: "Kanji Navigator")
  }

  override func start() {
    push(screen)
    screen.every(Spinner.interval) { $0.spin() }
    run(
      { [directory, bundled] (report: ProgressReporter<DictionaryStore.InstallStep>) -> FirstStart.Outcome in
        do {
          // Opened to be made; the browser opens it again once this screen is gone.
          let store = try DictionaryStore.open(directory: directory, bundled: bundled) { report($0) }
          return .installed(notice: store.notice)
        } catch {
          return .failed("\(error)")
        }
      },
      progress: { coordinator, step in coordinator.screen.step = step },
      then: { coordinator, outcome in
        coordinator.outcome = outcome
        coordinator.requestQuit()
      })
  }
}

/// What the user sees while the dictionary is installed: where it goes, and how far it is.
final class FirstStartViewController: ViewController {
  /// The step under way; nil before the first report.
  var step: DictionaryStore.InstallStep?
  private var spinner = Spinner()
  private let directory: URL

  init(directory: URL) {
    self.directory = directory
    super.init(title: "Setting up")
  }

  /// Turns the spinner shown while no fraction is known.
  func spin() {
    spinner.advance()
  }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    buffer.fill(area)
    let width = min(area.width - 2, 72)
    guard width > 0 else { return }
    let left = area.minX + (area.width - width) / 2
    let top = area.minY + max(0, (area.height - 6) / 2)
    let lines = [
      ("First start: installing the dictionary", Style.title),
      ("into \(directory.path)", Style.dim),
    ]
    for (index, (text, style)) in lines.enumerated() where top + index < area.maxY {
      buffer.write(DisplayWidth.truncate(text, to: width), at: Point(x: left, y: top + index), style: style, clip: area)
    }
    let row = Rect(x: left, y: top + 3, width: width, height: 1)
    guard row.maxY <= area.maxY else { return }
    switch step {
    case .inflating(let fraction):
      ProgressBar("Unpacking", fraction: fraction).render(in: row, into: &buffer)
    case .indexing:
      spinner.label = "Building the search indexes"
      spinner.render(in: row, into: &buffer)
    case .seeding:
      spinner.label = "Building the dictionary from the bundled data (a few seconds)"
      spinner.render(in: row, into: &buffer)
    case nil:
      spinner.label = "Starting"
      spinner.render(in: row, into: &buffer)
    }
  }
}
