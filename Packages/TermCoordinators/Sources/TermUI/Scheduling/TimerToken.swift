/// A timer scheduled on the run loop (``Scheduling/every(_:_:)``, ``Scheduling/after(_:_:)``):
/// cancel it to stop it.
///
/// Dropping the token does not cancel the timer: a timer lives as long as its owner (the
/// screen or coordinator that scheduled it) unless it is cancelled. Use it on the loop's
/// thread.
public final class TimerToken {
  /// Whether the timer was cancelled, by ``cancel()`` or because its owner was released.
  public private(set) var isCancelled = false
  /// Whether a one-shot timer has fired (a repeating one never finishes).
  public private(set) var hasFired = false

  package init() {}

  /// Stops the timer; it will not fire again. Cancelling twice, or after it fired, does
  /// nothing.
  public func cancel() {
    guard isActive else { return }
    isCancelled = true
  }

  /// Whether the timer will still fire.
  public var isActive: Bool { !isCancelled && !hasFired }

  package func markFired() {
    hasFired = true
  }
}

/// Background work started on the run loop (``Scheduling/run(_:while:then:)``): cancel it to
/// stop waiting for it.
///
/// Cancelling cancels the work's task (cooperative: work that checks `Task.isCancelled`
/// or awaits a cancellable call stops early) and drops its result: `then` is not called,
/// nor is a failure reported. The owner's release cancels it too. Use it on the loop's
/// thread.
public final class WorkToken {
  /// Whether the work was cancelled, by ``cancel()`` or because its owner was released.
  public private(set) var isCancelled = false
  /// Whether the work's result (or failure) was delivered.
  public private(set) var isFinished = false
  package var task: Task<Void, Never>?

  package init() {}

  /// Cancels the work and drops its result; nothing happens once it finished.
  public func cancel() {
    guard !isFinished, !isCancelled else { return }
    isCancelled = true
    task?.cancel()
  }

  /// Whether the work is still to be delivered.
  public var isActive: Bool { !isCancelled && !isFinished }

  package func markFinished() {
    isFinished = true
    task = nil
  }
}
