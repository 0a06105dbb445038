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
