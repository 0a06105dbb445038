import Coordinators
import Foundation
import TermUI

extension ApplicationCoordinator {
  /// How often kept writes are tried again while another program holds `user.sqlite`'s lock.
  static let lockRetryInterval: Duration = .milliseconds(250)

  /// Starts trying the session's kept writes again on a timer, and says on the bottom row
  /// what it waits for, once a second, while keys go on being handled as usual.
  func waitForLock() {
    guard lockRetry == nil else { return }
    lockWaitShown = -1
    showLockWait(count: context.session.keptWrites.count, seconds: 0)
    lockRetry = every(Self.lockRetryInterval) { coordinator in coordinator.retryKeptWrites() }
  }

  /// One try of the kept writes (the timer's tick).
  func retryKeptWrites() {
    switch context.session.retryKeptWrites() {
    case .none:
      lockRetry?.cancel()
      lockRetry = nil
    case .waiting(let count, let seconds):
      showLockWait(count: count, seconds: seconds)
    case .done(let count, let seconds, let failed):
      lockRetry?.cancel()
      lockRetry = nil
      if failed.isEmpty {
        let what = count == 1 ? "1 change" : "\(count) changes"
        notify("Saved \(what) after waiting \(Self.seconds(seconds)) for another program's lock on user.sqlite")
      } else {
        notify(failed.joined(separator: "; "), kind: .error)
      }
    }
  }

  /// The bottom row while waiting: how long, then what waits, updated each whole second.
  /// The time comes before the kept change, whose name can be long, so a cut row keeps it.
  private func showLockWait(count: Int, seconds: Double) {
    let whole = Int(seconds)
    guard whole != lockWaitShown else { return }
    lockWaitShown = whole
    let first = context.session.keptWrites.first ?? "a change"
    let what = count <= 1 ? first : "\(first) and \(count - 1) more"
    notify("Another program holds user.sqlite (\(whole) s): keeping \(what) to save", kind: .info)
  }

  private static func seconds(_ seconds: Double) -> String {
    seconds < 10 ? String(format: "%.1f s", seconds) : "\(Int(seconds.rounded())) s"
  }
}
