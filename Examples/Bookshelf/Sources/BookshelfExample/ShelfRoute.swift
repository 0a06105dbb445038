import Coordinators

/// Every screen of the Bookshelf that can be named: parsed from and printed to a path in
/// this one place.
///
/// The command line's deep link (`bookshelf book/3`), a restored navigation state and a
/// jump from the About tab all become a `ShelfRoute` before any screen is built.
public enum ShelfRoute: AppRoute {
  case books
  case book(id: Int)
  case about

  public init(route: Route) throws(RouteError) {
    switch (route.kind, route.arguments.count) {
    case ("books", 0):
      self = .books
    case ("book", 1):
      guard let id = Int(route.arguments[0]) else {
        throw .invalid(route, reason: "a book is named by its number, as in book/3")
      }
      self = .book(id: id)
    case ("about", 0):
      self = .about
    default:
      throw .unknown(route)
    }
  }

  public var route: Route {
    switch self {
    case .books: "books"
    case .book(let id): Route(components: ["book", String(id)])
    case .about: "about"
    }
  }
}
