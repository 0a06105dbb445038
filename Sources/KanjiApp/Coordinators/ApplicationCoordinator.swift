import Coordinators
import Foundation
import KanjiKit
import TermUI

/// The app's root: four tabs (All Kanji, Words, Account, Study), each with its own stack.
///
/// ``open(_:)`` is the one way in from outside a screen: the command line's `--open` and
/// query, and the tests, name a ``KanjiRoute``, and its page is built by the same
/// ``DictionaryTabCoordinator/destination(for:)`` that restoring a saved state and jumping
/// from one page to another use.
final class ApplicationCoordinator: RoutedTabBarCoordinator<KanjiRoute> {
  /// The All Kanji tab.
  let allKanji: AllKanjiCoordinator
  /// The Words tab.
  let words: WordsCoordinator
  /// The Account tab.
  let account: AccountCoordinator
  /// The Study tab.
  let study: StudyCoordinator
  let context: AppContext
  /// The timer that tries kept writes again while another program holds the lock.
  var lockRetry: TimerToken?
  /// The whole second of waiting last said on the bottom row.
  var lockWaitShown = -1

  /// Creates the root and its tabs.
  init(context: AppContext) {
    self.context = context
    allKanji = AllKanjiCoordinator(context: context)
    words = WordsCoordinator(context: context)
    account = AccountCoordinator(context: context)
    study = StudyCoordinator(context: context)
    super.init(tabs: [allKanji, words, account, study])
    context.session.onWaitingForLock = { [weak self] in self?.waitForLock() }
  }

  /// The tabs as dictionary tabs, in order.
  var dictionaryTabs: [DictionaryTabCoordinator] { [allKanji, words, account, study] }

  /// Opens `route` on its home tab, above the tab's root, and selects that tab (the
  /// library's ``RoutedTabBarCoordinator/open(_:)``, each tab answering for its own routes in
  /// ``DictionaryTabCoordinator/stack(showing:)``).
  ///
  /// - Throws: ``RouteError`` when the page cannot be built, or for the dialogs, which open
  ///   from the Account tab; nothing changes then.
  override func open(_ route: KanjiRoute) throws(RouteError) {
    switch route {
    case .signIn, .register:
      throw .invalid(route.route, reason: "dialogs open from the Account tab")
    default:
      try super.open(route)
    }
  }

  /// `state` with every tab whose screens no longer resolve (a kanji or word that is gone,
  /// a list that needs a sign-in, a route this version does not know) set back to its root,
  /// the selected tab clamped and the modals left out.
  ///
  /// - Returns: the state to apply, and a sentence for each tab that was set back.
  /// - Throws: ``RouteError/tabCount(expected:found:)`` when the state is not one of this app's.
  func sanitized(_ state: NavigationState) throws(RouteError) -> (state: NavigationState, dropped: [String]) {
    let state = Self.addingStudyTab(to: state)
    guard state.tabs.count == dictionaryTabs.count else {
      throw .tabCount(expected: dictionaryTabs.count, found: state.tabs.count)
    }
    var tabs: [[Route]] = []
    var dropped: [String] = []
    for (tab, routes) in zip(dictionaryTabs, state.tabs) {
      do {
        var typed: [KanjiRoute] = []
        for route in routes { typed.append(try KanjiRoute(route: route)) }
        let stack = tab.stack(opening: typed)
        _ = try tab.destinations(for: stack.map(\.route))
        tabs.append(stack.map(\.route))
      } catch {
        tabs.append([tab.rootRoute.route])
        dropped.append("\(tab.navigationController.title): \(error)")
      }
    }
    let selected = min(max(0, state.selectedTab ?? 0), tabs.count - 1)
    return (NavigationState(selectedTab: selected, tabs: tabs), dropped)
  }

  /// Makes `index` the selected tab without popping it (the re-select behaviour).
  func show(tab index: Int) {
    // Callers pass the index of one of `dictionaryTabs`, so `noSuchTab` cannot occur.
    try? show(index)  // an index of dictionaryTabs: noSuchTab cannot occur
  }
}
