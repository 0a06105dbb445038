import TermUI

/// Owns a `NavigationController` and is the only thing that changes its stack.
///
/// Push, pop, pop to a screen, pop to the root and set the stack all go through
/// `commit(_:)`, which releases exactly what left: a child coordinator that pushed onto
/// this stack (as the coordinator tutorials' detail coordinator does) ends when its first
/// screen leaves, whichever way it left (the Back key, a tab re-select, a restored state
/// or a call from code).
///
/// Subclasses build the root screen in ``BaseCoordinator/start()`` and build screens for routes in
/// ``destination(for:)``.
open class NavigationCoordinator: BaseCoordinator {
  /// The stack this coordinator owns.
  public let navigationController: NavigationController

  private struct Entry {
    var viewController: ViewController
    var route: Route?
  }

  /// A child coordinator that pushed onto this stack, and the first screen it pushed.
  private struct PushedFlow {
    weak var coordinator: (any Coordinator)?
    weak var firstScreen: ViewController?
  }

  private var entries: [Entry] = []
  private var flows: [PushedFlow] = []

  /// Creates a coordinator with an empty stack named `title` (a tab's or flow's name).
  public init(title: String) {
    navigationController = NavigationController(title: title)
    super.init()
    navigationController.onBack = { [weak self] in
      // The controller asks only when a screen is above the root, so `atRoot` cannot occur.
      try? self?.pop()
    }
    navigationController.onPopTo = { [weak self] index in
      guard let self, entries.indices.contains(index) else { return }
      // The screen was just read from this stack, so `notOnStack` cannot occur.
      try? pop(to: entries[index].viewController)
    }
  }

  open override var rootViewController: ViewController? { navigationController }

  /// The screens, root first.
  public var viewControllers: [ViewController] { entries.map(\.viewController) }

  /// The screen on top.
  public var topViewController: ViewController? { entries.last?.viewController }

  /// The routes of the screens that have one, root first.
  public var routes: [Route] { entries.compactMap(\.route) }

  /// The coordinators that pushed screens onto this stack and are still alive.
  public var pushedCoordinators: [any Coordinator] { flows.compactMap(\.coordinator) }

  /// Called after the user selected this coordinator's tab while it was already selected,
  /// once the stack has been popped to its root.
  open func didReselectTab() {}

  // MARK: - Operations

  /// Pushes `viewController` with its `route`, on behalf of `owner` (nil: this coordinator).
  ///
  /// A screen already on the stack is not pushed again. An owner that has no parent yet is
  /// stored as this coordinator's child.
  public func push(_ viewController: ViewController, route: Route? = nil, by owner: (any Coordinator)? = nil) {
    guard !entries.contains(where: { $0.viewController === viewController }) else { return }
    adopt(owner, firstScreen: viewController)
    commit(entries + [Entry(viewController: viewController, route: route)])
  }

  /// Pushes a built item (a screen, its route and its owner), as ``setStack(_:)-([StackItem])`` takes them.
  public func push(_ item: StackItem) {
    push(item.viewController, route: item.route, by: item.owner)
  }

  /// Pops the top screen.
  ///
  /// - Throws: ``NavigationError/atRoot`` when only the root is left (nothing changes).
  public func pop() throws(NavigationError) {
    guard entries.count > 1 else { throw .atRoot }
    commit(Array(entries.dropLast()))
  }

  /// Pops every screen above `viewController`.
  ///
  /// - Throws: ``NavigationError/notOnStack(title:)`` when it is not on this stack.
  public func pop(to viewController: ViewController) throws(NavigationError) {
    guard let index = entries.firstIndex(where: { $0.viewController === viewController }) else {
      throw .notOnStack(title: viewController.title)
    }
    commit(Array(entries.prefix(index + 1)))
  }

  /// Pops every screen above the root (nothing happens at the root).
  public func popToRoot() {
    commit(Array(entries.prefix(1)))
  }

  /// Replaces the whole stack.
  ///
  /// - Throws: ``NavigationError/emptyStack`` for an empty list (nothing changes).
  public func setStack(_ items: [StackItem]) throws(NavigationError) {
    guard !items.isEmpty else { throw .emptyStack }
    for item in items { adopt(item.owner, firstScreen: item.viewController) }
    commit(items.map { Entry(viewController: $0.viewController, route: $0.route) })
  }

  /// Replaces the whole stack with screens that have no routes.
  public func setStack(_ viewControllers: [ViewController]) throws(NavigationError) {
    try setStack(viewControllers.map { StackItem($0) })
  }

  // MARK: - Routes

  /// The screen (and its owner) for `route`; override to make your app's screens.
  ///
  /// Build, but do not store or push: the caller commits only when every route of a
  /// state resolved. The default knows no routes.
  ///
  /// - Throws: ``RouteError/unknown(_:)`` or ``RouteError/invalid(_:reason:)``.
  open func destination(for route: Route) throws(RouteError) -> StackItem {
    throw .unknown(route)
  }

  /// The items for `routes`, built without changing anything.
  public func destinations(for routes: [Route]) throws(RouteError) -> [StackItem] {
    var items: [StackItem] = []
    for route in routes {
      var item = try destination(for: route)
      item.route = route
      items.append(item)
    }
    return items
  }

  /// Sets the stack to the screens of `routes`; on any error nothing changes.
  ///
  /// - Throws: ``RouteError``; ``RouteError/emptyStack(tab:)`` naming this stack's tab
  ///   when `routes` is empty.
  public func apply(_ routes: [Route]) throws(RouteError) {
    guard !routes.isEmpty else { throw .emptyStack(tab: tabIndex ?? 0) }
    let items = try destinations(for: routes)
    do {
      try setStack(items)
    } catch {
      throw .emptyStack(tab: tabIndex ?? 0)
    }
  }

  /// This stack's index among its tab bar's tabs, or nil when it is not a tab.
  public var tabIndex: Int? {
    (parent as? TabBarCoordinator)?.tabs.firstIndex { $0 === self }
  }

  // MARK: - Bookkeeping

  private func adopt(_ owner: (any Coordinator)?, firstScreen: ViewController) {
    guard let owner, owner !== self else { return }
    if owner.parent == nil { store(owner) }
    if !flows.contains(where: { $0.coordinator === owner }) {
      flows.append(PushedFlow(coordinator: owner, firstScreen: firstScreen))
    }
  }

  /// Sets the stack and frees the child coordinators whose first screen left it.
  private func commit(_ newEntries: [Entry]) {
    entries = newEntries
    navigationController.setViewControllers(newEntries.map(\.viewController))
    var ended: [any Coordinator] = []
    flows.removeAll { flow in
      guard let coordinator = flow.coordinator else { return true }
      let stays = flow.firstScreen.map { screen in entries.contains { $0.viewController === screen } } ?? false
      if !stays { ended.append(coordinator) }
      return !stays
    }
    for coordinator in ended {
      coordinator.parent?.free(coordinator)
    }
  }
}
