import Coordinators
import TermCore
import Testing

@Suite struct WindowCoordinatorDumpTests {
  @Test func saysTheTreeInWords() throws {
    let (app, tabs) = makeTabsApp()
    let detail = tabs.stacks[0].startChild("Detail")
    detail.startGrandchild("Word")
    try tabs.select(1)
    try tabs.stacks[1].present(Form(), title: "Sign up") { _ in }
    try app.send("me@example.com<Enter>")
    #expect(
      app.navigationDump == """
        window
          Tabs: tabs, 2 of 3 selected
            tab 1 "One": StackCoordinator
              stack: One > Detail > Word
              PushingChild(Detail)
                PushingChild(Word)
            tab 2 "Two" (selected): StackCoordinator
              stack: Two
              presents Form in modal 1
            tab 3 "Three": StackCoordinator
              stack: Three
          modal 1 sheet "Sign up": Form
            stack: first > second

        """)
  }

  @Test func namesAPresentedScreen() throws {
    let (app, tabs) = makeTabsApp()
    try tabs.stacks[0].presentAlert(title: "Hi") { _ in }
    #expect(app.navigationDump.hasSuffix("  modal 1 alert: AlertController \"Hi\"\n"))
  }
}
