import TermCore
import Testing

@testable import TermUI

@Suite struct TabBarControllerTests {
  func make() -> (TabBarController, [RecordingViewController]) {
    let screens = ["One", "Two", "Three"].map { RecordingViewController($0) }
    let controller = TabBarController()
    controller.setTabs(screens, selectedIndex: 0)
    return (controller, screens)
  }

  @Test(arguments: [
    (Key.character("2"), 1), (.character("1"), 0), (.character("3"), 2), (.tab, 1), (.backTab, 2),
  ])
  func forwardsTabKeysAsIntents(key: Key, index: Int) {
    let (controller, _) = make()
    var asked: [Int] = []
    controller.onSelectTab = { asked.append($0) }
    #expect(controller.handle(.key(key)) == .handled)
    #expect(asked == [index])
    #expect(controller.selectedIndex == 0, "only the coordinator changes the selection")
  }

  @Test func ignoresANumberWithNoTab() {
    let (controller, _) = make()
    var asked: [Int] = []
    controller.onSelectTab = { asked.append($0) }
    #expect(controller.handle(.key(.character("7"))) == .ignored)
    #expect(asked.isEmpty)
  }

  @Test func letsTheSelectedTabSeeKeysFirst() {
    let (controller, screens) = make()
    screens[0].consumes = [.character("2")]
    var asked: [Int] = []
    controller.onSelectTab = { asked.append($0) }
    #expect(controller.handle(.key(.character("2"))) == .handled)
    #expect(asked.isEmpty)
    #expect(screens[1].received.isEmpty)
  }

  @Test func switchesAppearance() {
    let (controller, screens) = make()
    controller.setVisible(true)
    controller.setSelectedIndex(2)
    controller.setSelectedIndex(9)
    #expect(screens[0].hooks == ["appear", "disappear"])
    #expect(screens[2].hooks == ["appear"])
    #expect(screens[1].hooks.isEmpty)
    #expect(controller.selectedIndex == 2)
  }

  @Test func rendersAtEverySize() {
    let (controller, _) = make()
    expectRendersAtEverySize { ControllerView(controller: controller) }
  }
}
