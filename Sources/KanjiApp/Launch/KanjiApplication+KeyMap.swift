import TermCore
import TermUI

extension KanjiApplication {
  /// Every key of the app: the library's standard map and the app's own keys, with their
  /// descriptions. The `?` help is drawn from it and the manual page's KEYS section is
  /// checked against it.
  public static var keyMap: KeyMap {
    KeyMap(KeyMap.standard.bindings + appBindings)
  }

  /// The keys the app adds to the standard map.
  static let appBindings: [KeyBinding] = [
    KeyBinding(
      [.character("s")], .toggleMark, in: .marking,
      "star or unstar the kanji (asks you to sign in first when signed out)"),
    KeyBinding(
      [.character("o")], .nextOrder, in: .ordering,
      "next order of All Kanji: school grade, frequency, stroke count, JLPT level"),
  ]
}
