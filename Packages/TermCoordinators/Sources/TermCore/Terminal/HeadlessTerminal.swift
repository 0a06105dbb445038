/// A terminal with no TTY: a fixed (but resizable) size, scripted input, captured frames.
///
/// Tests and `kanji snapshot` drive an application through it and read what it would
/// have shown:
///
/// ```swift
/// let terminal = try HeadlessTerminal(size: Size(width: 80, height: 24), script: "jj<Enter>")
/// app.run(on: terminal)
/// print(terminal.lastFrame?.snapshotText() ?? "")
/// ```
public final class HeadlessTerminal: Terminal {
  /// The current size; a scripted ``InputEvent/resize(_:)`` changes it before delivery.
  public private(set) var size: Size
  /// Events not yet delivered.
  public private(set) var pendingEvents: [InputEvent]
  /// Every frame presented so far, oldest first (only the last `frameLimit` are kept).
  public private(set) var frames: [CellBuffer] = []
  /// How many frames to keep; long fuzz runs keep few.
  public var frameLimit: Int
  /// How many times ``invalidate()`` and ``suspend()`` were called.
  public private(set) var invalidations = 0
  public private(set) var suspensions = 0

  /// Creates a headless terminal of `size` that will deliver `events` in order.
  public init(size: Size, events: [InputEvent] = [], frameLimit: Int = 1_000) {
    self.size = size
    self.pendingEvents = events
    self.frameLimit = max(1, frameLimit)
  }

  /// Creates a headless terminal of `size` that will deliver the events of a key script.
  public convenience init(size: Size, script: String) throws(KeyScript.ParseError) {
    self.init(size: size, events: try KeyScript.parse(script))
  }

  /// The last frame presented.
  public var lastFrame: CellBuffer? { frames.last }

  /// Adds events to deliver after those already pending.
  public func enqueue(_ events: [InputEvent]) {
    pendingEvents.append(contentsOf: events)
  }

  /// Adds the events of a key script.
  public func enqueue(script: String) throws(KeyScript.ParseError) {
    enqueue(try KeyScript.parse(script))
  }

  /// Queues a resize to be delivered next; ``size`` changes when it is delivered.
  public func resize(to newSize: Size) {
    pendingEvents.insert(.resize(newSize), at: 0)
  }

  public func present(_ buffer: CellBuffer) {
    frames.append(buffer)
    if frames.count > frameLimit { frames.removeFirst(frames.count - frameLimit) }
  }

  public func nextEvent() -> InputEvent? {
    guard !pendingEvents.isEmpty else { return nil }
    let event = pendingEvents.removeFirst()
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  public func invalidate() { invalidations += 1 }

  public func suspend() { suspensions += 1 }
}
