import TermCore
import Testing

@testable import TermUI

@Suite struct AlertControllerTests {
  @Test func choosesWithArrowsAndEnter() {
    let alert = AlertController(title: "Discard?", buttons: ["Keep", "Discard"])
    var chosen: [Int] = []
    alert.onChoose = { chosen.append($0) }
    _ = alert.handle(.key(.right))
    _ = alert.handle(.key(.enter))
    _ = alert.handle(.key(.right))
    _ = alert.handle(.key(.character(" ")))
    #expect(chosen == [1, 0])
  }

  @Test func leavesEscapeToTheModalLayer() {
    let alert = AlertController(title: "Discard?")
    #expect(alert.handle(.key(.escape)) == .ignored)
  }
}
