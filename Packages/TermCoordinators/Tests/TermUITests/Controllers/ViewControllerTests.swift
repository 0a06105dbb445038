import TermCore
import Testing

@testable import TermUI

@Suite struct ViewControllerTests {
  @Test func callsAppearAndDisappearOncePerChange() {
    let screen = RecordingViewController("A")
    screen.setVisible(true)
    screen.setVisible(true)
    screen.setVisible(false)
    #expect(screen.hooks == ["appear", "disappear"])
    #expect(!screen.isVisible)
  }

  @Test func ignoresEventsByDefault() {
    #expect(ViewController(title: "plain").handle(.key(.enter)) == .ignored)
  }
}
