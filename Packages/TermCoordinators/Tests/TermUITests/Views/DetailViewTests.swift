import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct DetailViewTests {
  /// A book's page: wide and narrow text, a wrapped note and a list that opens rows.
  static func bookPage() -> DetailView {
    let editions = ListView(
      dataSource: ArrayListDataSource([
        ListRow(["西遊記", "traditional", "the title as first printed"], opens: true),
        ListRow(["西游记", "simplified", "the same title, simplified"], opens: true),
        ListRow(["Monkey", "English", "an abridged translation"], opens: true),
        ListRow(["Journey", "English", "a complete translation"], opens: true),
      ]),
      columns: [ListColumn(.fixed(8)), ListColumn(.fixed(12)), ListColumn(.fill)])
    return DetailView(
      heading: "西遊記  Journey to the West",
      sections: [
        .text(title: "Author", body: "呉承恩 (attributed), 16th century"),
        .text(
          title: "Notes",
          body: "One of the four classic novels of China: a monk travels west with three companions. "
            + "西遊記 means \"record of a journey to the west\"."
        ),
        .list(title: "Editions", list: editions),
      ])
  }

  @Test func movesFocusFromTheTextIntoTheListAndBack() {
    let page = Self.bookPage()
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
    let page = Self.bookPage()
    _ = render(page, size: Size(width: 30, height: 10))
    page.perform(.moveDown)
    #expect(page.focus == .text)
    #expect(page.scrollOffset == 1)
    page.perform(.last)
    page.perform(.moveDown)
    #expect(page.focus == .list)
  }

  @Test func highlightsTheListOnlyWhenFocused() {
    let page = Self.bookPage()
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
    assertBufferSnapshot(of: render(Self.bookPage(), size: Size(width: 80, height: 24)), named: "book-80x24")
  }

  @Test func snapshotAt40x12WithTheListFocused() {
    let page = Self.bookPage()
    page.setFocus(.list)
    page.perform(.moveDown)
    assertBufferSnapshot(of: render(page, size: Size(width: 40, height: 12)), named: "book-list-focused-40x12")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { Self.bookPage() }
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
    let page = Self.bookPage()
    page.setFocus(.list)
    _ = render(page, size: Size(width: 30, height: 10))
    #expect(page.scroll(toSection: "Notes"))
    #expect(page.focus == .text)
    let text = render(page, size: Size(width: 30, height: 10)).snapshotText()
    #expect(text.split(separator: "\n").dropFirst().first?.contains("Notes") == true, "\(text)")
    #expect(!page.scroll(toSection: "Editions"), "a list is not a text section")
    #expect(!page.scroll(toSection: "Nowhere"))
  }
}
