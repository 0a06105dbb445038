/// Where a binding applies; the focused screen and its containers decide which are live.
///
/// Contexts are an open vocabulary like ``KeyAction``: a screen that answers to keys of its
/// own declares a context for them and lists it in its ``ViewController/keyContexts``, and
/// the help overlay shows the bindings of that context under its ``heading``:
///
/// ```swift
/// extension KeyContext {
///   static let favourites = KeyContext("favourites", heading: "Favourites")
/// }
/// ```
///
/// Two contexts are the same when their names are.
public struct KeyContext: Hashable, Sendable, CustomStringConvertible {
  /// The context's name, unique within an app (`list`, `favourites`).
  public let name: String
  /// The heading its bindings get in a help overlay or manual page.
  public let heading: String

  /// Creates a context named `name` whose bindings are listed under `heading`.
  public init(_ name: String, heading: String) {
    self.name = name
    self.heading = heading
  }

  public var description: String { name }

  public static func == (lhs: KeyContext, rhs: KeyContext) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

// MARK: - The contexts of the library's views and containers

extension KeyContext {
  /// Lists: moving the selection, opening, filtering.
  public static let list = KeyContext("list", heading: "Lists")
  /// A detail screen: scrolling and its embedded list.
  public static let detail = KeyContext("detail", heading: "Details")
  /// The filter line of a list while it is being typed.
  public static let filter = KeyContext("filter", heading: "Filter line")
  /// A text field: editing keys type; these move between fields and finish.
  public static let textField = KeyContext("textField", heading: "Text fields")
  /// An alert's buttons.
  public static let alert = KeyContext("alert", heading: "Alerts")
  /// A navigation stack: going back.
  public static let navigation = KeyContext("navigation", heading: "Navigation")
  /// The tab bar.
  public static let tabs = KeyContext("tabs", heading: "Tabs")
  /// A modal: cancelling it.
  public static let modal = KeyContext("modal", heading: "Dialogs")
  /// Keys that work everywhere.
  public static let global = KeyContext("global", heading: "Everywhere")
}
