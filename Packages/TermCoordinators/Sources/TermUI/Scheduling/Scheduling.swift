/// Screens and coordinators: objects that can set timers on the run loop and run work off
/// it, for no longer than they live.
///
/// ```swift
/// final class ClockScreen: ViewController {
///   var time = ""
///   override func didAppear() {
///     every(.seconds(1)) { screen in screen.time = currentTime() }
///   }
/// }
/// ```
///
/// Each closure is handed its owner, so it need not capture it: a closure that captures
/// its owner strongly keeps it alive, and the timer with it. Timers and work end with
/// their owner (checked with `ReleaseTracker`) or by their token's `cancel()`. An owner
/// not yet on a loop's screens or in its coordinator tree keeps its requests until it is,
/// and the time of a timer counts from then.
///
/// After a timer fires, or work hands back its result, the loop draws the window again and
/// shows the frame only if it changed: setting the state the screen draws is enough.
/// Everything runs on the loop's thread except the `work` closures of
/// ``run(_:while:then:)``.
public protocol Scheduling: AnyObject {}

extension ViewController: Scheduling {}

extension Scheduling where Self: ViewController {
  /// Calls `action` every `interval` on the loop's thread, first after one interval.
  ///
  /// A tick that comes while the loop is busy is late, not doubled: the timer keeps its
  /// rhythm and drops the ticks it missed.
  @discardableResult
  public func every(_ interval: Duration, _ action: @escaping (Self) -> Void) -> TimerToken {
    schedulerLink.schedule(after: interval, repeating: interval, owner: self, action)
  }

  /// Calls `action` once, after `delay`, on the loop's thread.
  @discardableResult
  public func after(_ delay: Duration, _ action: @escaping (Self) -> Void) -> TimerToken {
    schedulerLink.schedule(after: delay, repeating: nil, owner: self, action)
  }

  /// Runs `work` off the loop's thread and hands its value to `then` on the loop's thread.
  ///
  /// The work runs as a task on threads of its own (blocking there holds up no other task,
  /// unlike Swift's shared pool of one thread per core); it must not touch screens (it is
  /// `@Sendable`, so the compiler says so). Cancelling the token, or the screen's release,
  /// cancels the task and drops its result. A failure other than cancellation is shown on
  /// the window's bottom row, as a coordinator's `notify(_:while:)` shows it, and `then`
  /// is not called.
  ///
  /// - Parameters:
  ///   - work: what to do off the loop.
  ///   - action: what failed, to start the message (`"Cannot read /proc"`); nil shows the
  ///     error alone.
  ///   - then: what to do with the value, on the loop's thread.
  @discardableResult
  public func run<Value: Sendable>(
    _ work: @escaping @Sendable () async throws -> Value, while action: String? = nil,
    then: @escaping (Self, Value) -> Void
  ) -> WorkToken {
    startWork({ (_: ProgressReporter<Never>) in try await work() }, while: action, progress: nil, then: then)
  }

  /// Runs `work` off the loop's thread, hands what it reports to `progress` and its value to
  /// `then`, all on the loop's thread.
  ///
  /// As ``run(_:while:then:)``; the work also gets a ``ProgressReporter`` to call with each
  /// new state (a fraction for a ``ProgressBar``, a count, a phase). The loop sees the
  /// latest report once per turn, never after the value.
  @discardableResult
  public func run<Value: Sendable, Update: Sendable>(
    _ work: @escaping @Sendable (ProgressReporter<Update>) async throws -> Value, while action: String? = nil,
    progress: @escaping (Self, Update) -> Void, then: @escaping (Self, Value) -> Void
  ) -> WorkToken {
    startWork(work, while: action, progress: progress, then: then)
  }

  private func startWork<Value: Sendable, Update: Sendable>(
    _ work: @escaping @Sendable (ProgressReporter<Update>) async throws -> Value, while action: String?,
    progress: ((Self, Update) -> Void)?, then: @escaping (Self, Value) -> Void
  ) -> WorkToken {
    schedulerLink.run(work, owner: self, progress: progress) { screen, result in
      switch result {
      case .success(let value): then(screen, value)
      case .failure(let error):
        guard !(error is CancellationError) else { return }
        screen.schedulerLink.scheduler?.onFailure?(action, error)
      }
    }
  }
}
