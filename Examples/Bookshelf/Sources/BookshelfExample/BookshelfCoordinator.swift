import Coordinators
import TermUI

/// The Bookshelf's root: two tabs, Books and About, and the one way to open a route.
public final class BookshelfCoordinator: TabBarCoordinator {
  /// The Books tab.
  public let books: BooksCoordinator
  /// The About tab.
  public let about: AboutCoordinator

  /// Creates the root over `shelf`.
  public init(shelf: Shelf) {
    books = BooksCoordinator(shelf: shelf)
    about = AboutCoordinator(shelf: shelf)
    super.init(tabs: [books, about])
    about.onJump = { [unowned self] route in
      do {
        try open(route)
      } catch {
        notify(error, while: "Cannot open \(route)")
      }
    }
  }

  /// Shows `route` on its tab, as a deep link or a jump from another tab does.
  ///
  /// The screens are built first; if the route is unknown or invalid the error is thrown
  /// and nothing has changed.
  ///
  /// - Throws: ``Coordinators/RouteError``.
  public func open(_ route: ShelfRoute) throws(RouteError) {
    let (tab, routes): (RoutedNavigationCoordinator<ShelfRoute>, [ShelfRoute]) =
      switch route {
      case .books: (books, [.books])
      case .book: (books, [.books, route])
      case .about: (about, [.about])
      }
    let items = try tab.destinations(for: routes.map(\.route))
    if let index = tabs.firstIndex(where: { $0 === tab }), index != selectedIndex {
      // `index` is one of this tab bar's own tabs, so `noSuchTab` cannot occur.
      try? select(index)
    }
    do {
      try tab.setStack(items)
    } catch {
      notify(error, while: "Cannot open \(route)")
    }
  }
}
