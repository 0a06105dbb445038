import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct NavigationBarTests {
  @Test func joinsThePathWithAnASCIISeparator() {
    #expect(NavigationBar(path: ["All Books", "中", "中文"]).text(width: 40) == "All Books > 中 > 中文")
  }

  @Test(arguments: [
    (12, "...中 > 中文"), (10, "... > 中文"), (7, "...中文"), (5, "...文"), (3, "..."), (2, ".."),
  ])
  func cutsALongPathFromTheLeft(width: Int, expected: String) {
    let text = NavigationBar(path: ["All Books", "中", "中文"]).text(width: width)
    #expect(text == expected)
    #expect(DisplayWidth.of(text) <= width)
  }

  @Test func drawsTheCurrentTitleAsATitle() {
    let buffer = render(NavigationBar(path: ["Movies", "Alien"]), size: Size(width: 20, height: 1))
    #expect(buffer.text(ofRow: 0) == " Movies > Alien     ")
    #expect(buffer.styleRow(0) == "..........hhhhh.....")
  }

  @Test func snapshotOfALongPath() {
    let bar = NavigationBar(path: ["All Books", "中", "中文", "中文語", "西遊記第一百回", "Journey to the West, a new edition"])
    assertBufferSnapshot(of: render(bar, size: Size(width: 40, height: 1)), named: "long-path-40")
    assertBufferSnapshot(of: render(bar, size: Size(width: 80, height: 1)), named: "long-path-80")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { NavigationBar(path: ["All Books", "中", "中文"]) }
  }
}
