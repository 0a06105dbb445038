/// Something that happened at the terminal: a key, text, the mouse, a new size or a request
/// to stop.
public enum InputEvent: Hashable, Sendable {
  /// One key press.
  case key(Key)
  /// Several characters at once (a paste or an input method's commit).
  case text(String)
  /// A click, a press, a release or a turn of the wheel.
  case mouse(MouseEvent)
  /// The terminal now has this size.
  case resize(Size)
  /// The process was asked to stop (SIGTERM, SIGHUP, SIGINT): save and quit.
  case terminate(signal: Int32)

  /// The printable character of a ``Key/character(_:)`` key, else nil.
  public var character: Character? {
    if case .key(.character(let c)) = self { return c }
    return nil
  }
}
