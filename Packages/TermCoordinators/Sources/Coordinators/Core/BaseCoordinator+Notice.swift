import TermUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension BaseCoordinator {
  /// Tells the user `message` on the bottom row of the screen, until the next key.
  ///
  /// The way to report what happened, or what did not: when a write fails or a page cannot
  /// open, post the reason here rather than ignoring the error. A coordinator that is not
  /// attached to an application's window writes the message to standard error instead.
  public func notify(_ message: String, kind: Notice.Kind = .info) {
    if let window = windowCoordinator {
      window.window.post(Notice(message, kind: kind))
    } else {
      let line = Array("\(dumpName): \(message)\n".utf8)
      // Standard error is the last place left to say it; a failed write there has none.
      _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
  }

  /// Asks the terminal to put `text` on the system clipboard (OSC 52), once the event being
  /// handled is done.
  ///
  /// Terminals do not answer: tell the user the text was *sent* (``notify(_:kind:)``), not
  /// that it arrived. A coordinator not attached to a window has no terminal: false.
  @discardableResult
  public func copyToClipboard(_ text: String) -> Bool {
    guard let window = windowCoordinator else { return false }
    window.window.copyToClipboard(text)
    return true
  }

  /// Asks the application's run loop to end, as the user's quit key does (see
  /// ``TermUI/Window/requestQuit()``); false when this coordinator is not attached to a
  /// window.
  @discardableResult
  public func requestQuit() -> Bool {
    guard let window = windowCoordinator else { return false }
    window.window.requestQuit()
    return true
  }

  /// Tells the user that `error` stopped what they asked for, in the error's own words.
  ///
  /// - Parameter action: what failed, to start the message (`"The star was not saved"`);
  ///   nil shows the error's description alone.
  public func notify(_ error: any Error, while action: String? = nil) {
    let reason = String(describing: error)
    notify(action.map { "\($0): \(reason)" } ?? reason, kind: .error)
  }
}
