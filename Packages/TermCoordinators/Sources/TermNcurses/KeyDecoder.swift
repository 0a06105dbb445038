import CNcurses
import TermCore

/// Turns what `get_wch` returns into ``InputEvent``s.
///
/// A pure function of the return code and the value, so every encoding is tested without
/// a terminal: the several Backspaces (`KEY_BACKSPACE`, DEL, Ctrl-H), `KEY_BTAB`, keypad
/// Enter, function keys. Codes ncurses does not know and values that are not Unicode
/// scalars (invalid input bytes) give nil and are ignored.
public enum KeyDecoder {
  /// The key code the terminal's paste-start marker (`ESC [ 200 ~`) is defined as.
  public static let pasteStartCode: Int32 = KEY_MAX + 1
  /// The key code of the paste-end marker (`ESC [ 201 ~`).
  public static let pasteEndCode: Int32 = KEY_MAX + 2
  /// The key code the start of an SGR mouse report (`ESC [ <`) is defined as.
  public static let mouseCode: Int32 = KEY_MAX + 3

  /// The mouse event of an SGR (mode 1006) report, given what follows `ESC [ <`: the
  /// button code, column and row (from 1) and the final `M` (press) or `m` (release), as
  /// in `0;12;3M`; nil for a report that is malformed or means nothing here (motion, a
  /// horizontal wheel).
  ///
  /// The button code holds the button in its low two bits, Shift (4), Alt (8), Control
  /// (16), motion (32) and the wheel (64: up, 65: down).
  public static func decodeSGRMouse(_ report: String) -> MouseEvent? {
    guard let final = report.last, final == "M" || final == "m" else { return nil }
    let numbers = report.dropLast().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
      code >= 0, column >= 1, row >= 1
    else { return nil }
    var modifiers: MouseEvent.Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let position = Point(x: column - 1, y: row - 1)
    // Motion is not asked for; a terminal that sends it anyway is not answered.
    if code & 32 != 0 { return nil }
    if code & 64 != 0 {
      switch code & 3 {
      case 0: return MouseEvent(.wheelUp, at: position, modifiers: modifiers)
      case 1: return MouseEvent(.wheelDown, at: position, modifiers: modifiers)
      default: return nil
      }
    }
    if code & 128 != 0 { return nil }  // buttons 8 to 11: back, forward…
    let button: MouseEvent.Button
    switch code & 3 {
    case 0: button = .left
    case 1: button = .middle
    case 2: button = .right
    default: button = .left  // "some button came up", in reports that do not say which
    }
    return MouseEvent(final == "M" ? .press : .release, at: position, button: button, modifiers: modifiers)
  }

  /// The event for a `get_wch` result, or nil when it should be ignored.
  ///
  /// - Parameters:
  ///   - returnCode: `OK` for a character, `KEY_CODE_YES` for a function key code.
  ///   - value: the character or key code.
  ///   - size: the terminal's size, reported with `KEY_RESIZE`.
  public static func decode(returnCode: Int32, value: UInt32, size: () -> Size) -> InputEvent? {
    if returnCode == cn_key_code_yes() { return decodeKeyCode(Int32(bitPattern: value), size: size) }
    guard returnCode == cn_ok() else { return nil }
    if value < 0x20 || value == 0x7F { return Key.fromControlByte(value).map { .key($0) } }
    guard value < 0x80 || value >= 0xA0, let scalar = Unicode.Scalar(value) else { return nil }
    return .key(.character(Character(scalar)))
  }

  static func decodeKeyCode(_ code: Int32, size: () -> Size) -> InputEvent? {
    if code >= cn_key_f(1) && code <= cn_key_f(63) { return .key(.function(Int(code - cn_key_f(0)))) }
    let key: Key
    switch code {
    case KEY_RESIZE: return .resize(size())
    case KEY_UP: key = .up
    case KEY_DOWN: key = .down
    case KEY_LEFT, KEY_SLEFT: key = .left
    case KEY_RIGHT, KEY_SRIGHT: key = .right
    case KEY_HOME, KEY_SHOME, KEY_A1: key = .home
    case KEY_END, KEY_SEND, KEY_LL, KEY_C1: key = .end
    case KEY_PPAGE, KEY_A3: key = .pageUp
    case KEY_NPAGE, KEY_C3: key = .pageDown
    case KEY_IC: key = .insert
    case KEY_DC: key = .delete
    case KEY_BACKSPACE: key = .backspace
    case KEY_ENTER: key = .enter
    case KEY_BTAB: key = .backTab
    default: return nil
    }
    return .key(key)
  }
}
