/// Where frames are shown and input comes from: a real terminal or a headless one.
///
/// The run loop renders into a ``CellBuffer``, calls ``present(_:)``, then waits in
/// ``nextEvent()``. Everything above this protocol runs the same against
/// ``HeadlessTerminal`` in tests as against the ncurses backend.
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: Size { get }

  /// Shows `buffer` (its cells and cursor); a real terminal writes only what changed.
  func present(_ buffer: CellBuffer)

  /// Waits for the next event; nil when input has ended (a headless script ran out).
  func nextEvent() -> InputEvent?

  /// The next event if it has already arrived, without waiting; nil when none has.
  ///
  /// The run loop handles every event that arrived together (a paste, a held key, a fast
  /// typist) before it draws again, so work that follows input — a filter's query — runs
  /// once for all of them rather than once per key.
  func pendingEvent() -> InputEvent?

  /// Forgets what is on screen so the next ``present(_:)`` redraws every cell (Ctrl-L).
  func invalidate()

  /// Hands the terminal back to the shell and stops the process until it is resumed
  /// (Ctrl-Z); on return the next frame is drawn in full.
  func suspend()

  /// Asks the terminal to put `text` on the system clipboard (OSC 52).
  ///
  /// The terminal gives no answer: one that does not take OSC 52 ignores it, so say that
  /// the text was sent, not that it arrived.
  func copyToClipboard(_ text: String)
}

extension Terminal {
  public func pendingEvent() -> InputEvent? { nil }
  public func invalidate() {}
  public func suspend() {}
  public func copyToClipboard(_ text: String) {}
}
