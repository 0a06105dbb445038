extension WindowCoordinator {
  /// The whole navigation state now: selected tab, each tab's routes, the modals with routes.
  public var navigationState: NavigationState {
    var state: NavigationState
    if let tabBar = root as? TabBarCoordinator {
      state = NavigationState(selectedTab: tabBar.selectedIndex, tabs: tabBar.tabs.map(\.routes))
    } else if let stack = root as? NavigationCoordinator {
      state = NavigationState(tabs: [stack.routes])
    } else {
      state = NavigationState(tabs: [])
    }
    state.modals = presentations.compactMap { presentation in
      presentation.route.map {
        NavigationState.Modal(route: $0, style: presentation.style, stack: presentation.flow?.routes ?? [])
      }
    }
    return state
  }

  /// Makes `state` the navigation state: every tab's stack, the selected tab, the modals.
  ///
  /// Every route is resolved first; if any is unknown or invalid, the error is thrown and
  /// nothing has changed. Then the current modals are cancelled, the stacks set (freeing
  /// the child coordinators whose screens left), the tab selected and the modals presented.
  ///
  /// - Throws: ``RouteError``.
  public func apply(_ state: NavigationState) throws(RouteError) {
    var plans: [(NavigationCoordinator, [StackItem])] = []
    let stacks: [NavigationCoordinator]
    if let tabBar = root as? TabBarCoordinator {
      stacks = tabBar.tabs
      if let selected = state.selectedTab, !stacks.indices.contains(selected) {
        throw .noSuchTab(index: selected, count: stacks.count)
      }
    } else if let stack = root as? NavigationCoordinator {
      stacks = [stack]
    } else {
      stacks = []
    }
    guard state.tabs.count == stacks.count else { throw .tabCount(expected: stacks.count, found: state.tabs.count) }
    for (index, stack) in stacks.enumerated() {
      guard !state.tabs[index].isEmpty else { throw .emptyStack(tab: index) }
      plans.append((stack, try stack.destinations(for: state.tabs[index])))
    }
    var modals: [ModalDestination] = []
    for modal in state.modals {
      modals.append(try root.modalDestination(for: modal))
    }

    dismissAllModals()
    for (stack, items) in plans {
      // Every plan has items: an empty tab was refused above.
      try? stack.setStack(items)
    }
    if let selected = state.selectedTab, let tabBar = root as? TabBarCoordinator {
      // The selected tab was checked against the tabs above.
      try? tabBar.show(selected)
    }
    for modal in modals { modal.present() }
  }
}
