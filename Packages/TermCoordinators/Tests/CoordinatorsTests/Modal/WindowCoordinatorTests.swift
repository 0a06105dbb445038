import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

@Suite struct WindowCoordinatorTests {
  @Test func aFlowFinishesWithItsValueAfterItWasReleased() throws {
    let (app, tabs) = makeTabsApp()
    let tracker = ReleaseTracker()
    var results: [ModalResult<String>] = []
    var flowWasFreedFirst = false
    do {
      let form = Form()
      tracker.track(form, as: "form")
      try tabs.stacks[0].present(form) { [weak form] result in
        results.append(result)
        flowWasFreedFirst = form?.parent == nil
      }
      #expect(form.parent === tabs.stacks[0])
    }
    try app.send("hello<Enter>world<Enter>")
    #expect(results == [.finished("world")])
    #expect(flowWasFreedFirst)
    #expect(app.coordinator.presentedViewControllers.isEmpty)
    #expect(tracker.alive == [])
  }

  @Test func escapeCancelsAndReleasesTheFlow() throws {
    let (app, tabs) = makeTabsApp()
    let tracker = ReleaseTracker()
    var results: [ModalResult<String>] = []
    do {
      let form = Form()
      tracker.track(form, as: "form")
      try tabs.stacks[0].present(form) { results.append($0) }
    }
    try app.send("abc<Enter>def<Esc>")
    #expect(results == [.cancelled])
    #expect(tracker.alive == [])
  }

  @Test func escapeAsksFirstWhenInputWouldBeLost() throws {
    let (app, tabs) = makeTabsApp()
    let tracker = ReleaseTracker()
    var results: [ModalResult<String>] = []
    do {
      let form = Form()
      form.asksBeforeCancel = true
      tracker.track(form, as: "form")
      try tabs.stacks[0].present(form) { results.append($0) }
    }
    try app.send("abc<Esc>")
    #expect(app.coordinator.presentedViewControllers.count == 2, "the confirmation alert is up")
    #expect(app.screen.text.contains("Discard Form?"))
    try app.send("<Esc>")
    #expect(results.isEmpty, "Esc on the alert keeps editing")
    #expect(app.coordinator.presentedViewControllers.count == 1)
    try app.send("<Esc><Right><Enter>")
    #expect(results == [.cancelled])
    #expect(app.coordinator.presentedViewControllers.isEmpty)
    #expect(tracker.alive == [])
  }

  @Test func dismissingWithNothingPresentedThrows() {
    let (app, _) = makeTabsApp()
    #expect(throws: NavigationError.nothingPresented) { try app.coordinator.dismissTopModal() }
    #expect(throws: NavigationError.notPresented(name: "Nowhere")) {
      try app.coordinator.dismiss(presentationOf: Screen(title: "Nowhere"))
    }
    app.coordinator.cancelTopModal()
    #expect(app.coordinator.presentedViewControllers.isEmpty)
  }

  @Test func aScreenDismissedFromCodeFinishes() throws {
    let (app, tabs) = makeTabsApp()
    let sheet = Screen(title: "About")
    var results: [ModalResult<Void>] = []
    try tabs.stacks[0].present(sheet, title: "About") { results.append($0) }
    #expect(throws: NavigationError.alreadyPresented(name: "About")) { try tabs.stacks[1].present(sheet) }
    try tabs.stacks[0].dismiss(sheet)
    #expect(results.count == 1)
    #expect(results.first?.value != nil)
    #expect(!app.coordinator.isPresenting(sheet))
  }

  @Test func modalsStackAndEndingOneEndsThoseAboveIt() throws {
    let (app, tabs) = makeTabsApp()
    let tracker = ReleaseTracker()
    var log: [String] = []
    do {
      let outer = Form()
      let inner = Form()
      tracker.track(outer, as: "outer")
      tracker.track(inner, as: "inner")
      try tabs.stacks[0].present(outer) { log.append("outer \($0)") }
      try outer.present(inner) { log.append("inner \($0)") }
      try tabs.stacks[1].presentAlert(title: "Hello") { log.append("alert \($0)") }
      #expect(app.coordinator.presentedViewControllers.count == 3)
      outer.cancel()
    }
    #expect(log == ["alert cancelled", "inner cancelled", "outer cancelled"])
    #expect(tracker.alive == [])
    #expect(app.coordinator.presentedViewControllers.isEmpty)
  }

  @Test func anAlertReportsTheButtonPressed() throws {
    let (app, tabs) = makeTabsApp()
    var results: [ModalResult<Int>] = []
    try tabs.stacks[0].presentAlert(title: "Star it?", buttons: ["No", "Yes"]) { results.append($0) }
    try app.send("<Right><Enter>")
    try tabs.stacks[0].presentAlert(title: "Again?") { results.append($0) }
    try app.send("q")
    #expect(results == [.finished(1), .cancelled])
  }

  @Test func keysNeverReachScreensUnderAModal() throws {
    let (app, tabs) = makeTabsApp()
    let under = try #require(tabs.stacks[0].topViewController as? Screen)
    try tabs.stacks[0].present(Form()) { _ in }
    let before = under.received.count
    try app.send("jk12<Tab>3<Enter>x")
    #expect(under.received.count == before)
    #expect(tabs.selectedIndex == 0)
  }

  @Test func shiftTabGoesBackAStepInsideTheFlow() throws {
    let (app, tabs) = makeTabsApp()
    let form = Form()
    try tabs.stacks[0].present(form) { _ in }
    try app.send("a<Enter>")
    #expect(form.viewControllers.count == 2)
    try app.send("<S-Tab>")
    #expect(form.viewControllers.count == 1)
  }

  @Test func snapshotOfASheetOverTheTabs() throws {
    let (app, tabs) = makeTabsApp()
    tabs.stacks[0].pushScreen("Alpha")
    try tabs.stacks[0].present(Form(), title: "A form") { _ in }
    try app.send("中文<Enter>ab")
    assertAppSnapshot(of: app, named: "sheet-over-tabs-80x24")
  }

  @Test func snapshotOfAnAlertOverASheet() throws {
    let (app, tabs) = makeTabsApp(size: Size(width: 40, height: 12))
    let form = Form()
    form.asksBeforeCancel = true
    try tabs.stacks[0].present(form) { _ in }
    try app.send("x<Esc>")
    assertAppSnapshot(of: app, named: "alert-over-sheet-40x12")
  }
}
