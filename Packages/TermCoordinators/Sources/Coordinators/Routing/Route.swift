/// A screen's address, as an app names it: `books`, `book/3`, `settings/keys`.
///
/// A route is a path of components. Apps decide what routes mean: a coordinator builds
/// screens from routes (``NavigationCoordinator/destination(for:)``) and records the route
/// of each screen it pushes, so the whole ``NavigationState`` can be saved and restored.
/// It encodes as its path string.
public struct Route: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The components: `["book", "3"]`.
  public var components: [String]

  /// Creates a route from its components.
  public init(components: [String]) {
    self.components = components
  }

  /// Creates a route from a path: `Route("book/3")`. Empty components are dropped.
  public init(_ path: String) {
    components = path.split(separator: "/").map(String.init)
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The first component (the kind of screen), or "" for an empty route.
  public var kind: String { components.first ?? "" }

  /// The components after the first (the screen's arguments).
  public var arguments: [String] { Array(components.dropFirst()) }

  /// The path: components joined by `/`.
  public var path: String { components.joined(separator: "/") }

  public var description: String { path }

  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(path)
  }
}
