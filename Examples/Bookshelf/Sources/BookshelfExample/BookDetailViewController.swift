import TermCore
import TermUI

/// A book's page, which also answers to the app's own `favourite` key.
///
/// It lists ``TermUI/KeyContext/favourites`` among its contexts, so the `?` overlay shows
/// that key under "Favourites" while this page has the keyboard; the key itself is looked
/// up in the screen's key map, which the coordinator sets to ``TermUI/KeyMap/bookshelf``.
public final class BookDetailViewController: DetailViewController {
  /// The user asked to mark or unmark the book as a favourite.
  public var onFavourite: (() -> Void)?

  public override var keyContexts: [KeyContext] {
    [.favourites] + super.keyContexts
  }

  public override var keyHints: [KeyHint] {
    super.keyHints + [KeyHint("f", "favourite")]
  }

  public override func handle(_ event: InputEvent) -> EventResult {
    if case .key(let key) = event, keyMap.action(for: key, in: .favourites) == .favourite {
      onFavourite?()
      return .handled
    }
    return super.handle(event)
  }
}
