import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct NavigationControllerTests {
  @Test func forwardsBackAsAnIntentAndNeverPopsItself() {
    let navigation = NavigationController(title: "Tab")
    let a = RecordingViewController("A")
    let b = RecordingViewController("B")
    navigation.setViewControllers([a, b])
    var backs = 0
    navigation.onBack = { backs += 1 }
    for key in [Key.escape, .character("h"), .left, .backspace, .character("q")] {
      #expect(navigation.handle(.key(key)) == .handled)
    }
    #expect(backs == 5)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func ignoresBackAtTheRoot() {
    let navigation = NavigationController(title: "Tab")
    navigation.setViewControllers([RecordingViewController("A")])
    var backs = 0
    navigation.onBack = { backs += 1 }
    #expect(navigation.handle(.key(.escape)) == .ignored)
    #expect(navigation.handle(.key(.character("q"))) == .ignored)
    #expect(backs == 0)
  }

  @Test func letsTheTopScreenSeeKeysFirst() {
    let navigation = NavigationController(title: "Tab")
    let a = RecordingViewController("A")
    let b = RecordingViewController("B", consumes: [.escape])
    navigation.setViewControllers([a, b])
    var backs = 0
    navigation.onBack = { backs += 1 }
    #expect(navigation.handle(.key(.escape)) == .handled)
    #expect(backs == 0)
    #expect(b.received == [.key(.escape)])
    #expect(a.received.isEmpty)
  }

  @Test func escapeDoesNotGoBackInAModalFlow() {
    let navigation = NavigationController(title: "Flow")
    navigation.escapeGoesBack = false
    navigation.setViewControllers([RecordingViewController("A"), RecordingViewController("B")])
    var backs = 0
    navigation.onBack = { backs += 1 }
    #expect(navigation.handle(.key(.escape)) == .ignored)
    #expect(navigation.handle(.key(.backspace)) == .handled)
    #expect(backs == 1)
  }

  @Test func movesAppearanceToTheNewTop() {
    let navigation = NavigationController(title: "Tab")
    let a = RecordingViewController("A")
    let b = RecordingViewController("B")
    navigation.setViewControllers([a])
    navigation.setVisible(true)
    navigation.setViewControllers([a, b])
    navigation.setViewControllers([a])
    #expect(a.hooks == ["appear", "disappear", "appear"])
    #expect(b.hooks == ["appear", "disappear"])
  }

  @Test func snapshotOfAPath() {
    let navigation = NavigationController(title: "Tab")
    navigation.setViewControllers([
      RecordingViewController("All Books"), RecordingViewController("中"), RecordingViewController("中文"),
    ])
    var buffer = CellBuffer(size: Size(width: 40, height: 3))
    navigation.render(in: buffer.bounds, into: &buffer)
    assertBufferSnapshot(of: buffer, named: "path-40x3")
  }

  @Test func rendersAtEverySize() {
    let navigation = NavigationController(title: "Tab")
    navigation.setViewControllers([RecordingViewController("All Books"), RecordingViewController("中文語")])
    expectRendersAtEverySize { ControllerView(controller: navigation) }
  }
}

/// Lets a controller be checked with the view helpers.
struct ControllerView: View {
  let controller: ViewController
  func render(in area: Rect, into buffer: inout CellBuffer) {
    controller.render(in: area, into: &buffer)
  }
}
