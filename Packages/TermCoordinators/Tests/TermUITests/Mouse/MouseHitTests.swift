import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

/// Views know where they drew what, so a click finds its row, tab, title or button.
@Suite struct MouseHitTests {
  @Test func tabBarFindsTheTabUnderTheClick() {
    let bar = TabBar(titles: ["All Books", "Words", "Account"], selectedIndex: 0)
    let area = Rect(x: 0, y: 0, width: 40, height: 1)
    // " 1 All Books " is columns 0-12, a gap at 13, " 2 Words " from 14.
    #expect(bar.index(at: Point(x: 0, y: 0), in: area) == 0)
    #expect(bar.index(at: Point(x: 12, y: 0), in: area) == 0)
    #expect(bar.index(at: Point(x: 13, y: 0), in: area) == nil)
    #expect(bar.index(at: Point(x: 14, y: 0), in: area) == 1)
    #expect(bar.index(at: Point(x: 30, y: 0), in: area) == 2)
    #expect(bar.index(at: Point(x: 39, y: 0), in: area) == nil)
    #expect(bar.index(at: Point(x: 1, y: 1), in: area) == nil)
  }

  @Test func navigationBarFindsTheTitleUnderTheClick() {
    let bar = NavigationBar(path: ["All Books", "中", "中文"])
    let area = Rect(x: 0, y: 1, width: 40, height: 1)
    // " All Books > 中 > 中文": the text starts at column 1.
    #expect(bar.index(at: Point(x: 0, y: 1), in: area) == nil)
    #expect(bar.index(at: Point(x: 1, y: 1), in: area) == 0)
    #expect(bar.index(at: Point(x: 9, y: 1), in: area) == 0)
    #expect(bar.index(at: Point(x: 11, y: 1), in: area) == nil)
    #expect(bar.index(at: Point(x: 13, y: 1), in: area) == 1)
    #expect(bar.index(at: Point(x: 14, y: 1), in: area) == 1)
    #expect(bar.index(at: Point(x: 18, y: 1), in: area) == 2)
    #expect(bar.index(at: Point(x: 25, y: 1), in: area) == nil)
  }

  @Test func aCutPathStillFindsTheTitlesItShows() {
    let bar = NavigationBar(path: ["All Books", "Grade 1", "中", "中文"])
    let area = Rect(x: 0, y: 0, width: 14, height: 1)
    var buffer = CellBuffer(size: Size(width: 14, height: 1))
    bar.render(in: area, into: &buffer)
    #expect(buffer.text(ofRow: 0) == " ...中 > 中文 ")
    #expect(bar.index(at: Point(x: 2, y: 0), in: area) == nil)
    #expect(bar.index(at: Point(x: 5, y: 0), in: area) == 2)
    #expect(bar.index(at: Point(x: 7, y: 0), in: area) == nil)
    #expect(bar.index(at: Point(x: 11, y: 0), in: area) == 3)
  }

  @Test func listFindsTheRowUnderTheClickAfterScrolling() {
    let list = ListView(dataSource: ArrayListDataSource((0..<50).map { ListRow(["row \($0)"]) }))
    var buffer = CellBuffer(size: Size(width: 20, height: 12))
    list.render(in: Rect(x: 0, y: 2, width: 20, height: 10), into: &buffer)
    #expect(list.index(at: Point(x: 3, y: 2)) == 0)
    #expect(list.index(at: Point(x: 3, y: 1)) == nil)
    list.select(30)
    list.render(in: Rect(x: 0, y: 2, width: 20, height: 10), into: &buffer)
    let row = list.index(at: Point(x: 3, y: 2))
    #expect(row == list.scrollOffset)
    #expect(buffer.text(ofRow: 2).contains("row \(list.scrollOffset)"))
  }

  @Test func wheelScrollsTheListAndTakesTheSelectionOnlyAsFarAsItMust() {
    let list = ListView(dataSource: ArrayListDataSource((0..<50).map { ListRow(["row \($0)"]) }))
    var buffer = CellBuffer(size: Size(width: 20, height: 10))
    list.render(in: buffer.bounds, into: &buffer)
    list.scroll(by: 3)
    list.render(in: buffer.bounds, into: &buffer)
    #expect(list.scrollOffset == 3)
    #expect(list.selectedIndex == 5, "the selection stays the margin's two rows below the top")
    list.select(8)
    list.scroll(by: 3)
    list.render(in: buffer.bounds, into: &buffer)
    #expect(list.scrollOffset == 6 && list.selectedIndex == 8)
    list.scroll(by: -100)
    list.render(in: buffer.bounds, into: &buffer)
    #expect(list.scrollOffset == 0)
    list.scroll(by: -3)
    #expect(list.selectedIndex == 4, "at the top the wheel moves the selection")
  }

  @Test func shortListsOnlyMoveTheSelection() {
    let list = ListView(dataSource: ArrayListDataSource((0..<3).map { ListRow(["row \($0)"]) }))
    var buffer = CellBuffer(size: Size(width: 20, height: 10))
    list.render(in: buffer.bounds, into: &buffer)
    list.scroll(by: 3)
    #expect(list.selectedIndex == 2 && list.scrollOffset == 0)
  }

  @Test func textFieldPutsTheCaretWhereClickedCountingWideGlyphs() {
    let field = TextField(text: "中文go")
    var buffer = CellBuffer(size: Size(width: 20, height: 1))
    field.render(in: Rect(x: 2, y: 0, width: 10, height: 1), into: &buffer)
    #expect(field.placeCaret(at: Point(x: 5, y: 0)))
    #expect(field.caret == 1, "the right half of 文 is the second grapheme")
    #expect(field.placeCaret(at: Point(x: 11, y: 0)))
    #expect(field.caret == 4, "past the end: after the text")
    #expect(!field.placeCaret(at: Point(x: 0, y: 0)))
  }

  @Test func alertFindsItsButtons() {
    let alert = Alert(title: "Discard?", buttons: ["Keep editing", "Discard"])
    var buffer = CellBuffer(size: Size(width: 36, height: 3))
    alert.render(in: buffer.bounds, into: &buffer)
    let discard = buffer.position(of: "[ Discard ]")!
    #expect(alert.button(at: discard) == 1)
    #expect(alert.button(at: buffer.position(of: "Keep")!) == 0)
    #expect(alert.button(at: Point(x: discard.x - 1, y: discard.y)) == nil)
  }
}
