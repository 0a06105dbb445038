import Coordinators
import CoordinatorsTesting
import Synchronization
import TermCore
import TermUI
import Testing

/// A screen that draws a value other threads may change.
final class SharedValueScreen: ViewController {
  let value = Atomic<Int>(0)

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    buffer.write("value \(value.load(ordering: .sequentiallyConsistent))", at: area.origin, clip: area)
  }
}

@Suite struct MailboxTests {
  @Test func closuresPostedFromAnotherThreadRunOnTheLoopInOrder() async throws {
    let (app, screen, _) = makeTickingApp()
    let bound = app.application.mailbox.bind(screen)
    let mailbox = app.application.mailbox
    await Task.detached {
      for n in 1...3 { bound.post { $0.log.append(.seconds(n)) } }
      mailbox.post {}
    }.value
    try app.send("")
    #expect(screen.log == [.seconds(1), .seconds(2), .seconds(3)])
  }

  @Test func aPostedChangeIsPresentedOnlyWhenTheFrameChanged() async throws {
    let screen = SharedValueScreen(title: "Shared")
    let stack = NavigationCoordinator(title: "Shared")
    let app = HeadlessApp(root: stack, size: Size(width: 40, height: 10))
    stack.push(screen)
    try app.send("")
    let before = app.terminal.frames.count
    let mailbox = app.application.mailbox
    await Task.detached { mailbox.post {} }.value
    try app.send("")
    // A re-render with nothing new is not presented; one with a new value is.
    #expect(app.terminal.frames.count == before)
    screen.value.store(42, ordering: .sequentiallyConsistent)
    await Task.detached { mailbox.post {} }.value
    try app.send("")
    #expect(app.terminal.frames.count == before + 1)
    #expect(app.terminal.lastFrame?.text.contains("value 42") == true)
  }

  @Test func aBoundReferenceSkipsAReleasedObject() async throws {
    let (app, screen, _) = makeTickingApp()
    let ran = Flag()
    let kept = app.application.mailbox.bind(screen)
    do {
      let loose = TickingScreen(title: "Loose")
      let bound = app.application.mailbox.bind(loose)
      await Task.detached {
        bound.post { _ in ran.set() }
        kept.post { $0.count = 9 }
      }.value
    }
    try app.send("")
    #expect(!ran.isSet)
    #expect(screen.count == 9)
  }
}
