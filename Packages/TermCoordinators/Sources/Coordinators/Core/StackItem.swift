import TermUI

/// A screen on a navigation stack, with its route and the coordinator that owns it.
///
/// An app's ``NavigationCoordinator/destination(for:)`` returns one for a route; setting a
/// stack from items records who owns each screen, so an owning child coordinator is freed
/// when its first screen leaves.
public struct StackItem {
  /// The screen.
  public var viewController: ViewController
  /// Its route, for saving and restoring the state; nil for a screen that is not restored.
  public var route: Route?
  /// The coordinator that pushed it; nil for the stack's own coordinator.
  public var owner: (any Coordinator)?

  /// Creates an item.
  public init(_ viewController: ViewController, route: Route? = nil, owner: (any Coordinator)? = nil) {
    self.viewController = viewController
    self.route = route
    self.owner = owner
  }
}
