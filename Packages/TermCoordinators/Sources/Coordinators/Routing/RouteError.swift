/// Why a route or a navigation state could not be applied; the state did not change.
public enum RouteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No coordinator knows this route.
  case unknown(Route)
  /// The route is known but its arguments are wrong (e.g. a book that is not on the shelf).
  case invalid(Route, reason: String)
  /// A tab (or the only stack) was given no screens.
  case emptyStack(tab: Int)
  /// The state has a different number of tabs from the application.
  case tabCount(expected: Int, found: Int)
  /// The selected tab does not exist.
  case noSuchTab(index: Int, count: Int)

  public var description: String {
    switch self {
    case .unknown(let route): "unknown route \"\(route)\""
    case .invalid(let route, let reason): "cannot open \"\(route)\": \(reason)"
    case .emptyStack(let tab): "tab \(tab + 1) has no screens"
    case .tabCount(let expected, let found): "the state has \(found) tabs; the application has \(expected)"
    case .noSuchTab(let index, let count): "there is no tab \(index + 1): there are \(count)"
    }
  }
}
