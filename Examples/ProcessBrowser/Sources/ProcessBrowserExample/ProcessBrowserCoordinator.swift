import Coordinators
import TermCore
import TermUI

/// Runs the process list: reads the system off the loop every two seconds, filters, and
/// asks before it sends SIGTERM.
///
/// Reading `/proc` takes a few milliseconds per hundred processes, so it runs as
/// background work (``Coordinators/BaseCoordinator/run(_:while:then:)``) and the keys stay
/// quick; the list arrives on the loop's thread. The timers and the work end with the
/// coordinator.
public final class ProcessBrowserCoordinator: NavigationCoordinator {
  /// How often the list is read again.
  public static let refreshInterval = Duration.seconds(2)

  /// The list screen.
  public let list = ProcessListViewController()
  /// The last snapshot read, unfiltered; nil until the first read finished.
  public private(set) var snapshot: SystemSnapshot?
  /// How many reads finished.
  public private(set) var refreshes = 0

  private let source: any ProcessSource
  private var reading: WorkToken?
  private var spinning: TimerToken?

  /// Creates the browser over `source`.
  public init(source: any ProcessSource) {
    self.source = source
    super.init(title: "Processes")
  }

  public override func start() {
    push(list)
    list.onFilterChange = { [weak self] _ in self?.showFiltered() }
    list.onTerminate = { [weak self] process in self?.confirmTerminate(process) }
    spinning = list.every(Spinner.interval) { $0.spin() }
    refresh()
    every(Self.refreshInterval) { $0.refresh() }
  }

  /// Reads the system again off the loop's thread, unless a read is still running.
  public func refresh() {
    if reading?.isActive == true { return }
    let source = self.source
    reading = run(
      { report in try await source.snapshot(progress: { report($0) }) }, while: "Cannot read the processes",
      progress: { browser, fraction in browser.list.loaded = fraction }
    ) { browser, snapshot in
      browser.snapshot = snapshot
      browser.refreshes += 1
      browser.spinning?.cancel()
      browser.showFiltered()
    }
  }

  private func showFiltered() {
    guard let snapshot else { return }
    let filter = list.filterText
    list.show(snapshot.processes.filter { $0.matches(filter) }, memory: snapshot.memoryUsed)
  }

  /// Asks "Send SIGTERM to …?"; only the second button sends it.
  public func confirmTerminate(_ process: ProcessEntry) {
    do {
      try presentAlert(
        title: "Send SIGTERM to \(process.pid)?",
        message: "\(process.name) is asked to end; it may save its work first, or ignore the request.",
        buttons: ["Cancel", "Send SIGTERM"], selected: 0
      ) { [weak self] result in
        guard case .finished(1) = result else { return }
        self?.terminate(process)
      }
    } catch {
      notify(error, while: "Cannot ask about process \(process.pid)")
    }
  }

  private func terminate(_ process: ProcessEntry) {
    let pid = process.pid
    run({ [source] in try source.terminate(pid) }, while: "SIGTERM not sent") { browser, _ in
      browser.notify("SIGTERM sent to \(pid) (\(process.name))")
      browser.refresh()
    }
  }
}
