import BookshelfExample
import Coordinators
import CoordinatorsTesting
import TermCore
import Testing

@Suite struct AddBookCoordinatorTests {
  /// The app with the "Add a book" row (the last one) opened.
  func appAddingABook() throws -> (HeadlessApp, BookshelfApp) {
    let bookshelf = BookshelfApp(stateFile: nil)
    let app = HeadlessApp(application: bookshelf.application)
    try app.send("G<Enter>")
    return (app, bookshelf)
  }

  @Test func finishesWithATypedBookThatOpensOnTheShelf() throws {
    let (app, bookshelf) = try appAddingABook()
    let tracker = ReleaseTracker()
    tracker.track(try #require(bookshelf.root.books.children.first), as: "add-book flow")
    try app.send("火車<Enter>宮部みゆき<Enter>nineteen<Enter>")
    #expect(app.screen.text.contains("A year is a number, such as 1972."))
    assertAppSnapshot(of: app, named: "year-invalid-80x24")
    try app.send("<BS><BS><BS><BS><BS><BS><BS><BS>1992<Enter>")
    let added = Book(id: 6, title: "火車", author: "宮部みゆき", year: 1992)
    #expect(bookshelf.root.books.lastAddition == .finished(added))
    #expect(bookshelf.root.books.shelf.books.last == added)
    #expect(bookshelf.root.books.typedRoutes == [.books, .book(id: 6)])
    #expect(app.coordinator.presentedViewControllers.isEmpty)
    #expect(tracker.alive == [])
  }

  @Test func shiftTabGoesBackAStepAndKeepsWhatWasTyped() throws {
    let (app, _) = try appAddingABook()
    try app.send("Solaris<Enter><S-Tab>")
    #expect(app.screen.text.contains("Solaris"))
    try app.send("<S-Tab>")
    #expect(app.screen.text.contains("No previous step: cannot go back"))
  }

  @Test func escapeAsksBeforeDiscardingTypedText() throws {
    let (app, bookshelf) = try appAddingABook()
    try app.send("Solaris<Esc>")
    #expect(app.coordinator.presentedViewControllers.count == 2, "the flow and the alert")
    try app.send("<Right><Enter>")
    #expect(bookshelf.root.books.lastAddition == .cancelled)
    #expect(bookshelf.root.books.shelf.books.count == 5)
  }
}
