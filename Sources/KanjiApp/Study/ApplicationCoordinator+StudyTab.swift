import Coordinators

extension ApplicationCoordinator {
  /// A state saved before the Study tab existed (three tabs: All Kanji, Words, Account)
  /// with the Study tab added at its root; any other state as it is.
  static func addingStudyTab(to state: NavigationState) -> NavigationState {
    guard state.tabs.count == 3 else { return state }
    var state = state
    state.tabs.append([KanjiRoute.study.route])
    return state
  }
}
