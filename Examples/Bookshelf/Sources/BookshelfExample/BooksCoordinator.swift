import Coordinators
import TermUI

/// The Books tab: the shelf as a list, a page per book, and the "Add a book" flow.
///
/// Its screens are built from ``ShelfRoute`` values in ``destination(for:)``, the one
/// place that turns a route into a screen, so opening a row, a deep link and a restored
/// state all build the same page.
public final class BooksCoordinator: RoutedNavigationCoordinator<ShelfRoute> {
  /// The books shown.
  public let shelf: Shelf
  /// How the last "Add a book" flow ended, for tests and the screen.
  public private(set) var lastAddition: ModalResult<Book>?

  /// Creates the tab over `shelf`.
  public init(shelf: Shelf) {
    self.shelf = shelf
    super.init(title: "Books")
  }

  public override func start() {
    do {
      try apply([.books])
    } catch {
      notify(error, while: "Cannot show the books")
    }
  }

  /// The list, and a book's page above it; About is not shown here.
  public override func stack(showing route: ShelfRoute) -> [ShelfRoute]? {
    switch route {
    case .books: [.books]
    case .book: [.books, route]
    case .about: nil
    }
  }

  public override func destination(for route: ShelfRoute) throws(RouteError) -> StackItem {
    switch route {
    case .books:
      return StackItem(makeList())
    case .book(let id):
      guard let book = shelf.book(id: id) else {
        throw .invalid(route.route, reason: "there is no book \(id) on the shelf")
      }
      let detail = BookDetailCoordinator(book: book, shelf: shelf)
      return StackItem(detail.makeScreen(), owner: detail)
    case .about:
      throw .unknown(route.route)
    }
  }

  /// Presents "Add a book"; a finished flow puts the book on the shelf and opens it.
  public func startAddingBook() {
    do {
      try present(AddBookCoordinator(id: shelf.nextID)) { [weak self] result in
        guard let self else { return }
        lastAddition = result
        guard case .finished(let book) = result else { return }
        shelf.add(book)
        do {
          try open(.book(id: book.id))
        } catch {
          notify(error, while: "The book was added but cannot be shown")
        }
      }
    } catch {
      notify(error, while: "Cannot add a book")
    }
  }

  private func makeList() -> ListViewController {
    let source = ClosureListDataSource(count: { [unowned self] in shelf.books.count + 1 }) { [unowned self] index in
      guard index < shelf.books.count else { return ListRow(["Add a book…", ""], opens: true) }
      let book = shelf.books[index]
      let star = shelf.isFavourite(book.id) ? "★ " : ""
      return ListRow([star + book.title, book.author], opens: true)
    }
    let list = ListViewController(
      title: "Books", dataSource: source, columns: [ListColumn(.fill), ListColumn(.fixed(20))])
    list.onOpen = { [unowned self] index in
      guard index < shelf.books.count else { return startAddingBook() }
      do {
        try open(.book(id: shelf.books[index].id))
      } catch {
        notify(error, while: "Cannot open the book")
      }
    }
    return list
  }
}
