/// Turns the presses and releases a terminal reports into clicks and double clicks.
///
/// Terminals report a button going down and coming up; what a user means is a click. A
/// release on the cell of the press before it becomes a ``MouseEvent/Kind/click``; a click
/// on the cell of the click before it, within ``doubleClickInterval``, a
/// ``MouseEvent/Kind/doubleClick``. A press dragged off its cell (``MouseEvent/Kind/drag``,
/// reported only while a screen asks for ``MouseTracking/drags``) ends in a release, even if
/// the pointer came back: it drew a line, it did not click. A pure value: the caller passes the time, so a test
/// needs no clock.
public struct MouseClickDetector: Sendable {
  /// The longest time between two clicks of a double click, in seconds (as in most desktops).
  public var doubleClickInterval: Double

  private var pressed: MouseEvent?
  /// Whether the pointer was dragged off the pressed cell.
  private var pressedMoved = false
  private var lastClick: (event: MouseEvent, time: Double)?

  /// Creates a detector.
  public init(doubleClickInterval: Double = 0.4) {
    self.doubleClickInterval = doubleClickInterval
  }

  /// The event to deliver for `event`, a press, release or wheel as the terminal reported
  /// it at `time` (seconds, any monotonic origin).
  public mutating func resolve(_ event: MouseEvent, at time: Double) -> MouseEvent {
    switch event.kind {
    case .press:
      pressed = event
      pressedMoved = false
      return event
    case .drag:
      if let pressed, pressed.position != event.position { pressedMoved = true }
      return event
    case .release:
      defer { pressed = nil }
      guard let pressed, !pressedMoved, pressed.position == event.position, pressed.button == event.button else {
        lastClick = nil
        return event
      }
      var click = event
      click.kind = .click
      // Some terminals do not say which button came up: it is the one that went down.
      click.button = pressed.button
      if let last = lastClick, last.event.position == click.position, last.event.button == click.button,
        time - last.time <= doubleClickInterval
      {
        click.kind = .doubleClick
        // A third click starts again rather than making another double click.
        lastClick = nil
      } else {
        lastClick = (click, time)
      }
      return click
    default:
      return event
    }
  }
}
