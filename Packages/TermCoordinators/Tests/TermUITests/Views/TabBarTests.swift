import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct TabBarTests {
  @Test func marksTheSelectedTab() {
    let buffer = render(
      TabBar(titles: ["All Books", "Words", "Account"], selectedIndex: 1), size: Size(width: 40, height: 1))
    #expect(buffer.text(ofRow: 0) == " 1 All Books   2 Words   3 Account      ")
    #expect(buffer.styleRow(0) == "aaaaaaaaaaaaaatttttttttaaaaaaaaaaaaaaaaa")
  }

  @Test func cutsTabsThatDoNotFit() {
    let buffer = render(TabBar(titles: ["漢字", "言葉", "アカウント"], selectedIndex: 2), size: Size(width: 20, height: 1))
    #expect(buffer.problems().isEmpty)
    #expect(buffer.text(ofRow: 0).hasPrefix(" 1 漢字   2 言葉   3"))
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func snapshot(width: Int, height: Int) {
    let bar = TabBar(titles: ["All Books", "Words", "Account"], selectedIndex: 0)
    assertBufferSnapshot(of: render(bar, size: Size(width: width, height: 1)), named: "tabs-\(width)")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { TabBar(titles: ["漢字", "Words", "アカウント"], selectedIndex: 1) }
  }
}
