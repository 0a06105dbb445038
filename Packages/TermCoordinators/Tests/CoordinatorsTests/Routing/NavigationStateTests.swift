import Coordinators
import CoordinatorsTesting
import Foundation
import TermCore
import TermUI
import Testing

@Suite struct NavigationStateTests {
  @Test func capturesEveryTabAndTheModals() throws {
    let (app, tabs) = makeTabsApp()
    tabs.stacks[0].startChild("Detail")
    try tabs.select(2)
    tabs.stacks[2].pushScreen("Deep")
    try tabs.stacks[2].present(Form(), route: "form") { _ in }
    try app.send("x<Enter>")
    try tabs.stacks[2].presentAlert(title: "Not saved") { _ in }
    let state = app.coordinator.navigationState
    #expect(state.selectedTab == 2)
    #expect(state.tabs == [["screen/One", "child/Detail"], ["screen/Two"], ["screen/Three", "screen/Deep"]])
    #expect(
      state.modals == [NavigationState.Modal(route: "form", style: .sheet, stack: ["step/first", "step/second"])])
    #expect(
      state.description == """
        tab 1: screen/One > child/Detail
        tab 2: screen/Two
        tab 3*: screen/Three > screen/Deep
        modal 1 sheet form: step/first > step/second
        """)
  }

  @Test func roundTripsThroughJSON() throws {
    let state = NavigationState(
      selectedTab: 1, tabs: [["screen/One"], ["screen/Two", "child/中文"]],
      modals: [NavigationState.Modal(route: "form", style: .fullScreen, stack: ["step/first"])])
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(NavigationState.self, from: data) == state)
  }

  @Test func appliesAStateAndReleasesWhatLeft() throws {
    let (app, tabs) = makeTabsApp()
    let tracker = ReleaseTracker()
    tracker.track(tabs.stacks[0].startChild("Old"), as: "old child")
    do {
      let old = Form()
      tracker.track(old, as: "old form")
      try tabs.stacks[0].present(old) { _ in }
    }
    let target = NavigationState(
      selectedTab: 1, tabs: [["screen/One"], ["screen/Two", "child/New", "screen/More"], ["screen/Three"]],
      modals: [NavigationState.Modal(route: "form", stack: ["step/first", "step/second"])])
    try app.coordinator.apply(target)
    #expect(tracker.alive == [])
    #expect(app.coordinator.navigationState == target)
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.stacks[1].children.count == 1)
    #expect(tabs.restoredFlows.count == 1)
    try app.send("done<Enter>")
    #expect(tabs.results == [.finished("done")])
  }

  @Test(arguments: [
    (NavigationState(tabs: [["screen/One"], ["nowhere"], ["screen/Three"]]), RouteError.unknown("nowhere")),
    (NavigationState(tabs: [["screen/One"], ["bad"], ["screen/Three"]]), .invalid("bad", reason: "bad on purpose")),
    (NavigationState(tabs: [["screen/One"]]), .tabCount(expected: 3, found: 1)),
    (
      NavigationState(selectedTab: 5, tabs: [["screen/One"], ["screen/Two"], ["screen/Three"]]),
      .noSuchTab(index: 5, count: 3)
    ),
    (NavigationState(tabs: [["screen/One"], [], ["screen/Three"]]), .emptyStack(tab: 1)),
    (
      NavigationState(tabs: [["screen/One"], ["screen/Two"], ["screen/Three"]], modals: [.init(route: "nope")]),
      .unknown("nope")
    ),
    (
      NavigationState(
        tabs: [["screen/One"], ["screen/Two"], ["screen/Three"]], modals: [.init(route: "form", stack: ["step/third"])]),
      .unknown("step/third")
    ),
  ])
  func anInvalidStateThrowsAndChangesNothing(state: NavigationState, error: RouteError) throws {
    let (app, tabs) = makeTabsApp()
    tabs.stacks[0].startChild("Kept")
    try tabs.select(1)
    try tabs.stacks[1].present(Form(), route: "form") { _ in }
    let before = app.navigationDump
    let stateBefore = app.coordinator.navigationState
    #expect(throws: error) { try app.coordinator.apply(state) }
    #expect(app.navigationDump == before)
    #expect(app.coordinator.navigationState == stateBefore)
  }
}
