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
  /// The key code the start of a private mode's report (`ESC [ ?`, DECRQM's answer) is
  /// defined as.
  public static let modeReportCode: Int32 = KEY_MAX + 4

  /// The mouse event of an SGR (mode 1006) report, given what follows `ESC [ <`: the
  /// button code, column and row (from 1) and the final `M` (press, or a move with a button
  /// held) or `m` (release), as in `0;12;3M`; nil for a report that is malformed or means
  /// nothing here (a move with no button held, a horizontal wheel).
  ///
  /// The button code holds the button in its low two bits, Shift (4), Alt (8), Control
  /// (16), motion (32: a ``TermCore/MouseEvent/Kind/drag``, sent in mode 1002) and the wheel
  /// (64: up, 65: down).
  ///
  /// - Parameter cellPixels: the size of a cell in pixels when the terminal reports pixels
  ///   (SGR-Pixels, mode 1016): the two numbers are then pixels from 1 at the top left, and
  ///   the event carries the ``TermCore/MouseEvent/finePosition`` they give. Nil for cells.
  public static func decodeSGRMouse(_ report: String, cellPixels: Size? = nil) -> MouseEvent? {
    guard let final = report.last, final == "M" || final == "m" else { return nil }
    let numbers = report.dropLast().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
      code >= 0, column >= 1, row >= 1
    else { return nil }
    var modifiers: MouseEvent.Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    var fine: FinePoint?
    let position: Point
    if let cellPixels, cellPixels.width > 0, cellPixels.height > 0 {
      let point = FinePoint(
        x: Double(column - 1) / Double(cellPixels.width), y: Double(row - 1) / Double(cellPixels.height))
      fine = point
      position = point.cell
    } else {
      position = Point(x: column - 1, y: row - 1)
    }
    if code & 64 != 0 {
      // A wheel turned while a button is held still scrolls.
      switch code & 3 {
      case 0: return MouseEvent(.wheelUp, at: position, modifiers: modifiers, finePosition: fine)
      case 1: return MouseEvent(.wheelDown, at: position, modifiers: modifiers, finePosition: fine)
      default: return nil
      }
    }
    if code & 128 != 0 { return nil }  // buttons 8 to 11: back, forward…
    let button: MouseEvent.Button
    switch code & 3 {
    case 0: button = .left
    case 1: button = .middle
    case 2: button = .right
    default:
      // A move with no button held (mode 1003, not asked for) is not answered.
      if code & 32 != 0 { return nil }
      button = .left  // "some button came up", in reports that do not say which
    }
    let kind: MouseEvent.Kind = code & 32 != 0 ? .drag : final == "M" ? .press : .release
    return MouseEvent(kind, at: position, button: button, modifiers: modifiers, finePosition: fine)
  }

  /// The mode a DECRQM answer (`ESC [ ? 1016 ; 1 $ y`) is about and whether the terminal
  /// knows it, given what follows `ESC [ ?`: `1016;1$y`; nil for anything else.
  ///
  /// The state is 1 (set) or 2 (reset) for a mode the terminal has, 3 or 4 for one fixed
  /// set or reset, 0 for one it does not know: only 1 and 2 say it can be turned on.
  public static func decodeModeReport(_ report: String) -> (mode: Int, canBeSet: Bool)? {
    guard report.hasSuffix("$y") else { return nil }
    let numbers = report.dropLast(2).split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.count == 2, let mode = numbers[0], let state = numbers[1], mode >= 0, (0...4).contains(state) else {
      return nil
    }
    return (mode, state == 1 || state == 2)
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
