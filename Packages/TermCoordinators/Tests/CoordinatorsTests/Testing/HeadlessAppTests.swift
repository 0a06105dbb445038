import Coordinators
import CoordinatorsTesting
import TermCore
import Testing

@Suite struct HeadlessAppTests {
  @Test func runsKeyScriptsAndShowsTheScreenWithTheTree() throws {
    let (app, tabs) = makeTabsApp(size: Size(width: 40, height: 12))
    #expect(try app.send("3") == .inputEnded)
    #expect(tabs.selectedIndex == 2)
    #expect(app.lastExit == .inputEnded)
    #expect(app.snapshotText.contains("-- navigation\nwindow\n"))
    #expect(app.screen.size == Size(width: 40, height: 12))
  }

  @Test func refusesAnUnreadableScriptAndSendsNothing() {
    let (app, tabs) = makeTabsApp()
    #expect(throws: KeyScript.ParseError.self) { try app.send("2<Nope>") }
    #expect(tabs.selectedIndex == 0)
  }
}
