/// An app's own kinds of screen as a type: each case parses from and prints to a ``Route``
/// in one place.
///
/// ```swift
/// enum ShelfRoute: AppRoute {
///   case books, book(id: Int), settings
///
///   init(route: Route) throws(RouteError) {
///     switch (route.kind, route.arguments.count) {
///     case ("books", 0): self = .books
///     case ("book", 1):
///       guard let id = Int(route.arguments[0]) else { throw .invalid(route, reason: "a book is named by its number") }
///       self = .book(id: id)
///     case ("settings", 0): self = .settings
///     default: throw .unknown(route)
///     }
///   }
///
///   var route: Route {
///     switch self {
///     case .books: "books"
///     case .book(let id): Route(components: ["book", String(id)])
///     case .settings: "settings"
///     }
///   }
/// }
/// ```
///
/// A ``RoutedNavigationCoordinator`` builds screens from the typed routes, so a command-line
/// deep link, a restored ``NavigationState`` and a jump from inside the app all reach the
/// same `destination(for:)`; the untyped ``Route`` is only the
/// saved form.
public protocol AppRoute: Hashable, Sendable, CustomStringConvertible {
  /// Parses `route`.
  ///
  /// - Throws: ``RouteError/unknown(_:)`` when no case has this kind and number of
  ///   arguments; ``RouteError/invalid(_:reason:)`` when the arguments are wrong.
  init(route: Route) throws(RouteError)

  /// The route's path form, which ``init(route:)`` parses back to the same value.
  var route: Route { get }
}

extension AppRoute {
  /// Parses a path such as `book/12`.
  ///
  /// - Throws: ``RouteError``, as ``init(route:)``.
  public init(path: String) throws(RouteError) {
    try self.init(route: Route(path))
  }

  /// The path: `book/12`.
  public var description: String { route.path }
}
