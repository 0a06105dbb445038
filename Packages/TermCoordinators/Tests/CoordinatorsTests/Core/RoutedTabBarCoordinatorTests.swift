import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

/// The routes of a small catalogue: books and authors on their own tabs, and a help page
/// that no tab shows.
enum CatalogueRoute: AppRoute {
  case books
  case book(Int)
  case authors
  case author(Int)
  case help

  init(route: Route) throws(RouteError) {
    switch (route.kind, route.arguments.count) {
    case ("books", 0): self = .books
    case ("authors", 0): self = .authors
    case ("help", 0): self = .help
    case ("book", 1), ("author", 1):
      guard let id = Int(route.arguments[0]) else { throw .invalid(route, reason: "named by its number") }
      self = route.kind == "book" ? .book(id) : .author(id)
    default: throw .unknown(route)
    }
  }

  var route: Route {
    switch self {
    case .books: "books"
    case .book(let id): Route(components: ["book", String(id)])
    case .authors: "authors"
    case .author(let id): Route(components: ["author", String(id)])
    case .help: "help"
    }
  }
}

/// A tab rooted at `root` that shows, above its root, the routes whose kind is in `kinds`; a
/// number of 0 is invalid, and a numbered page is run by a child coordinator, so that
/// freeing it can be seen.
final class CatalogueTab: RoutedNavigationCoordinator<CatalogueRoute> {
  let root: CatalogueRoute
  let kinds: Set<String>
  /// What ``stack(showing:)`` answers instead, when set.
  var answer: [CatalogueRoute]?

  init(title: String, root: CatalogueRoute, kinds: Set<String>) {
    self.root = root
    self.kinds = kinds
    super.init(title: title)
  }

  override func start() {
    try? apply([root])  // the roots always build
  }

  override func stack(showing route: CatalogueRoute) -> [CatalogueRoute]? {
    guard kinds.contains(route.route.kind) else { return nil }
    if let answer { return answer }
    return route == root ? [root] : [root, route]
  }

  override func destination(for route: CatalogueRoute) throws(RouteError) -> StackItem {
    switch route {
    case .book(0), .author(0):
      throw .invalid(route.route, reason: "there is no number 0")
    case .book, .author:
      let page = PushingChild(title: route.description, host: self)
      return StackItem(page.makeScreen(), owner: page)
    default:
      return StackItem(Screen(title: route.description))
    }
  }
}

/// Books, Authors and a plain Notes tab (not routed); records `didSelectTab`.
final class Catalogue: RoutedTabBarCoordinator<CatalogueRoute> {
  let books = CatalogueTab(title: "Books", root: .books, kinds: ["books", "book"])
  let authors = CatalogueTab(title: "Authors", root: .authors, kinds: ["authors", "author"])
  var selections: [Int] = []

  init() {
    super.init(tabs: [books, authors, StackCoordinator(title: "Notes")])
  }

  override func didSelectTab(_ index: Int) { selections.append(index) }
}

@Suite struct RoutedTabBarCoordinatorTests {
  func make() -> Catalogue {
    let catalogue = Catalogue()
    catalogue.start()
    return catalogue
  }

  @Test func opensARouteOnTheTabThatShowsItAboveItsRootAndSelectsIt() throws {
    let catalogue = make()
    try catalogue.open(.author(2))
    #expect(catalogue.selectedIndex == 1)
    #expect(catalogue.selections == [1])
    #expect(catalogue.authors.viewControllers.map(\.title) == ["authors", "author/2"])
    #expect(catalogue.authors.typedRoutes == [.authors, .author(2)])
    #expect(catalogue.books.viewControllers.map(\.title) == ["books"])
  }

  @Test func openingATabsRootLeavesOnlyTheRoot() throws {
    let catalogue = make()
    try catalogue.open(.book(4))
    try catalogue.open(.books)
    #expect(catalogue.books.viewControllers.map(\.title) == ["books"])
  }

  @Test func theScreensOfTheStackItReplacesAreFreed() throws {
    let catalogue = make()
    try catalogue.open(.book(4))
    let tracker = ReleaseTracker()
    tracker.track(try #require(catalogue.books.pushedCoordinators.first), as: "book/4 coordinator")
    tracker.track(try #require(catalogue.books.topViewController), as: "book/4 page")
    try catalogue.open(.book(5))
    #expect(tracker.alive == [])
    #expect(catalogue.books.viewControllers.map(\.title) == ["books", "book/5"])
  }

  @Test func openingOnTheSelectedTabIsNotAReselect() throws {
    let catalogue = make()
    try catalogue.open(.book(4))
    try catalogue.open(.book(5))
    #expect(catalogue.selections == [])
    #expect(catalogue.books.viewControllers.map(\.title) == ["books", "book/5"])
  }

  @Test(arguments: [
    (CatalogueRoute.help, RouteError.unknown("help")),
    (.author(0), .invalid("author/0", reason: "there is no number 0")),
  ])
  func aRouteThatCannotOpenThrowsAndChangesNothing(route: CatalogueRoute, error: RouteError) throws {
    let catalogue = make()
    try catalogue.open(.book(4))
    try catalogue.select(2)
    catalogue.selections = []
    #expect(throws: error) { try catalogue.open(route) }
    #expect(catalogue.selectedIndex == 2)
    #expect(catalogue.selections == [])
    #expect(catalogue.books.viewControllers.map(\.title) == ["books", "book/4"])
    #expect(catalogue.authors.viewControllers.map(\.title) == ["authors"])
  }

  @Test func aTabThatAnswersWithNoRoutesNamesItself() {
    let catalogue = make()
    catalogue.authors.answer = []
    #expect(throws: RouteError.emptyStack(tab: 1)) { try catalogue.open(.author(2)) }
    #expect(catalogue.selectedIndex == 0)
  }

  @Test func theFirstTabThatShowsARouteGetsIt() throws {
    let books = CatalogueTab(title: "Books", root: .books, kinds: ["books", "book"])
    let everything = CatalogueTab(title: "Everything", root: .authors, kinds: ["books", "book", "authors", "author"])
    let tabs = RoutedTabBarCoordinator<CatalogueRoute>(tabs: [books, everything], selectedIndex: 1)
    tabs.start()
    try tabs.open(.book(7))
    #expect(tabs.selectedIndex == 0)
    #expect(books.viewControllers.map(\.title) == ["books", "book/7"])
    #expect(everything.viewControllers.map(\.title) == ["authors"])
    #expect(tabs.tab(showing: .author(1))?.index == 1)
  }

  @Test func aTabThatIsNotRoutedShowsNoRoute() {
    let catalogue = make()
    #expect(catalogue.tab(showing: .help) == nil)
    #expect(catalogue.tab(showing: .authors)?.tab === catalogue.authors)
  }

  @Test func aHeadlessAppShowsTheOpenedTab() throws {
    let catalogue = Catalogue()
    let app = HeadlessApp(root: catalogue)
    try catalogue.open(.author(3))
    #expect(app.navigationDump.contains("stack: authors > author/3"))
    #expect(app.screen.text.contains("screen author/3"))
  }
}
