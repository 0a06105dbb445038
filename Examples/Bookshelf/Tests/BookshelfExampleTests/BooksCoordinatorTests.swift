import BookshelfExample
import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

@Suite struct BooksCoordinatorTests {
  @Test(arguments: [(80, 24), (40, 12)])
  func opensABookFromTheList(width: Int, height: Int) throws {
    let bookshelf = BookshelfApp(stateFile: nil)
    let app = HeadlessApp(application: bookshelf.application, size: Size(width: width, height: height))
    try app.send("jj<Enter>")
    #expect(bookshelf.root.books.viewControllers.map(\.title) == ["Books", "雪国"])
    #expect(bookshelf.root.books.typedRoutes == [.books, .book(id: 3)])
    assertAppSnapshot(of: app, named: "book-\(width)x\(height)")
  }

  @Test func theFavouriteKeyMarksTheBookAndSaysSo() throws {
    let bookshelf = BookshelfApp(stateFile: nil)
    let app = HeadlessApp(application: bookshelf.application)
    try app.send("j<Enter>f")
    #expect(bookshelf.root.books.shelf.favourites == [2])
    #expect(app.screen.text.contains("Added to your favourites."))
    #expect(app.screen.text.contains("★ yes"))
    try app.send("hf")
    #expect(bookshelf.root.books.shelf.favourites == [2], "f means nothing on the list")
    #expect(app.screen.text.contains("★ The Left Hand of Darkness"))
  }

  @Test func aPoppedBookFreesItsCoordinatorAndPage() throws {
    let bookshelf = BookshelfApp(stateFile: nil)
    let app = HeadlessApp(application: bookshelf.application)
    let tracker = ReleaseTracker()
    try app.send("<Enter>")
    tracker.track(try #require(bookshelf.root.books.pushedCoordinators.first), as: "detail coordinator")
    tracker.track(try #require(bookshelf.root.books.topViewController), as: "detail page")
    #expect(tracker.alive == ["detail coordinator", "detail page"])
    try app.send("h")
    #expect(tracker.alive == [])
    #expect(bookshelf.root.books.children.isEmpty)
  }
}
