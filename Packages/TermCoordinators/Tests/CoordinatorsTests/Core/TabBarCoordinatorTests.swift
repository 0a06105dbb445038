import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

@Suite struct TabBarCoordinatorTests {
  func make() -> Tabs {
    let tabs = Tabs()
    tabs.start()
    return tabs
  }

  @Test func keepsEachTabsStackAcrossSwitches() throws {
    let tabs = make()
    tabs.stacks[0].pushScreen("A")
    try tabs.select(1)
    tabs.stacks[1].pushScreen("B")
    tabs.stacks[1].pushScreen("C")
    try tabs.select(0)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.stacks[0].viewControllers.map(\.title) == ["One", "A"])
    #expect(tabs.stacks[1].viewControllers.map(\.title) == ["Two", "B", "C"])
    #expect(tabs.tabBarController.focusedViewController.title == "A")
  }

  @Test func selectingTheActiveTabPopsItToItsRootAndTellsIt() throws {
    let tabs = make()
    let tracker = ReleaseTracker()
    tracker.track(tabs.stacks[0].startChild("Detail"), as: "child")
    tracker.track(tabs.stacks[0].pushScreen("More"), as: "screen")
    try tabs.select(0)
    #expect(tabs.stacks[0].viewControllers.map(\.title) == ["One"])
    #expect(tabs.stacks[0].reselections == 1)
    #expect(tracker.alive == [])
  }

  @Test func reselectingByKeyGoesTheSameWay() {
    let tabs = make()
    let tracker = ReleaseTracker()
    tracker.track(tabs.stacks[0].startChild("Detail"), as: "child")
    // "1" is the active tab's number: the screen ignores it, the navigation controller too.
    #expect(tabs.tabBarController.handle(.key(.character("1"))) == .handled)
    #expect(tabs.stacks[0].reselections == 1)
    #expect(tracker.alive == [])
  }

  @Test(arguments: [(Key.character("3"), 2), (.tab, 1), (.backTab, 2)])
  func selectsTabsByKey(key: Key, index: Int) {
    let tabs = make()
    #expect(tabs.tabBarController.handle(.key(key)) == .handled)
    #expect(tabs.selectedIndex == index)
  }

  @Test(arguments: [3, -1, 99])
  func aTabThatDoesNotExistIsRefused(index: Int) throws {
    let tabs = make()
    try tabs.select(1)
    #expect(throws: NavigationError.noSuchTab(index: index, count: 3)) { try tabs.select(index) }
    #expect(tabs.selectedIndex == 1)
  }

  @Test func aForeignCoordinatorIsNotATab() {
    let tabs = make()
    #expect(throws: NavigationError.self) { try tabs.select(StackCoordinator(title: "Stray")) }
    #expect(tabs.selectedIndex == 0)
  }

  @Test func storesItsTabsAsChildren() {
    let tabs = make()
    #expect(tabs.children.count == 3)
    #expect(tabs.stacks.allSatisfy { $0.parent === tabs })
  }
}
