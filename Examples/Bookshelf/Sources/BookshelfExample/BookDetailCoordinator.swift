import Coordinators
import TermUI

/// One book's page on the Books tab's stack, and what its keys do.
///
/// It owns the page but not the stack: the Books tab pushes the page on its behalf, and
/// the library frees this coordinator when the page leaves the stack, whichever way.
public final class BookDetailCoordinator: BaseCoordinator {
  /// The book shown.
  public let book: Book
  private let shelf: Shelf
  private weak var screen: BookDetailViewController?

  /// Creates the coordinator for `book` on `shelf`.
  public init(book: Book, shelf: Shelf) {
    self.book = book
    self.shelf = shelf
  }

  public override var dumpName: String { "BookDetailCoordinator(\(book.id))" }

  /// The book's page; `f` marks it as a favourite.
  public func makeScreen() -> BookDetailViewController {
    let screen = BookDetailViewController(title: book.title, heading: book.title, sections: sections())
    screen.keyMap = .bookshelf
    screen.onFavourite = { [weak self] in
      self?.toggleFavourite()
    }
    self.screen = screen
    return screen
  }

  private func toggleFavourite() {
    shelf.toggleFavourite(book.id)
    screen?.detailView.sections = sections()
    notify(shelf.isFavourite(book.id) ? "Added to your favourites." : "Removed from your favourites.")
  }

  private func sections() -> [DetailView.Section] {
    [
      .text(title: "Author", body: book.author),
      .text(title: "First published", body: String(book.year)),
      .text(title: "Favourite", body: shelf.isFavourite(book.id) ? "★ yes (f to unmark)" : "no (f to mark)"),
    ]
  }
}
