import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct WindowTests {
  @Test func keysNeverReachScreensUnderAModal() {
    let window = Window()
    let root = RecordingViewController("Root")
    let modal = RecordingViewController("Modal")
    window.setRoot(root)
    window.setModals([Window.Modal(content: modal, style: .sheet)])
    for key in [Key.character("j"), .enter, .character("2"), .escape] {
      _ = window.handle(.key(key))
    }
    #expect(root.received.isEmpty)
    #expect(modal.received.count == 4)
  }

  @Test func forwardsCancelOfTheTopModal() {
    let window = Window()
    window.setRoot(RecordingViewController("Root"))
    window.setModals([Window.Modal(content: RecordingViewController("Modal"), style: .alert)])
    var cancels = 0
    window.onCancelModal = { cancels += 1 }
    #expect(window.handle(.key(.escape)) == .handled)
    #expect(window.handle(.key(.character("q"))) == .handled)
    #expect(window.handle(.key(.character("x"))) == .ignored)
    #expect(cancels == 2)
    #expect(window.modals.count == 1, "the window never removes a modal itself")
  }

  @Test func anyKeyClosesHelp() {
    let window = Window()
    let root = RecordingViewController("Root")
    window.setRoot(root)
    window.showHelp()
    #expect(window.help != nil)
    #expect(window.handle(.key(.character("x"))) == .handled)
    #expect(window.help == nil)
    #expect(root.received.isEmpty)
  }

  @Test func scrollsALongHelpWithJAndK() {
    let window = Window()
    let navigation = NavigationController(title: "Tab")
    navigation.setViewControllers([ListViewController(title: "List", dataSource: ArrayListDataSource([]))])
    window.setRoot(navigation)
    window.showHelp()
    var buffer = CellBuffer(size: Size(width: 80, height: 12))
    window.render(into: &buffer)
    #expect(buffer.text.contains("j/k scroll"))
    _ = window.handle(.key(.character("j")))
    _ = window.handle(.key(.character("j")))
    #expect(window.help?.scrollOffset == 2)
    window.render(into: &buffer)
    #expect(!buffer.text.contains("│ Lists"))
    _ = window.handle(.key(.up))
    #expect(window.help?.scrollOffset == 1)
    _ = window.handle(.key(.enter))
    #expect(window.help == nil)
  }

  @Test func listsTheFocusedScreensKeysInHelp() {
    let window = Window()
    let navigation = NavigationController(title: "Tab")
    navigation.setViewControllers([ListViewController(title: "List", dataSource: ArrayListDataSource([]))])
    window.setRoot(navigation)
    #expect(window.keyContexts == [.list, .navigation, .global])
    window.showHelp()
    #expect(window.help?.bindings.first?.context == .list)
  }

  @Test func dimsEverythingUnderAModal() {
    let window = Window()
    window.setRoot(RecordingViewController("Root"))
    window.setModals([Window.Modal(content: RecordingViewController("Modal"), style: .sheet, title: "Sheet")])
    var buffer = CellBuffer(size: Size(width: 80, height: 24))
    window.render(into: &buffer)
    #expect(buffer.text(ofRow: 0).hasPrefix("screen Root"))
    #expect(buffer[0, 0].style == .dim)
    #expect(buffer.text.contains("screen Modal"))
    assertBufferSnapshot(of: buffer, named: "sheet-over-root-80x24")
  }

  @Test func hidesTheCursorOfScreensUnderAModal() {
    let window = Window()
    let entry = TextEntryViewController(title: "Name", prompt: "Name?", text: "abc")
    window.setRoot(entry)
    var buffer = CellBuffer(size: Size(width: 40, height: 12))
    window.render(into: &buffer)
    #expect(buffer.cursor != nil)
    window.setModals([Window.Modal(content: RecordingViewController("Modal"), style: .alert)])
    window.render(into: &buffer)
    #expect(buffer.cursor == nil)
  }

  @Test func rendersAtEverySize() {
    let window = Window()
    window.setRoot(RecordingViewController("Root"))
    window.setModals([
      Window.Modal(
        content: AlertController(title: "Quit?", message: "Really?", buttons: ["No", "Yes"]), style: .alert, title: "確認"
      )
    ])
    for width in 1...40 {
      for height in 1...15 {
        var buffer = CellBuffer(size: Size(width: width, height: height))
        window.render(into: &buffer)
        #expect(buffer.problems().isEmpty, "\(width)x\(height)")
      }
    }
  }
}
