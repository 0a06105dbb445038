import Coordinators
import TermUI

/// The Bookshelf's root: two tabs, Books and About.
///
/// A route opens on the tab that shows it (``BooksCoordinator/stack(showing:)``,
/// ``AboutCoordinator/stack(showing:)``) through the inherited
/// ``Coordinators/RoutedTabBarCoordinator/open(_:)``: the command line's deep link and the
/// About tab's jumps to a favourite both call it.
public final class BookshelfCoordinator: RoutedTabBarCoordinator<ShelfRoute> {
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
}
