import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct DetailViewTests {
  static func kanjiPage() -> DetailView {
    let words = ListView(
      dataSource: ArrayListDataSource([
        ListRow(["日本", "にほん", "Japan"], opens: true),
        ListRow(["日曜日", "にちようび", "Sunday"], opens: true),
        ListRow(["毎日", "まいにち", "every day"], opens: true),
        ListRow(["日記", "にっき", "diary"], opens: true),
      ]),
      columns: [ListColumn(.fixed(8)), ListColumn(.fixed(12)), ListColumn(.fill)])
    return DetailView(
      heading: "日  day, sun, Japan",
      sections: [
        .text(title: "Readings", body: "ニチ、ジツ; ひ、-び、-か"),
        .text(
          title: "Notes", body: "One of the first kanji taught: a picture of the sun. 日本 means \"origin of the sun\"."),
        .list(title: "Words", list: words),
      ])
  }

  @Test func movesFocusFromTheTextIntoTheListAndBack() {
    let page = Self.kanjiPage()
    _ = render(page, size: Size(width: 80, height: 24))
    #expect(page.focus == .text)
    page.perform(.moveDown)
    #expect(page.focus == .list, "the text fits, so down goes straight into the list")
    page.perform(.moveDown)
    #expect(page.embeddedList?.selectedIndex == 1)
    page.perform(.moveUp)
    page.perform(.moveUp)
    #expect(page.focus == .text)
  }

  @Test func scrollsLongTextBeforeEnteringTheList() {
    let page = Self.kanjiPage()
    _ = render(page, size: Size(width: 30, height: 10))
    page.perform(.moveDown)
    #expect(page.focus == .text)
    #expect(page.scrollOffset == 1)
    page.perform(.last)
    page.perform(.moveDown)
    #expect(page.focus == .list)
  }

  @Test func highlightsTheListOnlyWhenFocused() {
    let page = Self.kanjiPage()
    var buffer = render(page, size: Size(width: 40, height: 20))
    #expect(!buffer.snapshotText().contains("sss"))
    page.setFocus(.list)
    buffer = render(page, size: Size(width: 40, height: 20))
    #expect(buffer.snapshotText().contains("sss"))
  }

  @Test func withoutAListKeepsTheFocusOnTheText() {
    let page = DetailView(heading: "Alien", sections: [.text(title: "Synopsis", body: "In space.")])
    page.setFocus(.list)
    #expect(page.focus == .text)
    _ = render(page, size: Size(width: 20, height: 5))
    page.perform(.moveDown)
    #expect(page.focus == .text)
  }

  @Test func snapshotAt80x24() {
    assertBufferSnapshot(of: render(Self.kanjiPage(), size: Size(width: 80, height: 24)), named: "kanji-80x24")
  }

  @Test func snapshotAt40x12WithTheListFocused() {
    let page = Self.kanjiPage()
    page.setFocus(.list)
    page.perform(.moveDown)
    assertBufferSnapshot(of: render(page, size: Size(width: 40, height: 12)), named: "kanji-list-focused-40x12")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { Self.kanjiPage() }
  }

  @Test func keepsPreformattedLinesAsWrittenAndCutsThemAtTheWidth() {
    let page = DetailView(
      sections: [
        .preformatted(title: "Table", body: "past     食べた    食べなかった\npolite   食べます  食べません")
      ])
    // 29 columns of text: the first line (31) is cut, the second (29) fits exactly.
    let text = render(page, size: Size(width: 31, height: 5)).snapshotText()
    #expect(text.contains("| past     食べた    食べな...  |"), "\(text)")
    #expect(text.contains("| polite   食べます  食べません |"), "\(text)")
  }

  @Test func scrollsToASectionByItsTitleAndFocusesTheText() {
    let page = Self.kanjiPage()
    page.setFocus(.list)
    _ = render(page, size: Size(width: 30, height: 10))
    #expect(page.scroll(toSection: "Notes"))
    #expect(page.focus == .text)
    let text = render(page, size: Size(width: 30, height: 10)).snapshotText()
    #expect(text.split(separator: "\n").dropFirst().first?.contains("Notes") == true, "\(text)")
    #expect(!page.scroll(toSection: "Words"), "a list is not a text section")
    #expect(!page.scroll(toSection: "Nowhere"))
  }
}
