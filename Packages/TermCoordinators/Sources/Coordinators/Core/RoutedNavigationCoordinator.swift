import TermUI

/// A navigation stack whose screens are built from an app's typed routes.
///
/// Subclass it with your ``AppRoute`` type and override ``destination(for:)-(Route)`` —
/// the one place that turns a route into a screen. Every way of reaching a screen goes
/// through it: ``open(_:)`` pushes one (an in-app jump), ``apply(_:)-([Routes])`` sets the
/// whole stack (a deep link), and a ``NavigationState`` being restored resolves each saved
/// route by parsing it with ``AppRoute/init(route:)`` first, so an unknown or invalid route
/// throws a ``RouteError`` and changes nothing. As a tab of a ``RoutedTabBarCoordinator``,
/// it says which routes it shows in ``stack(showing:)``, and the tab bar's
/// ``RoutedTabBarCoordinator/open(_:)`` opens them here.
open class RoutedNavigationCoordinator<Routes: AppRoute>: NavigationCoordinator {
  /// The screen (and its owner) for `route`; override to build your app's screens.
  ///
  /// Build, but do not push: the caller commits only when every route of a stack or state
  /// resolved. The default knows no routes.
  ///
  /// - Throws: ``RouteError/unknown(_:)`` or ``RouteError/invalid(_:reason:)``.
  open func destination(for route: Routes) throws(RouteError) -> StackItem {
    throw .unknown(route.route)
  }

  /// Parses `route` and builds its screen with the typed ``destination(for:)-(Routes)``.
  public final override func destination(for route: Route) throws(RouteError) -> StackItem {
    try destination(for: Routes(route: route))
  }

  /// The typed routes of the screens on the stack, root first.
  ///
  /// Every route on the stack was built from a typed route, so each parses again; one that
  /// somehow does not is left out rather than guessed at.
  public var typedRoutes: [Routes] {
    routes.compactMap { route in
      do { return try Routes(route: route) } catch { return nil }
    }
  }

  /// Pushes the screen for `route` on this stack.
  ///
  /// - Throws: ``RouteError`` when the route cannot be built (nothing changes).
  public func open(_ route: Routes) throws(RouteError) {
    var item = try destination(for: route)
    item.route = route.route
    push(item)
  }

  /// The routes of the stack that shows `route` when it is opened on this tab from outside
  /// (a deep link, a jump from another tab), root first; nil when this tab does not show it.
  ///
  /// A ``RoutedTabBarCoordinator`` asks its tabs in order and opens `route` on the first
  /// that answers, with its stack set to these routes. Override it in each tab to say which
  /// routes it owns, usually the tab's root below the route. Answer from the route alone:
  /// the screens are built by ``destination(for:)-(Routes)`` once a tab has been chosen, and
  /// a route that cannot be built throws there. The default shows no route.
  open func stack(showing route: Routes) -> [Routes]? {
    nil
  }

  /// Sets the stack to the screens of `routes`, root first; on any error nothing changes.
  ///
  /// - Throws: ``RouteError``; ``RouteError/emptyStack(tab:)`` for an empty list.
  public func apply(_ routes: [Routes]) throws(RouteError) {
    try apply(routes.map(\.route))
  }
}
