import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct TextEntryViewControllerTests {
  @Test func validatesBeforeSubmitting() {
    let step = TextEntryViewController(title: "Email", prompt: "Your email.")
    step.validate = { $0.contains("@") ? nil : "Needs an @." }
    var submitted: [String] = []
    step.onSubmit = { submitted.append($0) }
    _ = step.handle(.text("me"))
    _ = step.handle(.key(.enter))
    #expect(submitted.isEmpty)
    #expect(step.field.validationMessage == "Needs an @.")
    _ = step.handle(.text("@x.jp"))
    #expect(step.field.validationMessage == nil, "typing clears the message")
    _ = step.handle(.key(.enter))
    #expect(submitted == ["me@x.jp"])
  }

  @Test func leavesEscapeToTheModalAndReportsPrevious() {
    let step = TextEntryViewController(title: "Name", prompt: "Name?")
    var previous = 0
    step.onPrevious = { previous += 1 }
    #expect(step.handle(.key(.escape)) == .ignored)
    #expect(step.handle(.key(.backTab)) == .handled)
    #expect(previous == 1)
    #expect(step.handle(.key(.character("q"))) == .handled)
    #expect(step.field.text == "q")
  }

  @Test func snapshotOfAMaskedStep() {
    let step = TextEntryViewController(
      title: "Password", prompt: "Choose a password of at least 8 characters.", text: "hunter2", isSecure: true)
    step.field.validationMessage = "At least 8 characters, please."
    var buffer = CellBuffer(size: Size(width: 40, height: 6))
    step.render(in: buffer.bounds, into: &buffer)
    assertBufferSnapshot(of: buffer, named: "password-40x6")
  }

  @Test func rendersAtEverySize() {
    let step = TextEntryViewController(title: "名前", prompt: "お名前を入力してください。", text: "山田", placeholder: "name")
    expectRendersAtEverySize { ControllerView(controller: step) }
  }
}
