import Foundation
import Synchronization

/// How a store waits for another program's lock on `user.sqlite`: SQLite's busy handler.
///
/// Another `kanji` (an import noting the learner's words, an export) or a script may hold
/// the file's write lock for a while. A command waits for it up to ``limit``, as SQLite's
/// busy timeout would; the browser asks the store not to wait
/// (``AccountStore/setWaitsForLocks(_:)``) beyond ``grace``, so a write it cannot make then
/// fails with ``AccountError/busy(path:waited:)`` and the app keeps it, tries again on a
/// timer and says so, while keys are still handled. The grace lets another instance's own
/// writes, which hold the lock for milliseconds, pass without a word on the screen. The time
/// a failure names is the time waited, measured here, and opening the file spends one budget
/// for all its statements, not one each.
final class LockWait: Sendable {
  private struct State {
    var waits = true
    /// When the current wait began: the first call for a lock.
    var started: ContinuousClock.Instant?
    /// How long the last wait lasted, to name in a failure.
    var waited: Duration = .zero
    /// When set, every wait ends by then (opening the file).
    var deadline: ContinuousClock.Instant?
  }

  /// The longest one wait lasts.
  let limit: Duration
  /// How long a store that does not wait still waits: a key held this long is not felt, and
  /// a lock held longer is said on the screen.
  static let grace: Duration = .milliseconds(100)
  private let state = Mutex(State())

  init(limit: Duration) {
    self.limit = limit
  }

  /// Whether a write waits for another program's lock (up to ``limit``) or fails at once.
  var waits: Bool {
    get { state.withLock { $0.waits } }
    set { state.withLock { $0.waits = newValue } }
  }

  /// The time the last wait lasted, in seconds.
  var lastWait: Double {
    let waited = state.withLock { $0.waited }
    return Double(waited.components.seconds) + Double(waited.components.attoseconds) / 1e18
  }

  /// Makes every wait end by `limit` from now until ``endBudget()``: the statements of one
  /// open share a budget.
  func startBudget() {
    state.withLock { $0.deadline = .now + limit }
  }

  func endBudget() {
    state.withLock { $0.deadline = nil }
  }

  /// SQLite's busy handler: `tries` is the number of calls before this one for the same
  /// lock. Sleeps a little and says to try again, or says to give up (the statement then
  /// fails with SQLITE_BUSY).
  func retry(_ tries: Int) -> Bool {
    let now = ContinuousClock.now
    let goOn = state.withLock { state -> Bool in
      if tries == 0 || state.started == nil { state.started = now }
      state.waited = now - (state.started ?? now)
      let limit = state.waits ? self.limit : min(self.limit, Self.grace)
      let end = min(state.deadline ?? .now + limit, (state.started ?? now) + limit)
      return now < end
    }
    guard goOn else { return false }
    // Short sleeps first, as SQLite's own handler does: most locks are held for milliseconds.
    usleep(tries < 10 ? 2_000 : 20_000)
    return true
  }
}
