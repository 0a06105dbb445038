import Coordinators
import KanjiKit
import TermUI

/// A tab whose stack shows dictionary pages above its own root: kanji pages, word entries
/// and the kanji of a word, each opened through its flow coordinator.
///
/// Subclasses build their root in ``makeRoot()`` and may know more routes; the dictionary
/// routes (``KanjiRoute/kanji(_:)``, ``KanjiRoute/word(_:)``, ``KanjiRoute/wordKanji(_:)``)
/// are understood here, in every tab. Every page is built by ``destination(for:)``, whether
/// it is opened from the command line, restored, or reached from another page.
class DictionaryTabCoordinator: RoutedNavigationCoordinator<KanjiRoute> {
  let context: AppContext
  /// The route of the tab's root screen.
  let rootRoute: KanjiRoute

  /// Creates a tab titled `title` whose root has `rootRoute`.
  init(title: String, rootRoute: KanjiRoute, context: AppContext) {
    self.context = context
    self.rootRoute = rootRoute
    super.init(title: title)
  }

  override func start() {
    // One screen, never an empty stack.
    try? setStack([makeRoot()])  // one screen: never the empty stack setStack refuses
  }

  /// The root screen with its route; subclasses override.
  func makeRoot() -> StackItem {
    StackItem(ViewController(title: navigationController.title), route: rootRoute.route)
  }

  /// Opens `route` on top of this tab's stack and records the visit, or tells the user
  /// why it cannot open.
  func show(_ route: KanjiRoute) {
    do {
      try open(route)
    } catch {
      notify(error)
      return
    }
    context.recordVisit(to: route, from: self)
  }

  override func destination(for route: KanjiRoute) throws(RouteError) -> StackItem {
    if route == rootRoute { return makeRoot() }
    switch route {
    case .kanji(let literal):
      return try KanjiDetailCoordinator(first: .kanji(literal), host: self, context: context).firstItem()
    case .wordKanji(let id):
      return try KanjiDetailCoordinator(first: .wordKanji(id), host: self, context: context).firstItem()
    case .kanjiVariants(let literal):
      return try KanjiDetailCoordinator(first: .variants(literal), host: self, context: context).firstItem()
    case .strokeOrder(let literal):
      return try KanjiDetailCoordinator(first: .strokeOrder(literal), host: self, context: context).firstItem()
    case .componentLookup(let picks):
      return try KanjiDetailCoordinator(first: .componentLookup(picks), host: self, context: context).firstItem()
    case .kanjiParts(let literal):
      return try KanjiDetailCoordinator(first: .kanjiParts(literal), host: self, context: context).firstItem()
    case .drawingPad:
      return try KanjiDetailCoordinator(first: .drawingPad, host: self, context: context).firstItem()
    case .word(let id, let spelling):
      return try WordDetailCoordinator(wordID: id, spelling: spelling, host: self, context: context).item()
    default:
      throw .invalid(route.route, reason: "it opens on the \(route.homeTab) tab, not on \(navigationController.title)")
    }
  }

  /// The stack that shows `route` when it is opened from outside (the command line, a
  /// test): this tab's root below it, when this is the route's home tab; nil otherwise.
  /// The sign-in and registration dialogs belong to no tab's stack.
  override func stack(showing route: KanjiRoute) -> [KanjiRoute]? {
    switch route {
    case .signIn, .register: return nil
    default: return route.homeTab == rootRoute ? stack(opening: route.isTabRoot ? [] : [route]) : nil
    }
  }

  /// The stack that opens `routes` on this tab: its root below them.
  func stack(opening routes: [KanjiRoute]) -> [KanjiRoute] {
    routes.first == rootRoute ? routes : [rootRoute] + routes
  }
}
