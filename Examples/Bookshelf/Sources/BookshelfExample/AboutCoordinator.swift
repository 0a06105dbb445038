import Coordinators
import TermUI

/// The About tab: what the example is, and the favourite books, each a jump to its page.
public final class AboutCoordinator: RoutedNavigationCoordinator<ShelfRoute> {
  private let shelf: Shelf
  /// The user picked a favourite: the root opens its page on the tab that shows it.
  public var onJump: ((ShelfRoute) -> Void)?

  /// Creates the tab over `shelf`.
  public init(shelf: Shelf) {
    self.shelf = shelf
    super.init(title: "About")
  }

  public override func start() {
    do {
      try apply([.about])
    } catch {
      notify(error, while: "Cannot show About")
    }
  }

  /// About alone; the books are shown on the Books tab.
  public override func stack(showing route: ShelfRoute) -> [ShelfRoute]? {
    route == .about ? [.about] : nil
  }

  public override func destination(for route: ShelfRoute) throws(RouteError) -> StackItem {
    guard route == .about else { throw .unknown(route.route) }
    let source = ClosureListDataSource(count: { [unowned self] in shelf.favouriteBooks.count + 2 }) {
      [unowned self] index in
      switch index {
      case 0: return ListRow("Bookshelf: an example of TermCoordinators.")
      case 1: return ListRow(shelf.favourites.isEmpty ? "No favourites yet: press f on a book." : "Favourites:")
      default: return ListRow("  ★ " + shelf.favouriteBooks[index - 2].title, opens: true)
      }
    }
    let list = ListViewController(title: "About", dataSource: source)
    list.onOpen = { [unowned self] index in
      guard index >= 2 else { return }
      onJump?(.book(id: shelf.favouriteBooks[index - 2].id))
    }
    return StackItem(list)
  }
}
