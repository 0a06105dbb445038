import Dispatch

/// Where background work (``Scheduling/run(_:while:then:)``) runs: threads of its own, not
/// Swift's shared cooperative pool.
///
/// Work handed to a terminal app's loop is usually blocking — reading a large file, building
/// a database, waiting on a process — and the shared pool has one thread per core. Blocking
/// work there stops every other task of the process until it ends: another piece of work,
/// and, under a test runner that runs its tests on the same pool, the test that waits for
/// it. Each job goes to a serial dispatch queue of its own, which Dispatch serves from its
/// overcommitting pool: a thread is found for it at once even while other work keeps every
/// core busy. (A concurrent queue would not do: its pool has one thread per core, and long
/// work that computes rather than blocks — splitting a whole book into words — held a later
/// piece of work back for minutes.) Code the work awaits that has an executor of its own (an
/// actor, the main actor) still runs there.
final class BackgroundExecutor: TaskExecutor {
  static let shared = BackgroundExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    DispatchQueue(label: "TermUI.background-work").async { job.runSynchronously(on: executor) }
  }
}
