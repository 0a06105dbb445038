import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

/// Keys that arrive together are all handled before the next frame, so a list's filter
/// query runs once for the latest text, not once per key.
@Suite struct InputBurstTests {
  final class FilteredList: NavigationCoordinator {
    var queries: [String] = []
    let screen = ListViewController(
      title: "Words", dataSource: ClosureListDataSource(count: { 3 }) { ListRow("row \($0)") })

    init() {
      super.init(title: "Words")
      screen.onFilterChange = { [unowned self] text in queries.append(text) }
    }

    override func start() {
      // One screen, never an empty stack.
      try? setStack([screen])
    }
  }

  @Test func aPasteOfTenThousandKeysRunsOneQuery() {
    let list = FilteredList()
    let app = HeadlessApp(root: list)
    app.send(events: [.key(.character("/"))])
    let paste = (0..<10_000).map { InputEvent.key(.character(Character(String($0 % 10)))) }
    app.terminal.enqueue(paste, together: true)
    app.send(events: [])
    #expect(list.queries.count == 1, "one query for the whole burst, not \(list.queries.count)")
    #expect(list.queries.last?.count == list.screen.filterLimit)
    #expect(app.screen.text.contains("At most 256 characters."))
  }

  @Test func keysTypedOneByOneQueryAsTheyCome() throws {
    let list = FilteredList()
    let app = HeadlessApp(root: list)
    try app.send("/abc")
    #expect(list.queries == ["a", "ab", "abc"])
  }

  @Test func aBracketedPasteIsOneTextEvent() throws {
    let list = FilteredList()
    let app = HeadlessApp(root: list)
    try app.send("/")
    app.send(events: [.text(String(repeating: "x", count: 10_000))])
    #expect(list.queries == [String(repeating: "x", count: 256)])
  }
}
