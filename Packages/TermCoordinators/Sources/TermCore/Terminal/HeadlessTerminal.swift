/// A terminal with no TTY: a fixed (but resizable) size, scripted input, captured frames,
/// and a clock that moves only when the script says so.
///
/// Tests and headless tools (an app's `snapshot` command) drive an application through it
/// and read what it would have shown:
///
/// ```swift
/// let terminal = try HeadlessTerminal(size: Size(width: 80, height: 24), script: "jj<wait 2s><Enter>")
/// app.run(on: terminal)
/// print(terminal.lastFrame?.snapshotText() ?? "")
/// ```
///
/// A `<wait 2s>` step moves ``clock`` forward: the loop's timers that fall due meanwhile
/// fire in order, each at its own time, and the script goes on when the two seconds are up.
/// When the script has run out, input has ended (``TerminalWait/ended``): time does not
/// pass by itself.
public final class HeadlessTerminal: Terminal {
  /// The current size; a scripted ``InputEvent/resize(_:)`` changes it before delivery.
  public private(set) var size: Size
  /// The clock of the loop that runs on this terminal; only waits in the script move it.
  public let virtualClock: VirtualClock
  /// Steps not yet taken (events and waits), with whether each event arrives together
  /// with the one before it (a paste).
  private var steps: [(step: KeyScript.Step, together: Bool)] = []
  /// Every frame presented so far, oldest first (only the last `frameLimit` are kept).
  public private(set) var frames: [CellBuffer] = []
  /// How many frames to keep; long fuzz runs keep few.
  public var frameLimit: Int
  /// How many times ``invalidate()`` was called.
  public private(set) var invalidations = 0
  /// How many times ``suspend()`` was called.
  public private(set) var suspensions = 0
  /// Every text sent to the clipboard (``copyToClipboard(_:)``), oldest first.
  public private(set) var clipboard: [String] = []
  /// The mouse reports asked for last (``setMouseTracking(_:)``); a test sends `<drag x,y>`
  /// events whatever it says, as a terminal that ignores the request would.
  public private(set) var mouseTracking: MouseTracking = .clicks
  /// Every change of ``mouseTracking`` asked for, oldest first.
  public private(set) var mouseTrackingChanges: [MouseTracking] = []

  /// Creates a headless terminal of `size` that will deliver `events` in order.
  ///
  /// - Parameter clock: the clock the loop reads; waits in the script move it.
  public init(size: Size, events: [InputEvent] = [], frameLimit: Int = 1_000, clock: VirtualClock = VirtualClock()) {
    self.size = size
    self.virtualClock = clock
    self.frameLimit = max(1, frameLimit)
    enqueue(events)
  }

  /// Creates a headless terminal of `size` that will take the steps of a key script
  /// (events and `<wait …>`s).
  public convenience init(size: Size, script: String, clock: VirtualClock = VirtualClock()) throws(KeyScript.ParseError)
  {
    self.init(size: size, clock: clock)
    enqueue(steps: try KeyScript.steps(script))
  }

  public var clock: any LoopClock { virtualClock }

  /// Events not yet delivered, in order (the waits between them left out).
  public var pendingEvents: [InputEvent] {
    steps.compactMap {
      if case .event(let event) = $0.step { return event }
      return nil
    }
  }

  /// The last frame presented.
  public var lastFrame: CellBuffer? { frames.last }

  /// Adds events to deliver after the steps already pending.
  ///
  /// - Parameter together: whether they arrive all at once, as a paste or a burst of typing
  ///   does: the application then handles them all before it draws again. By default each
  ///   arrives on its own, as a person types.
  public func enqueue(_ events: [InputEvent], together: Bool = false) {
    steps += events.enumerated().map { (.event($0.element), together && $0.offset > 0) }
  }

  /// Adds steps (events and waits) after those already pending.
  public func enqueue(steps more: [KeyScript.Step]) {
    steps += more.map { ($0, false) }
  }

  /// Adds the steps of a key script.
  public func enqueue(script: String) throws(KeyScript.ParseError) {
    enqueue(steps: try KeyScript.steps(script))
  }

  /// Queues a resize to be delivered next; ``size`` changes when it is delivered.
  public func resize(to newSize: Size) {
    steps.insert((.event(.resize(newSize)), false), at: 0)
  }

  public func present(_ buffer: CellBuffer) {
    frames.append(buffer)
    if frames.count > frameLimit { frames.removeFirst(frames.count - frameLimit) }
  }

  /// Takes the next step: delivers an event, or lets a wait's time pass up to `timeout`.
  ///
  /// A wakeup already signalled comes first (work handed over from another thread is
  /// there). A wait longer than `timeout` moves the clock by `timeout` and is kept with
  /// what is left of it; a shorter one moves the clock by all of it and the next step is
  /// taken.
  public func nextEvent(timeout: Duration?, wakeUp: WakeUp) -> TerminalWait {
    if wakeUp.drain() { return .woken }
    var waited = Duration.zero
    while let first = steps.first {
      switch first.step {
      case .event(let event):
        steps.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return .event(event)
      case .wait(let duration):
        if let timeout, duration >= timeout - waited {
          let slice = max(.zero, timeout - waited)
          virtualClock.advance(by: slice)
          steps[0].step = .wait(duration - slice)
          if duration == slice { steps.removeFirst() }
          return .timedOut
        }
        virtualClock.advance(by: duration)
        waited += duration
        steps.removeFirst()
      }
    }
    return .ended
  }

  public func pendingEvent() -> InputEvent? {
    guard let first = steps.first, first.together, case .event(let event) = first.step else { return nil }
    steps.removeFirst()
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  public func invalidate() { invalidations += 1 }

  public func suspend() { suspensions += 1 }

  public func copyToClipboard(_ text: String) { clipboard.append(text) }

  public func setMouseTracking(_ tracking: MouseTracking) {
    mouseTracking = tracking
    mouseTrackingChanges.append(tracking)
  }
}
