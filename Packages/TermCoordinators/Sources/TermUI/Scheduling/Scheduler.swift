import TermCore

/// A run loop's timers, the work handed to it from other threads, and the background work
/// it waits for; owned by the ``Window``, driven by the application's loop.
///
/// Screens and coordinators reach it through ``Scheduling``; the loop asks it how long it
/// may sleep (``timeUntilNextTimer()``), then runs what was posted (``runPosted()``) and
/// what fell due (``fireDueTimers()``). Everything here runs on the loop's thread; only the
/// ``mailbox`` is shared with other threads.
package final class Scheduler {
  private struct Entry {
    let serial: Int
    let token: TimerToken
    var deadline: LoopInstant
    let interval: Duration?
    weak var owner: AnyObject?
    let action: (AnyObject) -> Void
  }

  /// The clock timers are measured on.
  package private(set) var clock: any LoopClock
  /// Where other threads post closures and background work its results.
  package let mailbox = Mailbox()
  /// Called when background work owned by a screen fails (a coordinator reports its own).
  package var onFailure: ((_ action: String?, _ error: any Error) -> Void)?

  private var entries: [Entry] = []
  private var nextSerial = 0
  private var deliveries: [Int: (Result<any Sendable, any Error>) -> Void] = [:]
  private var progressDeliveries: [Int: (any Sendable) -> Void] = [:]
  private var nextWorkID = 0

  /// The shortest interval of a repeating timer: a loop that fires more often than this
  /// would take every moment from the keys.
  package static let minimumInterval = Duration.milliseconds(1)

  /// Creates a scheduler whose clock stands still until a loop runs it
  /// (``use(clock:)``): timers set before the loop starts count from its start.
  package init() {
    self.clock = VirtualClock()
  }

  /// Moves every timer onto `newClock`, each keeping the time it had left.
  package func use(clock newClock: any LoopClock) {
    guard newClock !== clock else { return }
    let now = clock.now
    let then = newClock.now
    for index in entries.indices {
      entries[index].deadline = then.advanced(by: now.duration(to: entries[index].deadline))
    }
    clock = newClock
  }

  // MARK: - Timers

  /// Schedules `action` after `delay`, then every `interval` when one is given; it is
  /// handed `owner`, and never runs once `owner` is released or `token` cancelled.
  package func schedule(
    after delay: Duration, repeating interval: Duration?, owner: AnyObject, token: TimerToken,
    action: @escaping (AnyObject) -> Void
  ) {
    entries.append(
      Entry(
        serial: nextSerial, token: token, deadline: clock.now.advanced(by: max(.zero, delay)),
        interval: interval.map { max(Self.minimumInterval, $0) }, owner: owner, action: action))
    nextSerial += 1
  }

  /// The time of the next timer, or nil when none is set; forgets cancelled timers and
  /// timers whose owner was released.
  package var nextDeadline: LoopInstant? {
    entries.removeAll { !$0.token.isActive || $0.owner == nil }
    return entries.lazy.map(\.deadline).min()
  }

  /// How long the loop may wait before a timer is due (zero when one is due now), or nil
  /// when no timer is set.
  package func timeUntilNextTimer() -> Duration? {
    guard let deadline = nextDeadline else { return nil }
    return max(.zero, clock.now.duration(to: deadline))
  }

  /// Whether any timer is set.
  package var hasTimers: Bool { nextDeadline != nil }

  /// Fires the timers due now, earliest first; returns how many fired.
  ///
  /// Only timers set before the call fire: a callback that sets a timer due at once gets
  /// it on the next turn of the loop, after the keys that are waiting. A repeating timer
  /// that fell behind fires once and keeps its rhythm (missed ticks are dropped).
  @discardableResult
  package func fireDueTimers() -> Int {
    let now = clock.now
    let limit = nextSerial
    var fired = 0
    while let index = earliestDue(at: now, before: limit) {
      var entry = entries[index]
      guard entry.token.isActive, let owner = entry.owner else {
        entries.remove(at: index)
        continue
      }
      if let interval = entry.interval {
        let missed = Int(entry.deadline.duration(to: now) / interval)
        entry.deadline = entry.deadline.advanced(by: interval * (missed + 1))
        entries[index] = entry
      } else {
        entries.remove(at: index)
        entry.token.markFired()
      }
      entry.action(owner)
      fired += 1
    }
    return fired
  }

  private func earliestDue(at now: LoopInstant, before limit: Int) -> Int? {
    var best: Int?
    for index in entries.indices where entries[index].deadline <= now && entries[index].serial < limit {
      if let current = best, entries[current].deadline <= entries[index].deadline { continue }
      best = index
    }
    return best
  }

  // MARK: - Posted closures and background work

  /// Starts `work` on the ``BackgroundExecutor``'s threads; its result comes back through the
  /// mailbox and is handed to `deliver` on the loop's thread, unless `token` was cancelled
  /// or `owner` released by then. What the work reports through its ``ProgressReporter``
  /// goes to `progress` the same way, until the result is delivered.
  package func start<Value: Sendable, Update: Sendable>(
    _ work: @escaping @Sendable (ProgressReporter<Update>) async throws -> Value, owner: AnyObject, token: WorkToken,
    progress: ((AnyObject, Update) -> Void)? = nil,
    deliver: @escaping (AnyObject, Result<Value, any Error>) -> Void
  ) {
    let id = nextWorkID
    nextWorkID += 1
    deliveries[id] = { [weak owner, weak self] result in
      self?.progressDeliveries[id] = nil
      guard token.isActive, let owner else { return }
      token.markFinished()
      switch result {
      case .success(let value as Value): deliver(owner, .success(value))
      case .success(let value): deliver(owner, .failure(UnexpectedResult(value: "\(value)")))
      case .failure(let error): deliver(owner, .failure(error))
      }
    }
    if let progress {
      progressDeliveries[id] = { [weak owner] update in
        guard token.isActive, let owner, let update = update as? Update else { return }
        progress(owner, update)
      }
    }
    let mailbox = self.mailbox
    let reporter = ProgressReporter<Update>(id: id, mailbox: mailbox)
    token.task = Task.detached(executorPreference: BackgroundExecutor.shared) {
      let result: Result<any Sendable, any Error>
      do {
        result = .success(try await work(reporter))
      } catch {
        result = .failure(error)
      }
      mailbox.put(.result(id: id, result))
    }
  }

  /// How many background works have not yet handed back their result (cancelled ones
  /// included, until their task ends).
  package var workInFlight: Int { deliveries.count }

  /// Runs every closure posted and delivers every result that arrived, oldest first;
  /// returns how many there were.
  @discardableResult
  package func runPosted() -> Int {
    let messages = mailbox.takeAll()
    for message in messages {
      switch message {
      case .closure(let body):
        body()
      case .result(let id, let result):
        deliveries.removeValue(forKey: id)?(result)
      case .progress(let id, let take):
        if let deliver = progressDeliveries[id], let update = take() { deliver(update) }
      }
    }
    return messages.count
  }
}

/// Background work's result was not of the type its delivery expected (a library bug).
struct UnexpectedResult: Error, CustomStringConvertible {
  var value: String
  var description: String { "background work returned \(value), not the value expected" }
}
