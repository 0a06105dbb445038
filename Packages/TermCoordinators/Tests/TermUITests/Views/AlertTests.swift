import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct AlertTests {
  static func discard() -> Alert {
    Alert(
      title: "Discard sign-up?", message: "The email, password and name you typed will be lost.",
      buttons: ["Keep editing", "Discard"])
  }

  @Test func selectsButtonsWithinRange() {
    let alert = Self.discard()
    alert.selectButton(5)
    #expect(alert.selectedButton == 1)
    alert.selectButton(-1)
    #expect(alert.selectedButton == 0)
  }

  @Test func alwaysHasAButton() {
    #expect(Alert(title: "Hi", buttons: []).buttons == ["OK"])
  }

  @Test func snapshotInAFrame() {
    let alert = Self.discard()
    alert.selectButton(1)
    var buffer = CellBuffer(size: Size(width: 40, height: 12))
    let frame = ModalFrame.frame(around: alert.preferredSize(maxWidth: 34), in: buffer.bounds)
    let inside = ModalFrame().render(frame, into: &buffer)
    alert.render(in: inside, into: &buffer)
    assertBufferSnapshot(of: buffer, named: "discard-40x12")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { Self.discard() }
  }
}
