/// A tab bar that opens a typed route on whichever tab owns it.
///
/// Each tab that is a ``RoutedNavigationCoordinator`` over the same `Routes` says which
/// routes it shows, and the stack that leads to each, in
/// ``RoutedNavigationCoordinator/stack(showing:)``; a plain ``NavigationCoordinator`` tab
/// owns none. A command-line deep link, a jump from one tab to another and a test then all
/// go through ``open(_:)``:
///
/// ```swift
/// let root = RoutedTabBarCoordinator<ShelfRoute>(tabs: [books, about])
/// try root.open(.book(id: 3))  // selects Books, its stack the list and the book's page
/// ```
///
/// Everything else is a ``TabBarCoordinator``'s: keys select tabs, re-selecting a tab pops
/// it to its root, and a ``NavigationState`` is restored tab by tab.
open class RoutedTabBarCoordinator<Routes: AppRoute>: TabBarCoordinator {
  /// The first tab, in order, that shows `route`, and the routes of the stack that shows it.
  ///
  /// - Returns: the tab's index among ``TabBarCoordinator/tabs``, the tab, and its answer to
  ///   ``RoutedNavigationCoordinator/stack(showing:)``; nil when no tab shows `route`.
  public func tab(showing route: Routes) -> (index: Int, tab: RoutedNavigationCoordinator<Routes>, stack: [Routes])? {
    for (index, tab) in tabs.enumerated() {
      guard let routed = tab as? RoutedNavigationCoordinator<Routes>, let stack = routed.stack(showing: route) else {
        continue
      }
      return (index, routed, stack)
    }
    return nil
  }

  /// Shows `route` on the tab that owns it: sets that tab's stack to the routes its
  /// ``RoutedNavigationCoordinator/stack(showing:)`` gives, and selects the tab.
  ///
  /// Every screen is built before anything changes. The tab's previous screens leave, and
  /// the child coordinators that ran them are freed. Selecting is not a re-select: a tab
  /// that was already selected is not popped to its root, and ``TabBarCoordinator/didSelectTab(_:)``
  /// is called only when the selection changed.
  ///
  /// - Throws: ``RouteError/unknown(_:)`` when no tab shows `route`;
  ///   ``RouteError/emptyStack(tab:)`` when its tab answers with no routes; the tab's own
  ///   ``RouteError`` when a screen of the stack cannot be built. Nothing changes then.
  open func open(_ route: Routes) throws(RouteError) {
    guard let (index, tab, stack) = tab(showing: route) else { throw .unknown(route.route) }
    try tab.apply(stack)
    // `index` is one of this tab bar's own tabs, so `noSuchTab` cannot occur.
    try? show(index)
  }
}
