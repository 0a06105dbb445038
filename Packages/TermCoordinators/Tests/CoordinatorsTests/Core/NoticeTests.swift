import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

@Suite struct NoticeTests {
  private func app() -> (HeadlessApp, StackCoordinator) {
    let stack = StackCoordinator(title: "Root")
    return (HeadlessApp(root: stack, size: Size(width: 40, height: 10)), stack)
  }

  @Test func aNoticeReplacesTheKeyHintsUntilTheNextKey() throws {
    let (app, stack) = app()
    stack.notify("The disk is full: the star was not saved", kind: .error)
    let bottom = app.screen.text(ofRow: 9)
    #expect(bottom == " The disk is full: the star was not ... ")
    #expect(app.screen[1, 9].style == .error)
    try app.send("x")
    #expect(app.application.window.notice == nil)
    #expect(app.screen.text(ofRow: 9).contains("? help"))
  }

  @Test func anErrorIsShownInItsOwnWords() {
    let (app, stack) = app()
    stack.notify(NavigationError.atRoot, while: "Cannot go back")
    #expect(
      app.application.window.notice
        == Notice("Cannot go back: cannot go back: already at the first screen", kind: .error))
  }
}
