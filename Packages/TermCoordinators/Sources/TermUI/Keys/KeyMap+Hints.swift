import TermCore

extension KeyMap {
  /// The first key of `action` in `context` as the hint bar names it (`Enter`, `j`, `C-n`),
  /// or nil when the action has no key.
  ///
  /// Hints and headers name keys through this, so that a rebound key shows as it is.
  public func keyName(of action: KeyAction, in context: KeyContext) -> String? {
    hintName(of: action, in: context)
  }

  /// A hint naming the first key of each of `actions` in `context`, joined by `/`:
  /// `hint([.moveDown, .moveUp], in: .list, "move")` is `j/k move` in the standard map;
  /// nil when one of them has no key, so a hint never names a key that does nothing.
  public func hint(_ actions: [KeyAction], in context: KeyContext, _ label: String) -> KeyHint? {
    // Hints are built every frame: the names are put together without an array of them.
    var key = ""
    for (index, action) in actions.enumerated() {
      guard let name = keyName(of: action, in: context) else { return nil }
      key = index == 0 ? name : key + "/" + name
    }
    return KeyHint(key, label)
  }
}

extension Key {
  /// The key's short name in the hint bar: `Enter`, `Esc`, `S-Tab`, `j`, `C-n`, `F5`.
  public var hintName: String {
    switch self {
    case .character(" "): "Space"
    case .character(let c): String(c)
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .insert: "Ins"
    case .delete: "Del"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .backspace: "BS"
    case .function(let n): "F\(n)"
    case .control(let c): "C-\(c)"
    }
  }
}
