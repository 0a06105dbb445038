/// What ties a screen or a coordinator to its run loop: the loop's scheduler once the
/// owner reached one, the requests it made before, and the tokens of what it started.
///
/// The owner holds the only reference, so the link goes when the owner goes, and cancels
/// every timer and every piece of work the owner started on its way out.
package final class SchedulerLink {
  /// The scheduler of the loop the owner is attached to; nil until it is.
  package private(set) var scheduler: Scheduler?
  private var pending: [(Scheduler) -> Void] = []
  private var timers: [TimerToken] = []
  private var works: [WorkToken] = []

  package init() {}

  deinit {
    for timer in timers { timer.cancel() }
    for work in works { work.cancel() }
  }

  /// Attaches the owner to `scheduler` and starts what it asked for before; an owner stays
  /// with the first loop it reached.
  package func attach(to scheduler: Scheduler) {
    guard self.scheduler == nil else { return }
    self.scheduler = scheduler
    let requests = pending
    pending = []
    for request in requests { request(scheduler) }
  }

  /// Does `request` now if the owner has a loop, else as soon as it reaches one.
  package func perform(_ request: @escaping (Scheduler) -> Void) {
    if let scheduler {
      request(scheduler)
    } else {
      pending.append(request)
    }
  }

  /// Keeps `token` to cancel with the owner.
  package func keep(_ token: TimerToken) {
    timers.removeAll { !$0.isActive }
    timers.append(token)
  }

  /// Keeps `token` to cancel with the owner.
  package func keep(_ token: WorkToken) {
    works.removeAll { !$0.isActive }
    works.append(token)
  }

  /// Schedules a timer for `owner`; see ``Scheduling``.
  package func schedule<Owner: AnyObject>(
    after delay: Duration, repeating interval: Duration?, owner: Owner, _ action: @escaping (Owner) -> Void
  ) -> TimerToken {
    let token = TimerToken()
    keep(token)
    perform { [weak owner] scheduler in
      guard let owner, token.isActive else { return }
      scheduler.schedule(after: delay, repeating: interval, owner: owner, token: token) { owner in
        if let owner = owner as? Owner { action(owner) }
      }
    }
    return token
  }

  /// Starts background work for `owner`; see ``Scheduling``.
  package func run<Owner: AnyObject, Value: Sendable, Update: Sendable>(
    _ work: @escaping @Sendable (ProgressReporter<Update>) async throws -> Value, owner: Owner,
    progress: ((Owner, Update) -> Void)? = nil,
    deliver: @escaping (Owner, Result<Value, any Error>) -> Void
  ) -> WorkToken {
    let token = WorkToken()
    keep(token)
    let onProgress: ((AnyObject, Update) -> Void)? = progress.map { progress in
      { owner, update in
        if let owner = owner as? Owner { progress(owner, update) }
      }
    }
    perform { [weak owner] scheduler in
      guard let owner, token.isActive else { return }
      scheduler.start(work, owner: owner, token: token, progress: onProgress) { owner, result in
        if let owner = owner as? Owner { deliver(owner, result) }
      }
    }
    return token
  }
}
