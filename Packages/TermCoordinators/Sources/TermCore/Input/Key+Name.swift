/// Keys by the names a person writes in a configuration file: `j`, `ctrl-n`, `f1`,
/// `space`, `tab`, `shift-tab`, `enter`, `esc`, `pagedown`.
extension Key {
  /// Reads a key name: one character stands for itself (`j`, `G`, `?`, `é`); longer names
  /// are read without regard to case.
  ///
  /// Named keys: `enter` (`return`), `esc` (`escape`), `tab`, `shift-tab` (`backtab`),
  /// `backspace`, `delete`, `insert`, `up`, `down`, `left`, `right`, `home`, `end`,
  /// `pageup`, `pagedown`, `space`, `f1` to `f63`, and `ctrl-` with a letter (`ctrl-n`;
  /// `ctrl-i`, `ctrl-m` and `ctrl-h` are Tab, Enter and Backspace, as a terminal sends
  /// them). Returns nil for anything else, so a caller can say which name it did not know.
  public init?(name: String) {
    if name.count == 1, let c = name.first, !c.isWhitespace {
      self = .character(c)
      return
    }
    let lower = name.lowercased()
    if let key = Self.names[lower] {
      self = key
      return
    }
    for prefix in ["ctrl-", "c-"] where lower.hasPrefix(prefix) {
      let rest = lower.dropFirst(prefix.count)
      guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter,
        let byte = letter.asciiValue
      else { return nil }
      guard let key = Key.fromControlByte(UInt32(byte - 0x60)) else { return nil }
      self = key
      return
    }
    let digits = lower.dropFirst()
    if lower.hasPrefix("f"), !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits),
      (1...63).contains(n)
    {
      self = .function(n)
      return
    }
    return nil
  }

  /// The key's name as ``init(name:)`` reads it, so that a printed name reads back: `j`,
  /// `ctrl-n`, `f5`, `space`, `shift-tab`.
  public var name: String {
    switch self {
    case .character(" "): "space"
    case .character(let c): String(c)
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .insert: "insert"
    case .delete: "delete"
    case .enter: "enter"
    case .escape: "esc"
    case .tab: "tab"
    case .backTab: "shift-tab"
    case .backspace: "backspace"
    case .function(let n): "f\(n)"
    case .control(let c): "ctrl-\(c)"
    }
  }

  /// The names of the keys that have one, for messages that list what may be written.
  public static let namedKeys =
    "enter, esc, tab, shift-tab, backspace, delete, insert, up, down, left, right, home, end, "
    + "pageup, pagedown, space, f1-f63, ctrl-a to ctrl-z, or one character"

  private static let names: [String: Key] = [
    "enter": .enter, "return": .enter, "cr": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
    "shift-tab": .backTab, "s-tab": .backTab, "backtab": .backTab, "backspace": .backspace, "bs": .backspace,
    "delete": .delete, "del": .delete, "insert": .insert, "ins": .insert, "up": .up, "down": .down,
    "left": .left, "right": .right, "home": .home, "end": .end, "pageup": .pageUp, "pgup": .pageUp,
    "pagedown": .pageDown, "pgdn": .pageDown, "space": .character(" "),
  ]
}
