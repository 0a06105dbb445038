/// Where frames are shown and input comes from: a real terminal or a headless one.
///
/// The run loop renders into a ``CellBuffer``, calls ``present(_:)``, then waits in
/// ``nextEvent(timeout:wakeUp:)`` for input, its next timer or work handed to it from
/// another thread, whichever comes first. Everything above this protocol runs the same
/// against ``HeadlessTerminal`` in tests as against the ncurses backend.
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: Size { get }

  /// The clock the loop's timers run on: the system's monotonic clock for a real
  /// terminal, a ``VirtualClock`` that tests move for ``HeadlessTerminal``.
  var clock: any LoopClock { get }

  /// Shows `buffer` (its cells and cursor); a real terminal writes only what changed.
  func present(_ buffer: CellBuffer)

  /// Waits for the next event, at most `timeout` (nil: as long as it takes), and returns
  /// early when `wakeUp` is signalled.
  ///
  /// An idle program waits here without using the processor: a real terminal blocks on its
  /// input and `wakeUp`'s pipe together, never polling.
  ///
  /// - Returns: the event; ``TerminalWait/timedOut`` once `timeout` has passed on
  ///   ``clock``; ``TerminalWait/woken`` when `wakeUp` was signalled (the signal is taken);
  ///   ``TerminalWait/ended`` when input has ended (a headless script ran out).
  func nextEvent(timeout: Duration?, wakeUp: WakeUp) -> TerminalWait

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

  /// Asks the terminal for the mouse reports `tracking` names, from the next event on.
  ///
  /// The run loop calls it with what the screen on top wants (``MouseTracking``), each time
  /// that changes; a terminal that leaves the mouse to the user (`--no-mouse`) ignores it.
  func setMouseTracking(_ tracking: MouseTracking)
}

/// How a terminal's wait for the next event ended.
public enum TerminalWait: Hashable, Sendable {
  /// An event arrived.
  case event(InputEvent)
  /// The timeout passed with no event.
  case timedOut
  /// The loop was woken (``WakeUp/signal()``): work was handed to it.
  case woken
  /// Input has ended: a headless script ran out, or the terminal was given back.
  case ended
}

extension Terminal {
  public var clock: any LoopClock { SystemClock.shared }
  public func pendingEvent() -> InputEvent? { nil }
  public func invalidate() {}
  public func suspend() {}
  public func copyToClipboard(_ text: String) {}
  public func setMouseTracking(_ tracking: MouseTracking) {}

  /// Waits as long as it takes for the next event, ignoring wake-ups; nil when input has
  /// ended.
  public func nextEvent() -> InputEvent? {
    while true {
      switch nextEvent(timeout: nil, wakeUp: neverSignalled) {
      case .event(let event): return event
      case .ended: return nil
      case .timedOut, .woken: continue
      }
    }
  }
}

/// A wake-up nobody can signal, for waits that only want input.
private let neverSignalled = WakeUp()
