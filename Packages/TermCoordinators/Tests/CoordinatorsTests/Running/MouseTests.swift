import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

/// The mouse through the whole library: a headless app, its coordinators and the terminal.
@Suite struct MouseTests {
  @Test func aClickOnATabSelectsItThroughItsCoordinator() throws {
    let (app, tabs) = makeTabsApp()
    try app.click(on: "Two")
    #expect(tabs.selectedIndex == 1)
    #expect(app.screen.text.contains("screen Two"))
  }

  @Test func aClickOnATitleOfThePathPopsBackToThatScreen() throws {
    let (app, tabs) = makeTabsApp()
    let stack = tabs.stacks[0]
    stack.pushScreen("A")
    let child = stack.startChild("B")
    child.pushMore("C")
    #expect(stack.viewControllers.count == 4)
    try app.click(on: "A >")
    #expect(stack.viewControllers.map(\.title) == ["One", "A"])
    #expect(stack.pushedCoordinators.isEmpty, "the child whose screens left is freed")
  }

  @Test func clicksBehindAFormNeverReachTheTabs() throws {
    let (app, tabs) = makeTabsApp()
    let form = Form()
    try tabs.present(form) { _ in }
    try app.click(on: "Two")
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.windowCoordinator?.presentedViewControllers.count == 1)
  }

  @Test func keyScriptsCarryMouseEvents() throws {
    let (app, tabs) = makeTabsApp()
    let point = try #require(app.screen.position(of: "Three"))
    try app.send("<click \(point.x),\(point.y)>")
    #expect(tabs.selectedIndex == 2)
  }

  @Test func copiesReachTheTerminalAfterTheEvent() throws {
    let (app, tabs) = makeTabsApp()
    let screen = tabs.stacks[0].topViewController as? Screen
    screen?.onOpen = { [unowned tabs] in
      tabs.copyToClipboard("中文 にほん")
      tabs.notify("Sent to the terminal's clipboard: 中文 にほん")
    }
    try app.send("<Enter>")
    #expect(app.terminal.clipboard == ["中文 にほん"])
    #expect(app.application.window.clipboardRequests.isEmpty)
    #expect(app.screen.text.contains("Sent to the terminal's clipboard"))
  }

  @Test func aCoordinatorWithoutAWindowCannotCopy() {
    #expect(!StackCoordinator(title: "Alone").copyToClipboard("x"))
  }
}
