import TermUI

/// A navigation stack whose screens are built from an app's typed routes.
///
/// Subclass it with your ``AppRoute`` type and override ``destination(for:)-(Route)`` —
/// the one place that turns a route into a screen. Every way of reaching a screen goes
/// through it: ``open(_:)`` pushes one (an in-app jump), ``apply(_:)-([Routes])`` sets the
/// whole stack (a deep link), and a ``NavigationState`` being restored resolves each saved
/// route by parsing it with ``AppRoute/init(route:)`` first, so an unknown or invalid route
/// throws a ``RouteError`` and changes nothing.
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

  /// Sets the stack to the screens of `routes`, root first; on any error nothing changes.
  ///
  /// - Throws: ``RouteError``; ``RouteError/emptyStack(tab:)`` for an empty list.
  public func apply(_ routes: [Routes]) throws(RouteError) {
    try apply(routes.map(\.route))
  }
}
