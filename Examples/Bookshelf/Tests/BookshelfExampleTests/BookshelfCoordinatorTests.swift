import BookshelfExample
import Coordinators
import CoordinatorsTesting
import TermCore
import Testing

@Suite struct BookshelfCoordinatorTests {
  @Test func theHelpOverlayListsTheFavouriteKeyOnABookPage() throws {
    let app = HeadlessApp(application: BookshelfApp(stateFile: nil).application)
    try app.send("<Enter>?")
    #expect(app.screen.text.contains("Favourites"))
    #expect(app.screen.text.contains("mark or unmark the book as a favourite"))
    assertAppSnapshot(of: app, named: "help-on-a-book-80x24")
  }

  @Test func theHelpOverlayLeavesTheFavouriteKeyOutOnTheList() throws {
    let app = HeadlessApp(application: BookshelfApp(stateFile: nil).application)
    try app.send("?")
    #expect(!app.screen.text.contains("mark or unmark the book as a favourite"))
  }

  @Test func openShowsADeepLinkOnItsTab() throws {
    let bookshelf = BookshelfApp(stateFile: nil)
    try bookshelf.root.open(.about)
    try bookshelf.root.open(.book(id: 4))
    #expect(bookshelf.root.selectedIndex == 0)
    #expect(bookshelf.root.books.typedRoutes == [.books, .book(id: 4)])
  }

  @Test func anUnknownBookThrowsAndChangesNothing() throws {
    let bookshelf = BookshelfApp(stateFile: nil)
    let app = HeadlessApp(application: bookshelf.application)
    try app.send("j<Enter>2")
    let before = app.coordinator.navigationState
    #expect(throws: RouteError.invalid("book/99", reason: "there is no book 99 on the shelf")) {
      try bookshelf.root.open(.book(id: 99))
    }
    #expect(app.coordinator.navigationState == before)
    #expect(bookshelf.root.selectedIndex == 1)
  }

  @Test func aFavouriteOnTheAboutTabJumpsToItsPage() throws {
    let bookshelf = BookshelfApp(stateFile: nil)
    let app = HeadlessApp(application: bookshelf.application)
    try app.send("jjjj<Enter>fh2")
    #expect(app.screen.text.contains("★ The Remains of the Day"))
    try app.send("jj<Enter>")
    #expect(bookshelf.root.selectedIndex == 0)
    #expect(bookshelf.root.books.typedRoutes == [.books, .book(id: 5)])
  }

  @Test func everyKeyOfAWalkThroughKeepsTheCoordinatorRules() throws {
    let app = HeadlessApp(application: BookshelfApp(stateFile: nil).application)
    let audit = NavigationAudit()
    for event in try KeyScript.parse("jj<Enter>fh2jj<Enter>1G<Enter>Dune<Enter><Esc><Right><Enter>?x") {
      app.send(events: [event])
      #expect(audit.problems(in: app) == [])
    }
    #expect(app.coordinator.presentedViewControllers.isEmpty)
  }
}
