import Synchronization

/// How background work tells the loop how far it got: call it from the work with each new
/// state; the loop hands the latest one to the owner's `progress` closure on its thread.
///
/// Reports are coalesced: however often the work reports, the loop sees at most one per
/// turn, the latest, so a tight loop that reports each step never floods the interface.
/// A report after the work ended is dropped.
///
/// ```swift
/// run({ report in
///   for (index, file) in files.enumerated() {
///     try copy(file)
///     report(Double(index + 1) / Double(files.count))
///   }
/// }, progress: { screen, fraction in screen.bar.fraction = fraction }) { screen, _ in screen.finish() }
/// ```
public final class ProgressReporter<Update: Sendable>: Sendable {
  private struct State {
    var latest: Update?
    var posted = false
  }

  private let state = Mutex(State())
  private let id: Int
  private let mailbox: Mailbox

  package init(id: Int, mailbox: Mailbox) {
    self.id = id
    self.mailbox = mailbox
  }

  /// Reports `update`; safe from any thread.
  public func callAsFunction(_ update: Update) {
    let post = state.withLock { state in
      state.latest = update
      defer { state.posted = true }
      return !state.posted
    }
    if post { mailbox.put(.progress(id: id, take: { [self] in take() })) }
  }

  /// The latest update not yet handed over, taken.
  private func take() -> (any Sendable)? {
    state.withLock { state in
      defer {
        state.latest = nil
        state.posted = false
      }
      return state.latest
    }
  }
}
