import TermCore
import Testing

@testable import TermUI

@Suite struct ListViewControllerTests {
  final class Films {
    var shown = filmRows
    lazy var screen: ListViewController = {
      let screen = ListViewController(
        title: "Films",
        dataSource: ClosureListDataSource(count: { [unowned self] in shown.count }) { [unowned self] in shown[$0] })
      screen.onFilterChange = { [unowned self] text in
        shown = text.isEmpty ? filmRows : filmRows.filter { $0.cells[0].lowercased().contains(text.lowercased()) }
        screen.reloadData()
      }
      return screen
    }()
  }

  @Test func reportsTheOpenedRow() {
    let films = Films()
    var opened: [Int] = []
    films.screen.onOpen = { opened.append($0) }
    _ = films.screen.handle(.key(.character("j")))
    _ = films.screen.handle(.key(.enter))
    _ = films.screen.handle(.key(.right))
    #expect(opened == [1, 1])
  }

  @Test func filtersAsYouTypeAndKeysTypeIntoTheFilter() {
    let films = Films()
    _ = films.screen.handle(.key(.character("/")))
    #expect(films.screen.isEditingFilter)
    for c in "the" { _ = films.screen.handle(.key(.character(c))) }
    #expect(films.screen.filterText == "the")
    films.screen.inputDidSettle()
    #expect(films.screen.listView.count == 1)
    #expect(films.screen.handle(.key(.character("q"))) == .handled, "q types while filtering")
    _ = films.screen.handle(.key(.backspace))
    _ = films.screen.handle(.key(.enter))
    #expect(!films.screen.isEditingFilter)
    #expect(films.screen.filterText == "the")
  }

  @Test func backClearsATypedFilterFirst() {
    let films = Films()
    _ = films.screen.handle(.text("/"))
    _ = films.screen.handle(.key(.character("/")))
    _ = films.screen.handle(.text("alien"))
    _ = films.screen.handle(.key(.enter))
    #expect(films.screen.listView.count == 1)
    #expect(films.screen.handle(.key(.escape)) == .handled)
    #expect(films.screen.filterText == "")
    #expect(films.screen.listView.count == filmRows.count)
    #expect(films.screen.handle(.key(.escape)) == .ignored, "with no filter, back goes to the container")
  }

  @Test func escapeWhileTypingClearsTheFilter() {
    let films = Films()
    _ = films.screen.handle(.key(.character("/")))
    _ = films.screen.handle(.text("七"))
    films.screen.inputDidSettle()
    #expect(films.screen.listView.count == 1)
    _ = films.screen.handle(.key(.escape))
    #expect(!films.screen.isEditingFilter)
    #expect(films.screen.listView.count == filmRows.count)
    #expect(films.screen.listView.filterField == nil)
  }

  @Test func slashIsIgnoredWithoutAFilter() {
    let screen = ListViewController(title: "Plain", dataSource: ArrayListDataSource(filmRows))
    #expect(screen.handle(.key(.character("/"))) == .ignored)
  }

  @Test func openingAnEmptyListReportsNothing() {
    let screen = ListViewController(title: "Empty", dataSource: ArrayListDataSource([]))
    var opened = 0
    screen.onOpen = { _ in opened += 1 }
    #expect(screen.handle(.key(.enter)) == .handled)
    #expect(opened == 0)
  }
}

/// A screen under another keeps its state, not its drawing.
@Suite struct ListViewControllerDisappearingTests {
  final class CountingSource: ListDataSource {
    var discarded = 0
    var numberOfRows: Int { filmRows.count }
    func row(at index: Int) -> ListRow { filmRows[index] }
    func discardCache() { discarded += 1 }
  }

  @Test func lettingGoOfTheDrawingKeepsTheSelectionAndDrawsTheSame() {
    let source = CountingSource()
    let screen = ListViewController(title: "Films", dataSource: source)
    let area = Rect(x: 0, y: 0, width: 40, height: 6)
    _ = screen.handle(.key(.character("j")))
    _ = screen.handle(.key(.character("j")))
    var before = CellBuffer(size: area.size)
    screen.render(in: area, into: &before)
    #expect(screen.listView.keepsDrawnRows)
    screen.setVisible(true)
    screen.setVisible(false)
    #expect(!screen.listView.keepsDrawnRows, "the drawn rows were kept")
    #expect(source.discarded == 1, "the data source was not told")
    var after = CellBuffer(size: area.size)
    screen.render(in: area, into: &after)
    #expect(after == before)
    #expect(screen.listView.selectedIndex == 2)
  }
}
