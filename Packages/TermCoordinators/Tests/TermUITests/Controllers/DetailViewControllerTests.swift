import TermCore
import Testing

@testable import TermUI

@Suite struct DetailViewControllerTests {
  @Test func opensOnlyWhenTheListHasTheFocus() {
    let screen = DetailViewController(title: "西遊記", sections: DetailViewTests.bookPage().sections)
    var opened: [Int] = []
    screen.onOpen = { opened.append($0) }
    var buffer = CellBuffer(size: Size(width: 80, height: 24))
    screen.render(in: buffer.bounds, into: &buffer)
    #expect(screen.handle(.key(.enter)) == .ignored)
    _ = screen.handle(.key(.character("j")))
    _ = screen.handle(.key(.character("j")))
    #expect(screen.handle(.key(.enter)) == .handled)
    #expect(opened == [1])
  }
}
