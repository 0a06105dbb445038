import Coordinators
import KanjiKit
import TermUI

/// A tab whose stack shows dictionary pages above its own root: kanji pages, word entries
/// and the kanji of a word, each opened through its flow coordinator.
///
/// Subclasses build their root in ``makeRoot()`` and may know more routes; the dictionary
/// routes (`kanji/日`, `word/1234`, `word-kanji/1234`) are understood here, in every tab.
class DictionaryTabCoordinator: NavigationCoordinator {
  let context: AppContext
  /// The route of the tab's root screen.
  let rootRoute: Route

  /// Creates a tab titled `title` whose root has `rootRoute`.
  init(title: String, rootRoute: Route, context: AppContext) {
    self.context = context
    self.rootRoute = rootRoute
    super.init(title: title)
  }

  override func start() {
    try? setStack([makeRoot()])
  }

  /// The root screen with its route; subclasses override.
  func makeRoot() -> StackItem {
    StackItem(ViewController(title: navigationController.title), route: rootRoute)
  }

  /// Opens the page of kanji `literal` on this tab's stack.
  func showKanji(_ literal: String) {
    let flow = KanjiDetailCoordinator(first: .kanji(literal), host: self, context: context)
    flow.start()
  }

  /// Opens the entry of word `id` on this tab's stack.
  func showWord(_ id: Int) {
    let flow = WordDetailCoordinator(wordID: id, host: self, context: context)
    flow.start()
  }

  override func destination(for route: Route) throws(RouteError) -> StackItem {
    if route == rootRoute { return makeRoot() }
    let argument = route.arguments.joined(separator: "/")
    switch route.kind {
    case "kanji" where route.arguments.count == 1:
      return try KanjiDetailCoordinator(first: .kanji(argument), host: self, context: context).firstItem()
    case "word" where route.arguments.count == 1:
      guard let id = Int(argument) else { throw .invalid(route, reason: "a word is named by its number") }
      return try WordDetailCoordinator(wordID: id, host: self, context: context).item()
    case "word-kanji" where route.arguments.count == 1:
      guard let id = Int(argument) else { throw .invalid(route, reason: "a word is named by its number") }
      return try KanjiDetailCoordinator(first: .wordKanji(id), host: self, context: context).firstItem()
    default:
      throw .unknown(route)
    }
  }

  /// Every stack has its root below whatever the routes open.
  func stack(opening routes: [Route]) -> [Route] {
    routes.first == rootRoute ? routes : [rootRoute] + routes
  }
}
