import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct NavigationBarTests {
  @Test func joinsThePathWithAnASCIISeparator() {
    #expect(NavigationBar(path: ["All Kanji", "日", "日本"]).text(width: 40) == "All Kanji > 日 > 日本")
  }

  @Test(arguments: [
    (12, "...日 > 日本"), (10, "... > 日本"), (7, "...日本"), (5, "...本"), (3, "..."), (2, ".."),
  ])
  func cutsALongPathFromTheLeft(width: Int, expected: String) {
    let text = NavigationBar(path: ["All Kanji", "日", "日本"]).text(width: width)
    #expect(text == expected)
    #expect(DisplayWidth.of(text) <= width)
  }

  @Test func drawsTheCurrentTitleAsATitle() {
    let buffer = render(NavigationBar(path: ["Movies", "Alien"]), size: Size(width: 20, height: 1))
    #expect(buffer.text(ofRow: 0) == " Movies > Alien     ")
    #expect(buffer.styleRow(0) == "..........hhhhh.....")
  }

  @Test func snapshotOfALongPath() {
    let bar = NavigationBar(path: ["All Kanji", "日", "日本", "日本語", "日本語能力試験", "Japanese-Language Proficiency Test"])
    assertBufferSnapshot(of: render(bar, size: Size(width: 40, height: 1)), named: "long-path-40")
    assertBufferSnapshot(of: render(bar, size: Size(width: 80, height: 1)), named: "long-path-80")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { NavigationBar(path: ["All Kanji", "日", "日本"]) }
  }
}
