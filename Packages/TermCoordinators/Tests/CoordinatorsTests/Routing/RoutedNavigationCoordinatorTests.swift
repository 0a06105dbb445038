import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

/// The typed routes of a small shelf: a list, a book by number, and a book that never opens.
enum ShelfRoute: AppRoute, Equatable {
  case books
  case book(Int)

  init(route: Route) throws(RouteError) {
    switch (route.kind, route.arguments.count) {
    case ("books", 0): self = .books
    case ("book", 1):
      guard let id = Int(route.arguments[0]) else { throw .invalid(route, reason: "a book is named by its number") }
      self = .book(id)
    default: throw .unknown(route)
    }
  }

  var route: Route {
    switch self {
    case .books: "books"
    case .book(let id): Route(components: ["book", String(id)])
    }
  }
}

final class ShelfCoordinator: RoutedNavigationCoordinator<ShelfRoute> {
  var built: [ShelfRoute] = []

  override func start() {
    try? apply([.books])  // the root always builds
  }

  override func destination(for route: ShelfRoute) throws(RouteError) -> StackItem {
    built.append(route)
    switch route {
    case .books: return StackItem(Screen(title: "Books"))
    case .book(let id) where id > 0: return StackItem(Screen(title: "Book \(id)"))
    case .book: throw .invalid(route.route, reason: "there is no book \(route)")
    }
  }
}

@Suite struct RoutedNavigationCoordinatorTests {
  @Test(arguments: [ShelfRoute.books, .book(12)])
  func aRoutePrintsAndParsesBack(route: ShelfRoute) throws {
    #expect(try ShelfRoute(path: route.description) == route)
  }

  @Test func openPushesTheScreenOfATypedRoute() throws {
    let shelf = ShelfCoordinator(title: "Shelf")
    shelf.start()
    try shelf.open(.book(3))
    #expect(shelf.viewControllers.map(\.title) == ["Books", "Book 3"])
    #expect(shelf.typedRoutes == [.books, .book(3)])
    #expect(shelf.routes == ["books", "book/3"])
  }

  @Test func aRestoredStateGoesThroughTheTypedDestination() throws {
    let shelf = ShelfCoordinator(title: "Shelf")
    let app = HeadlessApp(root: shelf)
    try app.coordinator.apply(NavigationState(tabs: [["books", "book/7"]]))
    #expect(shelf.built.suffix(2) == [.books, .book(7)])
    #expect(shelf.viewControllers.map(\.title) == ["Books", "Book 7"])
  }

  @Test(arguments: [
    (["books", "book/x"], RouteError.invalid("book/x", reason: "a book is named by its number")),
    (["books", "book/0"], RouteError.invalid("book/0", reason: "there is no book book/0")),
    (["books", "author/1"], RouteError.unknown("author/1")),
  ])
  func aBadRouteThrowsAndChangesNothing(paths: [String], error: RouteError) {
    let shelf = ShelfCoordinator(title: "Shelf")
    shelf.start()
    #expect(throws: error) { try shelf.apply(paths.map { Route($0) }) }
    #expect(shelf.viewControllers.map(\.title) == ["Books"])
  }

  @Test func anEmptyStackNamesItsTab() {
    let tabs = TabBarCoordinator(tabs: [ShelfCoordinator(title: "One"), ShelfCoordinator(title: "Two")])
    tabs.start()
    #expect(throws: RouteError.emptyStack(tab: 1)) { try tabs.tabs[1].apply([] as [Route]) }
    #expect(throws: RouteError.emptyStack(tab: 0)) { try tabs.tabs[0].apply([] as [Route]) }
  }
}
