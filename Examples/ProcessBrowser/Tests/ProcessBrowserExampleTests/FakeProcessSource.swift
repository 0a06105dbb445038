import ProcessBrowserExample
import Synchronization

/// Processes a test sets, and the signals the browser asked for: nothing real is read or
/// signalled.
final class FakeProcessSource: ProcessSource {
  private struct State {
    var processes: [ProcessEntry]
    var failure: ProcessSourceError?
    var terminated: [Int32] = []
    var reads = 0
    var held = false
    var cancelledReads = 0
  }

  private let state: Mutex<State>

  init(_ processes: [ProcessEntry] = FakeProcessSource.sample) {
    state = Mutex(State(processes: processes))
  }

  static let sample = [
    ProcessEntry(pid: 1, name: "init", residentBytes: 12 << 20, cpuSeconds: 3, commandLine: "/sbin/init"),
    ProcessEntry(
      pid: 42, name: "postgres", state: "R", residentBytes: 380 << 20, cpuSeconds: 754,
      commandLine: "postgres -D /var/lib/postgres"),
    ProcessEntry(pid: 77, name: "kworker/0:1", state: "I"),
    ProcessEntry(pid: 1234, name: "vim", residentBytes: 9 << 20, cpuSeconds: 1.5, commandLine: "vim notes.md"),
  ]

  /// The processes the next read returns.
  var processes: [ProcessEntry] {
    get { state.withLock { $0.processes } }
    set { state.withLock { $0.processes = newValue } }
  }

  /// Makes the next reads and signals fail with `failure` (nil: succeed again).
  func fail(with failure: ProcessSourceError?) {
    state.withLock { $0.failure = failure }
  }

  /// The pids the browser sent SIGTERM to, in order.
  var terminated: [Int32] { state.withLock { $0.terminated } }

  /// How many held reads ended because their task was cancelled.
  var cancelledReads: Int { state.withLock { $0.cancelledReads } }

  /// How many times the system was read.
  var reads: Int { state.withLock { $0.reads } }

  /// Makes reads wait until ``release()``, as a slow `/proc` would.
  func hold() {
    state.withLock { $0.held = true }
  }

  /// Lets held reads finish.
  func release() {
    state.withLock { $0.held = false }
  }

  func snapshot(progress: @escaping @Sendable (Double) -> Void) async throws -> SystemSnapshot {
    progress(0.5)
    while state.withLock({ $0.held }) {
      if Task.isCancelled {
        state.withLock { $0.cancelledReads += 1 }
        throw CancellationError()
      }
      await Task.yield()
    }
    return try state.withLock { state in
      state.reads += 1
      if let failure = state.failure { throw failure }
      return SystemSnapshot(processes: state.processes, memoryTotal: 8 << 30, memoryAvailable: 6 << 30)
    }
  }

  func terminate(_ pid: Int32) throws {
    try state.withLock { state in
      if let failure = state.failure { throw failure }
      state.terminated.append(pid)
    }
  }
}
