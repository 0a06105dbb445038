import TermUI

/// Owns a `TabBarController` and one ``NavigationCoordinator`` per tab.
///
/// Each tab keeps its own stack while the user switches. Selecting the tab that is already
/// selected pops it to its root and calls its ``NavigationCoordinator/didReselectTab()``.
/// Tab keys (`1`…`9`, Tab, Shift-Tab) arrive here as intents from the controller.
open class TabBarCoordinator: BaseCoordinator {
  /// The tab bar this coordinator owns.
  public let tabBarController = TabBarController()
  /// The tabs' coordinators, in order.
  public private(set) var tabs: [NavigationCoordinator]

  /// Creates a tab bar over `tabs`, each stored as a child; `selectedIndex` is clamped.
  public init(tabs: [NavigationCoordinator], selectedIndex: Int = 0) {
    self.tabs = tabs
    super.init()
    for tab in tabs { store(tab) }
    tabBarController.setTabs(tabs.map(\.navigationController), selectedIndex: selectedIndex)
    tabBarController.onSelectTab = { [weak self] index in
      // The controller asks only for tabs that exist; `noSuchTab` cannot occur.
      try? self?.select(index)
    }
  }

  /// Starts every tab.
  open override func start() {
    for tab in tabs { tab.start() }
  }

  open override var rootViewController: ViewController? { tabBarController }

  /// The selected tab's index.
  public var selectedIndex: Int { tabBarController.selectedIndex }

  /// The selected tab's coordinator.
  public var selectedTab: NavigationCoordinator? {
    tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
  }

  /// Called after another tab was selected.
  open func didSelectTab(_ index: Int) {}

  /// Selects the tab at `index`; the selected tab again pops it to its root.
  ///
  /// - Throws: ``NavigationError/noSuchTab(index:count:)`` (nothing changes).
  public func select(_ index: Int) throws(NavigationError) {
    guard tabs.indices.contains(index) else { throw .noSuchTab(index: index, count: tabs.count) }
    if index == selectedIndex {
      tabs[index].popToRoot()
      tabs[index].didReselectTab()
    } else {
      tabBarController.setSelectedIndex(index)
      didSelectTab(index)
    }
  }

  /// Selects `tab`'s tab.
  ///
  /// - Throws: ``NavigationError/noSuchTab(index:count:)`` when it is not one of the tabs.
  public func select(_ tab: NavigationCoordinator) throws(NavigationError) {
    guard let index = tabs.firstIndex(where: { $0 === tab }) else {
      throw .noSuchTab(index: tabs.count, count: tabs.count)
    }
    try select(index)
  }

  /// Shows tab `index` as it is, without the re-select behaviour (a deep link, a restored
  /// state): the selected tab is not popped, and ``didSelectTab(_:)`` is called only when
  /// the selection changed.
  ///
  /// - Throws: ``NavigationError/noSuchTab(index:count:)`` (nothing changes).
  public func show(_ index: Int) throws(NavigationError) {
    guard tabs.indices.contains(index) else { throw .noSuchTab(index: index, count: tabs.count) }
    guard index != selectedIndex else { return }
    tabBarController.setSelectedIndex(index)
    didSelectTab(index)
  }
}
