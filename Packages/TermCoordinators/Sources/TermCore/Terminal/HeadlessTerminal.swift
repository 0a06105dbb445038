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
  public private(set) var pendingEvents: [InputEvent] {
    didSet { arrivesWithPrevious = Array(arrivesWithPrevious.suffix(pendingEvents.count)) }
  }
  /// For each pending event, whether it arrives together with the one before it (a paste).
  private var arrivesWithPrevious: [Bool] = []
  /// Every frame presented so far, oldest first (only the last `frameLimit` are kept).
  public private(set) var frames: [CellBuffer] = []
  /// How many frames to keep; long fuzz runs keep few.
  public var frameLimit: Int
  /// How many times ``invalidate()`` and ``suspend()`` were called.
  public private(set) var invalidations = 0
  public private(set) var suspensions = 0
  /// Every text sent to the clipboard (``copyToClipboard(_:)``), oldest first.
  public private(set) var clipboard: [String] = []

  /// Creates a headless terminal of `size` that will deliver `events` in order.
  public init(size: Size, events: [InputEvent] = [], frameLimit: Int = 1_000) {
    self.size = size
    self.pendingEvents = events
    self.arrivesWithPrevious = Array(repeating: false, count: events.count)
    self.frameLimit = max(1, frameLimit)
  }

  /// Creates a headless terminal of `size` that will deliver the events of a key script.
  public convenience init(size: Size, script: String) throws(KeyScript.ParseError) {
    self.init(size: size, events: try KeyScript.parse(script))
  }

  /// The last frame presented.
  public var lastFrame: CellBuffer? { frames.last }

  /// Adds events to deliver after those already pending.
  ///
  /// - Parameter together: whether they arrive all at once, as a paste or a burst of typing
  ///   does: the application then handles them all before it draws again. By default each
  ///   arrives on its own, as a person types.
  public func enqueue(_ events: [InputEvent], together: Bool = false) {
    let joined = events.indices.map { together && $0 > 0 }
    pendingEvents.append(contentsOf: events)
    arrivesWithPrevious = Array(arrivesWithPrevious.prefix(pendingEvents.count - events.count)) + joined
  }

  /// Adds the events of a key script.
  public func enqueue(script: String) throws(KeyScript.ParseError) {
    enqueue(try KeyScript.parse(script))
  }

  /// Queues a resize to be delivered next; ``size`` changes when it is delivered.
  public func resize(to newSize: Size) {
    let joined = arrivesWithPrevious
    pendingEvents.insert(.resize(newSize), at: 0)
    arrivesWithPrevious = [false] + joined
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

  public func pendingEvent() -> InputEvent? {
    guard arrivesWithPrevious.first == true else { return nil }
    return nextEvent()
  }

  public func invalidate() { invalidations += 1 }

  public func suspend() { suspensions += 1 }

  public func copyToClipboard(_ text: String) { clipboard.append(text) }
}
