import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

@Suite struct ApplicationTests {
  @Test func qGoesBackThenQuitsAtTheRoot() throws {
    let (app, tabs) = makeTabsApp()
    tabs.stacks[0].pushScreen("A")
    #expect(try app.send("q") == .inputEnded)
    #expect(tabs.stacks[0].viewControllers.count == 1)
    #expect(try app.send("q") == .quit)
  }

  @Test(arguments: ["Q", "<C-c>"])
  func quitsFromAnywhere(script: String) throws {
    let (app, tabs) = makeTabsApp()
    try tabs.stacks[0].present(Form()) { _ in }
    tabs.stacks[0].pushScreen("Under")
    // In a text field Q is text; Ctrl-C still quits.
    let exit = try app.send(script)
    #expect(exit == (script == "Q" ? .inputEnded : .quit))
    #expect(try app.send("<Esc>Q") == .quit)
  }

  @Test func callsOnQuitWithTheStateToSave() throws {
    let (app, tabs) = makeTabsApp()
    var saved: [NavigationState] = []
    app.application.onQuit = { saved.append($0) }
    tabs.stacks[0].pushScreen("A")
    try app.send("2Q")
    #expect(saved.map(\.selectedTab) == [1])
    #expect(saved.first?.tabs.first == ["screen/One", "screen/A"])
  }

  @Test func theEndOfAScriptCallsOnQuitAsQuittingDoes() throws {
    let application = Application(root: Tabs())
    var saved: [NavigationState] = []
    application.onQuit = { saved.append($0) }
    let terminal = try HeadlessTerminal(size: Size(width: 80, height: 24), script: "2")
    #expect(application.run(on: terminal) == .inputEnded)
    #expect(saved.map(\.selectedTab) == [1])
    #expect(application.hasQuit)
  }

  @Test func aHeadlessAppKeepsRunningBetweenScriptsUntilItsInputEnds() throws {
    let (app, _) = makeTabsApp()
    var saved: [NavigationState] = []
    app.application.onQuit = { saved.append($0) }
    #expect(try app.send("2") == .inputEnded)
    #expect(saved.isEmpty)
    #expect(app.endInput() == .inputEnded)
    #expect(saved.map(\.selectedTab) == [1])
    #expect(try app.send("3") == .quit)
    #expect(saved.count == 1)
  }

  @Test func aSignalQuitsCleanly() {
    let (app, _) = makeTabsApp()
    #expect(
      app.send(events: [.key(.character("2")), .terminate(signal: 15), .key(.character("3"))])
        == .terminated(signal: 15))
    #expect(app.terminal.pendingEvents == [.key(.character("3"))])
  }

  @Test func redrawsAndSuspendsThroughTheTerminal() throws {
    let (app, _) = makeTabsApp()
    try app.send("<C-l><C-z><C-l>")
    #expect(app.terminal.invalidations == 2)
    #expect(app.terminal.suspensions == 1)
  }

  @Test func presentsAFrameBeforeEveryEvent() throws {
    let (app, _) = makeTabsApp()
    try app.send("23")
    #expect(app.terminal.frames.count == 3)
    #expect(app.terminal.lastFrame?.text(ofRow: 0).hasPrefix(" 1 One   2 Two   3 Three") == true)
  }

  @Test func resizeReLaysOut() throws {
    let (app, _) = makeTabsApp()
    try app.send("<resize 50x12>")
    #expect(app.terminal.lastFrame?.size == Size(width: 50, height: 12))
    #expect(app.screen.text(ofRow: 11).contains("? help"))
  }

  @Test func tooSmallShowsAMessageAndOnlyGlobalKeysWork() throws {
    let (app, tabs) = makeTabsApp(size: Size(width: 30, height: 8))
    try app.send("2")
    #expect(tabs.selectedIndex == 0)
    #expect(app.screen.text.contains("Terminal too small"))
    app.application.minimumSize = Size(width: 20, height: 5)
    #expect(!app.screen.text.contains("Terminal too small"))
    #expect(try app.send("Q") == .quit)
  }

  @Test func neverCrashesAtAnySizeFrom1x1() throws {
    let (app, tabs) = makeTabsApp()
    tabs.stacks[0].pushScreen("千と千尋の神隠し")
    try tabs.stacks[0].present(Form()) { _ in }
    app.application.minimumSize = Size(width: 1, height: 1)
    for width in 1...40 {
      for height in 1...15 {
        let screen = app.application.render(size: Size(width: width, height: height))
        #expect(screen.problems().isEmpty, "\(width)x\(height)")
      }
    }
    try app.send("<resize 1x1>中文<Enter><resize 3x2>?<Esc><resize 80x24>")
    #expect(app.screen.problems().isEmpty)
  }

  @Test func questionMarkShowsTheFocusedScreensKeys() throws {
    let (app, _) = makeTabsApp()
    try app.send("?")
    #expect(app.application.window.help != nil)
    #expect(app.screen.text.contains("Everywhere") || app.screen.text.contains("Navigation"))
    try app.send("x")
    #expect(app.application.window.help == nil)
  }

  @Test func helpInATextFieldIsText() throws {
    let (app, tabs) = makeTabsApp()
    let form = Form()
    try tabs.stacks[0].present(form) { _ in }
    try app.send("?")
    #expect(app.application.window.help == nil)
    #expect(form.steps.first?.field.text == "?")
  }
}
