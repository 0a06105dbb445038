/// A key the user pressed.
///
/// Printable characters arrive as ``character(_:)`` (one grapheme, which may be `é`, a CJK
/// ideograph or an emoji); everything else has its own case. Control letters are ``control(_:)`` with the
/// lower-case letter, except those with keys of their own: Ctrl-I is ``tab``, Ctrl-M and
/// Ctrl-J are ``enter``, Ctrl-[ is ``escape``, Ctrl-H is ``backspace``.
public enum Key: Hashable, Sendable {
  case character(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown
  case insert, delete
  case enter, escape, tab, backTab, backspace
  /// F1 to F12 (ncurses reports up to F63; those are kept too).
  case function(Int)
  /// Ctrl and a letter, `a` to `z`.
  case control(Character)

  /// The key's name in key scripts and help: `j`, `<Enter>`, `<C-c>`, `<F5>`.
  public var scriptName: String {
    switch self {
    case .character(" "): "<Space>"
    case .character("<"): "<lt>"
    case .character(let c): String(c)
    case .up: "<Up>"
    case .down: "<Down>"
    case .left: "<Left>"
    case .right: "<Right>"
    case .home: "<Home>"
    case .end: "<End>"
    case .pageUp: "<PgUp>"
    case .pageDown: "<PgDn>"
    case .insert: "<Ins>"
    case .delete: "<Del>"
    case .enter: "<Enter>"
    case .escape: "<Esc>"
    case .tab: "<Tab>"
    case .backTab: "<S-Tab>"
    case .backspace: "<BS>"
    case .function(let n): "<F\(n)>"
    case .control(let c): "<C-\(c)>"
    }
  }

  /// The key for a control byte 0x00–0x1F or 0x7F as a terminal sends it, if it is one.
  public static func fromControlByte(_ byte: UInt32) -> Key? {
    switch byte {
    case 0x09: .tab
    case 0x0A, 0x0D: .enter
    case 0x1B: .escape
    case 0x08, 0x7F: .backspace
    case 0x01...0x1A: .control(Character(UnicodeScalar(UInt8(byte + 0x60))))
    case 0x00: .control("@")
    default: nil
    }
  }
}
