import TermCore

/// The key bindings of an application, as data.
///
/// Every view, container and the run loop asks the map what a key means in its
/// ``KeyContext``; help overlays list ``bindings(in:)`` and a test keeps the manual page's
/// KEYS section in step with ``standard``.
public struct KeyMap: Hashable, Sendable {
  /// All bindings, in the order help lists them.
  public var bindings: [KeyBinding] {
    didSet { hintNames = Self.hintNames(of: bindings) }
  }

  /// The hint name of each action's first key, by context: hints and headers are built on
  /// every frame, and a search of the bindings for each cost more than the rest of a hint bar.
  private var hintNames: [ActionInContext: String]

  private struct ActionInContext: Hashable, Sendable {
    let action: KeyAction
    let context: KeyContext
  }

  /// Creates a key map from bindings.
  public init(_ bindings: [KeyBinding]) {
    self.bindings = bindings
    hintNames = Self.hintNames(of: bindings)
  }

  private static func hintNames(of bindings: [KeyBinding]) -> [ActionInContext: String] {
    var names: [ActionInContext: String] = [:]
    for binding in bindings {
      let key = ActionInContext(action: binding.action, context: binding.context)
      // The first binding of an action in a context names it, as `action(for:in:)` finds it.
      if names[key] == nil, let first = binding.keys.first { names[key] = first.hintName }
    }
    return names
  }

  /// The hint name of the first key bound to `action` in `context` (see `keyName(of:in:)`).
  func hintName(of action: KeyAction, in context: KeyContext) -> String? {
    hintNames[ActionInContext(action: action, context: context)]
  }

  /// The action `key` triggers in `context`, if any.
  public func action(for key: Key, in context: KeyContext) -> KeyAction? {
    for binding in bindings where binding.context == context && binding.keys.contains(key) {
      return binding.action
    }
    return nil
  }

  /// The contexts that have bindings, in the order they first appear in the map.
  ///
  /// A manual page or a configuration file lists the keys context by context in this order.
  public var contexts: [KeyContext] {
    var seen = Set<KeyContext>()
    return bindings.map(\.context).filter { seen.insert($0).inserted }
  }

  /// The map with `extra` bindings after this map's own.
  ///
  /// An app builds its map from ``standard`` and its own keys:
  /// `KeyMap.standard.adding([KeyBinding([.character("f")], .favourite, in: .favourites, "mark as favourite")])`.
  public func adding(_ extra: [KeyBinding]) -> KeyMap {
    KeyMap(bindings + extra)
  }

  /// The bindings of the given contexts, in map order, contexts in the order given.
  public func bindings(in contexts: [KeyContext]) -> [KeyBinding] {
    var seen = Set<KeyContext>()
    var out: [KeyBinding] = []
    for context in contexts where seen.insert(context).inserted {
      out += bindings.filter { $0.context == context }
    }
    return out
  }

  /// The number of the tab a digit key selects (1-based), or nil.
  public static func tabNumber(for key: Key) -> Int? {
    guard case .character(let c) = key, let digit = c.wholeNumberValue, c.isASCII, digit >= 1 else {
      return nil
    }
    return digit
  }

  /// The default map (ARCHITECTURE "Input and keys").
  public static let standard = KeyMap([
    KeyBinding([.character("j"), .down], .moveDown, in: .list, "move down"),
    KeyBinding([.character("k"), .up], .moveUp, in: .list, "move up"),
    KeyBinding([.character("g"), .home], .first, in: .list, "first row"),
    KeyBinding([.character("G"), .end], .last, in: .list, "last row"),
    KeyBinding([.pageDown, .control("f")], .pageDown, in: .list, "page down"),
    KeyBinding([.pageUp, .control("b")], .pageUp, in: .list, "page up"),
    KeyBinding([.control("d")], .halfPageDown, in: .list, "half a page down"),
    KeyBinding([.control("u")], .halfPageUp, in: .list, "half a page up"),
    KeyBinding([.enter, .character("l"), .right], .open, in: .list, "open the selected row"),
    KeyBinding([.character("/")], .filter, in: .list, "filter as you type"),

    KeyBinding([.character("j"), .down], .moveDown, in: .detail, "scroll down, then into the list"),
    KeyBinding([.character("k"), .up], .moveUp, in: .detail, "scroll up, then out of the list"),
    KeyBinding([.character("g"), .home], .first, in: .detail, "top"),
    KeyBinding([.character("G"), .end], .last, in: .detail, "bottom"),
    KeyBinding([.pageDown, .control("f")], .pageDown, in: .detail, "page down"),
    KeyBinding([.pageUp, .control("b")], .pageUp, in: .detail, "page up"),
    KeyBinding([.control("d")], .halfPageDown, in: .detail, "half a page down"),
    KeyBinding([.control("u")], .halfPageUp, in: .detail, "half a page up"),
    KeyBinding([.enter, .character("l"), .right], .open, in: .detail, "open the selected row"),

    KeyBinding([.enter], .submit, in: .filter, "keep the filter and go back to the list"),
    KeyBinding([.escape], .cancel, in: .filter, "clear the filter"),

    KeyBinding([.tab], .nextField, in: .textField, "next field"),
    KeyBinding([.backTab], .previousField, in: .textField, "previous field or step"),
    KeyBinding([.enter], .submit, in: .textField, "submit"),
    KeyBinding([.escape], .cancel, in: .textField, "cancel"),

    KeyBinding([.right, .tab, .character("l")], .nextButton, in: .alert, "next button"),
    KeyBinding([.left, .backTab, .character("h")], .previousButton, in: .alert, "previous button"),
    KeyBinding([.enter, .character(" ")], .press, in: .alert, "press the selected button"),
    KeyBinding([.escape], .cancel, in: .alert, "cancel"),

    KeyBinding(
      [.escape, .character("h"), .left, .backspace], .back, in: .navigation, "back; clears a typed filter first"),
    KeyBinding([.character("q")], .backOrQuit, in: .navigation, "back, or quit at a tab's root"),

    KeyBinding(
      (1...9).map { .character(Character(String($0))) }, .selectTab, in: .tabs,
      "select a tab; pressed again, back to its root", keyLabel: "1-9"),
    KeyBinding([.tab], .nextTab, in: .tabs, "next tab"),
    KeyBinding([.backTab], .previousTab, in: .tabs, "previous tab"),

    KeyBinding([.escape, .character("q")], .cancel, in: .modal, "cancel the dialog"),

    KeyBinding([.character("?")], .help, in: .global, "show or hide this help"),
    KeyBinding([.character("q")], .backOrQuit, in: .global, "quit at a tab's root"),
    KeyBinding([.character("Q"), .control("c")], .quit, in: .global, "quit from anywhere"),
    KeyBinding([.control("l")], .redraw, in: .global, "redraw the screen"),
    KeyBinding([.control("z")], .suspend, in: .global, "suspend to the shell"),
  ])
}
