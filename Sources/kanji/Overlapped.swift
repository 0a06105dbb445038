import Dispatch
import Synchronization

/// Work started on another thread at once, whose outcome the caller takes later with
/// ``value()``: what the work returned, or the very error it threw.
///
/// Start-up opens `user.sqlite` this way while the dictionary is opened (the machine has
/// more than one core, and the two files have nothing to do with each other). Safe to share:
/// the outcome is written once, under the mutex, before the semaphore is signalled, and read
/// under the mutex after the wait.
final class Overlapped<Value: Sendable>: Sendable {
  private let outcome = Mutex<Result<Value, any Error>?>(nil)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts `work` on a thread of Dispatch's pool.
  init(_ work: @escaping @Sendable () throws -> Value) {
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let result = Result { try work() }
      outcome.withLock { $0 = result }
      finished.signal()
    }
  }

  /// Waits for the work to end, then returns its value or throws its error. Called once.
  func value() throws -> Value {
    finished.wait()
    // Set before the signal the wait took: never nil here.
    guard let result = outcome.withLock({ $0 }) else { preconditionFailure("signalled without an outcome") }
    return try result.get()
  }

  /// Waits for the work to end and drops its outcome: for a caller that fails anyway and must
  /// not leave the work running behind its error (the process exits after it).
  func finish() {
    finished.wait()
    finished.signal()
  }
}
