import Coordinators
import Foundation
import KanjiKit
import TermUI

/// The app's root: three tabs (All Kanji, Words, Account), each with its own stack.
final class ApplicationCoordinator: TabBarCoordinator {
  /// The All Kanji tab.
  let allKanji: AllKanjiCoordinator
  /// The Words tab.
  let words: WordsCoordinator
  /// The Account tab.
  let account: AccountCoordinator
  let context: AppContext

  /// Creates the root and its tabs.
  init(context: AppContext) {
    self.context = context
    allKanji = AllKanjiCoordinator(context: context)
    words = WordsCoordinator(context: context)
    account = AccountCoordinator(context: context)
    super.init(tabs: [allKanji, words, account])
  }

  /// The tabs as dictionary tabs, in order.
  var dictionaryTabs: [DictionaryTabCoordinator] { [allKanji, words, account] }

  /// `state` with every tab whose screens no longer resolve (a kanji or word that is gone,
  /// a list that needs a sign-in) set back to its root, the selected tab clamped and the
  /// modals left out; nil when the state is not one of this app's.
  func sanitized(_ state: NavigationState) -> NavigationState? {
    guard state.tabs.count == dictionaryTabs.count else { return nil }
    var tabs: [[Route]] = []
    for (tab, routes) in zip(dictionaryTabs, state.tabs) {
      let stack = tab.stack(opening: routes)
      tabs.append((try? tab.destinations(for: stack)) == nil ? [tab.rootRoute] : stack)
    }
    let selected = min(max(0, state.selectedTab ?? 0), tabs.count - 1)
    return NavigationState(selectedTab: selected, tabs: tabs)
  }

  /// Makes `index` the selected tab without popping it (the re-select behaviour).
  func show(tab index: Int) {
    if index != selectedIndex { try? select(index) }
  }
}
