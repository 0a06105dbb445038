import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

/// Clicks and the wheel go where keys go: the top modal or the root, down the containers.
@Suite struct MouseRoutingTests {
  func click(_ x: Int, _ y: Int) -> InputEvent { .mouse(MouseEvent(.click, at: Point(x: x, y: y))) }

  func rows(_ count: Int) -> ArrayListDataSource {
    ArrayListDataSource((0..<count).map { ListRow(["row \($0)"], opens: true) })
  }

  @Test func clicksNeverReachScreensUnderAModalWhereverTheyLand() {
    let window = Window()
    let root = RecordingViewController("Root")
    let modal = RecordingViewController("Modal")
    window.setRoot(root)
    window.setModals([Window.Modal(content: modal, style: .alert)])
    var buffer = CellBuffer(size: Size(width: 80, height: 24))
    window.render(into: &buffer)
    for event in [click(0, 0), click(40, 12), .mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 20)))] {
      #expect(window.handle(event) == .handled, "the modal keeps even the clicks it ignores")
    }
    #expect(root.received.isEmpty)
    #expect(modal.received.count == 3)
  }

  @Test func aClickClosesHelpAndReachesNothingElse() {
    let window = Window()
    let root = RecordingViewController("Root")
    window.setRoot(root)
    window.showHelp()
    #expect(window.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 3)))) == .handled)
    #expect(window.help != nil, "the wheel scrolls help rather than closing it")
    #expect(window.handle(click(3, 3)) == .handled)
    #expect(window.help == nil)
    #expect(root.received.isEmpty)
  }

  @Test func aClickSelectsARowAndAClickOnTheSelectedRowOpensIt() {
    let list = ListViewController(title: "List", dataSource: rows(20))
    var opened: [Int] = []
    list.onOpen = { opened.append($0) }
    var buffer = CellBuffer(size: Size(width: 30, height: 10))
    list.render(in: buffer.bounds, into: &buffer)
    #expect(list.handle(click(5, 3)) == .handled)
    #expect(list.listView.selectedIndex == 3)
    #expect(opened.isEmpty)
    #expect(list.handle(.mouse(MouseEvent(.doubleClick, at: Point(x: 5, y: 3)))) == .handled)
    #expect(opened == [3])
    #expect(list.handle(click(5, 40)) == .ignored, "outside the list")
  }

  @Test func theWheelScrollsAList() {
    let list = ListViewController(title: "List", dataSource: rows(40))
    var buffer = CellBuffer(size: Size(width: 30, height: 10))
    list.render(in: buffer.bounds, into: &buffer)
    _ = list.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 5))))
    _ = list.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 5))))
    list.render(in: buffer.bounds, into: &buffer)
    #expect(list.listView.scrollOffset == 6)
    #expect(buffer.text(ofRow: 0).contains("row 6"))
  }

  @Test func aClickOnARowEndsTypingTheFilterAndKeepsIt() {
    let list = ListViewController(title: "List", dataSource: rows(20))
    var filters: [String] = []
    list.onFilterChange = { filters.append($0) }
    _ = list.handle(.key(.character("/")))
    _ = list.handle(.key(.character("r")))
    var buffer = CellBuffer(size: Size(width: 30, height: 10))
    list.render(in: buffer.bounds, into: &buffer)
    _ = list.handle(click(5, 1))
    #expect(!list.isEditingFilter)
    #expect(list.filterText == "r")
    #expect(filters == ["r"])
    #expect(list.listView.selectedIndex == 1)
  }

  @Test func aClickOnATabAsksForItAndOnAPathTitleAsksToGoBackThere() {
    let tabs = TabBarController()
    let first = NavigationController(title: "One")
    first.setViewControllers([
      RecordingViewController("Root"), RecordingViewController("A"), RecordingViewController("B"),
    ])
    tabs.setTabs([first, NavigationController(title: "Two")], selectedIndex: 0)
    var selected: [Int] = []
    var popped: [Int] = []
    tabs.onSelectTab = { selected.append($0) }
    first.onPopTo = { popped.append($0) }
    var buffer = CellBuffer(size: Size(width: 40, height: 10))
    tabs.render(in: buffer.bounds, into: &buffer)
    #expect(tabs.handle(click(buffer.position(of: "Two")!.x, 0)) == .handled)
    #expect(selected == [1])
    #expect(tabs.handle(click(buffer.position(of: "Root")!.x, 1)) == .handled)
    #expect(tabs.handle(click(buffer.position(of: "A >")!.x, 1)) == .handled)
    #expect(tabs.handle(click(buffer.position(of: "B")!.x, 1)) == .handled)
    #expect(popped == [0, 1], "the top screen's own title asks for nothing")
  }

  @Test func aDoubleClickWhoseFirstClickChangedTheScreenIsDropped() {
    let window = Window()
    let navigation = NavigationController(title: "Tab")
    let list = ListViewController(title: "List", dataSource: rows(5))
    let page = RecordingViewController("Page")
    list.onOpen = { _ in navigation.setViewControllers([list, page]) }
    navigation.setViewControllers([list])
    window.setRoot(navigation)
    var buffer = CellBuffer(size: Size(width: 30, height: 10))
    window.render(into: &buffer)
    // Row 0 is selected: the first click opens it, its second click must not land on the page.
    _ = window.handle(click(3, 1))
    #expect(navigation.topViewController === page)
    #expect(window.handle(.mouse(MouseEvent(.doubleClick, at: Point(x: 3, y: 1)))) == .handled)
    #expect(page.received.isEmpty)
  }

  @Test func detailPageWheelScrollsTextAndAClickFocusesTheList() {
    let words = ListView(dataSource: rows(3))
    let page = DetailViewController(
      title: "Page",
      sections: [
        .text(title: "Text", body: (1...30).map { "line \($0)" }.joined(separator: "\n")),
        .list(title: "Words", list: words),
      ])
    var opened: [Int] = []
    page.onOpen = { opened.append($0) }
    var buffer = CellBuffer(size: Size(width: 30, height: 12))
    page.render(in: buffer.bounds, into: &buffer)
    _ = page.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 1))))
    #expect(page.detailView.scrollOffset == 3)
    #expect(page.detailView.focus == .text)
    let row = buffer.position(of: "row 1")!
    _ = page.handle(click(row.x, row.y))
    #expect(page.detailView.focus == .list && words.selectedIndex == 1 && opened.isEmpty)
    _ = page.handle(click(row.x, row.y))
    #expect(opened == [1])
  }

  @Test func aClickOnAnAlertButtonPressesIt() {
    let alert = AlertController(title: "Discard?", buttons: ["Keep editing", "Discard"])
    var chosen: [Int] = []
    alert.onChoose = { chosen.append($0) }
    var buffer = CellBuffer(size: Size(width: 36, height: 3))
    alert.render(in: buffer.bounds, into: &buffer)
    let discard = buffer.position(of: "Discard ]")!
    #expect(alert.handle(click(discard.x, discard.y)) == .handled)
    #expect(chosen == [1])
    #expect(alert.handle(click(0, 0)) == .ignored)
  }
}

@Suite struct MouseHelpTests {
  @Test func helpEndsWithWhatTheMouseDoesUnlessTheWindowSaysNot() {
    let window = Window()
    window.setRoot(RecordingViewController("Root"))
    window.showHelp()
    #expect(window.help?.lines.last?.text.contains("press it") == true)
    #expect(window.help?.lines.contains { $0.text == "Mouse" } == true)
    window.showsMouseHelp = false
    window.showHelp()
    #expect(window.help?.lines.contains { $0.text == "Mouse" } == false)
  }
}
