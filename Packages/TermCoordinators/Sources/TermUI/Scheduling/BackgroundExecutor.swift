import Dispatch

/// Where background work (``Scheduling/run(_:while:then:)``) runs: threads of its own, not
/// Swift's shared cooperative pool.
///
/// Work handed to a terminal app's loop is usually blocking — reading a large file, building
/// a database, waiting on a process — and the shared pool has one thread per core. Blocking
/// work there stops every other task of the process until it ends: another piece of work,
/// and, under a test runner that runs its tests on the same pool, the test that waits for
/// it. A concurrent dispatch queue adds threads as work blocks, so each piece of work runs
/// as soon as it is started. Code the work awaits that has an executor of its own (an actor,
/// the main actor) still runs there.
final class BackgroundExecutor: TaskExecutor {
  static let shared = BackgroundExecutor()

  private let queue = DispatchQueue(label: "TermUI.background-work", attributes: .concurrent)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
