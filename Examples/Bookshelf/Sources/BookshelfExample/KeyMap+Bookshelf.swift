import TermCore
import TermUI

extension KeyAction {
  /// Mark the book shown as a favourite, or unmark it.
  public static let favourite = KeyAction("favourite")
}

extension KeyContext {
  /// A book's page: the keys that change the book.
  public static let favourites = KeyContext("favourites", heading: "Favourites")
}

extension KeyMap {
  /// The standard keys and the Bookshelf's own; the `?` overlay lists both.
  public static let bookshelf = KeyMap.standard.adding([
    KeyBinding([.character("f")], .favourite, in: .favourites, "mark or unmark the book as a favourite")
  ])
}
