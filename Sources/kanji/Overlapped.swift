import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work started on a thread of its own at once, whose outcome the caller takes later with
/// ``value()``: what the work returned, or the very error it threw.
///
/// Start-up opens `user.sqlite` this way while the dictionary is opened (the machine has
/// more than one core, and the two files have nothing to do with each other). A plain POSIX
/// thread, not Dispatch's pool: the pool starts a manager thread too, and its code and
/// stacks kept 1.3 MB more resident in a browsing session. Safe to share: the outcome is
/// written once, under the mutex, before the thread ends, and read under the mutex after
/// `pthread_join`, which waits for that end.
final class Overlapped<Value: Sendable>: Sendable {
  private let job: Job<Value>
  /// The thread, until it is joined (nil after, or when none could be started).
  private let thread = Mutex<pthread_t?>(nil)

  /// Starts `work` on a new thread, or runs it here when no thread can be started.
  init(_ work: @escaping @Sendable () throws -> Value) {
    job = Job(work)
    var started = pthread_t()
    let context = Unmanaged.passRetained(job as Runnable).toOpaque()
    let status = pthread_create(
      &started, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<Runnable>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, context)
    if status == 0 {
      thread.withLock { $0 = started }
    } else {
      // Out of threads: the work runs on this one, as it did before it had its own.
      Unmanaged<Runnable>.fromOpaque(context).release()
      job.run()
    }
  }

  /// Waits for the work to end, then returns its value or throws its error.
  func value() throws -> Value {
    finish()
    // Written before the thread ended (or here, when it ran here): never nil after the join.
    guard let result = job.outcome.withLock({ $0 }) else { preconditionFailure("the work ended without an outcome") }
    return try result.get()
  }

  /// Waits for the work to end and leaves its outcome: for a caller that fails anyway and
  /// must not leave the work running behind its error (the process exits after it).
  func finish() {
    if let started = thread.withLock({ value -> pthread_t? in
      defer { value = nil }
      return value
    }) {
      pthread_join(started, nil)
    }
  }
}

/// What a thread's entry point can run without knowing the work's type.
private class Runnable: @unchecked Sendable {
  func run() {}
}

/// The work and its outcome. `@unchecked Sendable` is sound: `work` is an immutable
/// `@Sendable` closure and `outcome` a mutex.
private final class Job<Value: Sendable>: Runnable, @unchecked Sendable {
  let work: @Sendable () throws -> Value
  let outcome = Mutex<Result<Value, any Error>?>(nil)

  init(_ work: @escaping @Sendable () throws -> Value) {
    self.work = work
  }

  override func run() {
    let result = Result { try work() }
    outcome.withLock { $0 = result }
  }
}
