import TermUI

/// Where the user is: the selected tab, each tab's stack as routes, and the modals.
///
/// Capture it with ``WindowCoordinator/navigationState``, save it as JSON, and bring it
/// back with ``WindowCoordinator/apply(_:)``. Screens pushed without a route are left out.
public struct NavigationState: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A presented flow or screen.
  public struct Modal: Hashable, Sendable, Codable {
    /// The flow's route, e.g. `register`.
    public var route: Route
    /// How it is shown.
    public var style: ModalStyle
    /// The routes of the flow's own stack (empty for a single screen).
    public var stack: [Route]

    /// Creates a modal entry.
    public init(route: Route, style: ModalStyle = .sheet, stack: [Route] = []) {
      self.route = route
      self.style = style
      self.stack = stack
    }
  }

  /// The selected tab, or nil when the root is a single stack.
  public var selectedTab: Int?
  /// Each tab's stack, root first (one stack when the root is not a tab bar).
  public var tabs: [[Route]]
  /// The modals, bottom first.
  public var modals: [Modal]

  /// Creates a state.
  public init(selectedTab: Int? = nil, tabs: [[Route]], modals: [Modal] = []) {
    self.selectedTab = selectedTab
    self.tabs = tabs
    self.modals = modals
  }

  /// One line per tab and modal: `tab 1*: movies > movie/alien`.
  public var description: String {
    var lines: [String] = []
    for (index, stack) in tabs.enumerated() {
      let mark = index == selectedTab ? "*" : ""
      lines.append("tab \(index + 1)\(mark): " + stack.map(\.path).joined(separator: " > "))
    }
    for (index, modal) in modals.enumerated() {
      let stack = modal.stack.isEmpty ? "" : ": " + modal.stack.map(\.path).joined(separator: " > ")
      lines.append("modal \(index + 1) \(modal.style.rawValue) \(modal.route)\(stack)")
    }
    return lines.joined(separator: "\n")
  }
}
