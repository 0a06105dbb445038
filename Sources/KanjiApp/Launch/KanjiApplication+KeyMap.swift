import TermCore
import TermUI

/// The app's own actions, beside the library's.
extension KeyAction {
  /// Star or unstar the kanji on screen (or the selected row's).
  public static let toggleStar = KeyAction("toggleStar")
  /// Show All Kanji in its next order.
  public static let nextOrder = KeyAction("nextOrder")
  /// Copy the kanji or word on screen, with its readings, to the clipboard.
  public static let copyEntry = KeyAction("copyEntry")
  /// Open the variant forms of the kanji on screen.
  public static let openVariants = KeyAction("openVariants")
}

/// The app's own contexts, beside the library's.
extension KeyContext {
  /// Screens whose kanji can be starred.
  public static let stars = KeyContext("stars", heading: "Stars")
  /// Lists that can be shown in several orders.
  public static let ordering = KeyContext("ordering", heading: "Order")
  /// Pages of one kanji or word, which can be copied.
  public static let clipboard = KeyContext("clipboard", heading: "Clipboard")
  /// Kanji pages whose kanji has variant forms in the dictionary.
  public static let variants = KeyContext("variants", heading: "Variants")
}

extension KanjiApplication {
  /// Every key of the app: the library's standard map and the app's own keys, with their
  /// descriptions. The `?` help is drawn from it and the manual page's KEYS section is
  /// checked against it.
  public static var keyMap: KeyMap {
    // The library's `/` says only "filter as you type"; here it says what a search takes.
    let standard = KeyMap.standard.bindings.map { binding in
      var binding = binding
      if binding.action == .filter { binding.description = searchDescription }
      return binding
    }
    return KeyMap(standard).adding(appBindings)
  }

  /// What `/` takes, in the help overlay and the manual page.
  static let searchDescription =
    "search: romaji, kana, kanji, English; any form"

  /// The keys the app adds to the standard map.
  static let appBindings: [KeyBinding] = [
    KeyBinding(
      [.character("s")], .toggleStar, in: .stars,
      "star or unstar the kanji or word (asks you to sign in first when signed out)"),
    KeyBinding(
      [.character("o")], .nextOrder, in: .ordering,
      "next order of All Kanji: school grade, frequency, stroke count, JLPT N5 to N1"),
    KeyBinding(
      [.character("y")], .copyEntry, in: .clipboard,
      "copy the kanji or word and its readings to the clipboard (OSC 52)"),
    KeyBinding(
      [.character("v")], .openVariants, in: .variants,
      "open the kanji's variant form (several are listed to choose from)"),
  ]
}
