import TermUI

extension BaseCoordinator: Scheduling {}

extension Scheduling where Self: BaseCoordinator {
  /// Calls `action` every `interval` on the loop's thread, first after one interval; until
  /// the token is cancelled or the coordinator is released.
  ///
  /// ```swift
  /// override func start() {
  ///   push(list)
  ///   every(.seconds(2)) { $0.refresh() }
  /// }
  /// ```
  ///
  /// A tick that comes while the loop is busy is late, not doubled: the timer keeps its
  /// rhythm and drops the ticks it missed.
  @discardableResult
  public func every(_ interval: Duration, _ action: @escaping (Self) -> Void) -> TimerToken {
    attachIfReachable()
    return schedulerLink.schedule(after: interval, repeating: interval, owner: self, action)
  }

  /// Calls `action` once, after `delay`, on the loop's thread; unless the token is cancelled
  /// or the coordinator released first.
  @discardableResult
  public func after(_ delay: Duration, _ action: @escaping (Self) -> Void) -> TimerToken {
    attachIfReachable()
    return schedulerLink.schedule(after: delay, repeating: nil, owner: self, action)
  }

  /// Runs `work` off the loop's thread and hands its value to `then` on the loop's thread.
  ///
  /// ```swift
  /// run({ [source] in try source.processes() }, while: "Cannot list the processes") { browser, processes in
  ///   browser.show(processes)
  /// }
  /// ```
  ///
  /// The work runs as a task on Swift's shared executor; being `@Sendable`, it cannot touch
  /// screens or coordinators. Cancelling the token, or the coordinator's release, cancels
  /// the task and drops its result. A failure other than cancellation goes to
  /// ``notify(_:while:)`` with `action`, and `then` is not called.
  ///
  /// - Parameters:
  ///   - work: what to do off the loop.
  ///   - action: what failed, to start the message; nil shows the error alone.
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
  /// As ``run(_:while:then:)``; the work also gets a `ProgressReporter` to call with each
  /// new state (a fraction for a `ProgressBar`, a count, a phase). The loop sees the latest
  /// report once per turn, never after the value.
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
    attachIfReachable()
    return schedulerLink.run(work, owner: self, progress: progress) { coordinator, result in
      switch result {
      case .success(let value): then(coordinator, value)
      case .failure(let error):
        guard !(error is CancellationError) else { return }
        coordinator.notify(error, while: action)
      }
    }
  }
}

extension BaseCoordinator {
  /// Attaches the coordinator to its window's loop if it is in a window's tree now.
  fileprivate func attachIfReachable() {
    guard schedulerLink.scheduler == nil, let scheduler = windowCoordinator?.window.scheduler else { return }
    attach(to: scheduler)
  }
}
