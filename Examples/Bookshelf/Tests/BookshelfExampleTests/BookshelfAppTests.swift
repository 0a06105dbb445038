import BookshelfExample
import Coordinators
import CoordinatorsTesting
import Foundation
import TermUI
import Testing

@Suite struct BookshelfAppTests {
  /// A fresh folder for one test's state file.
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bookshelf-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func quittingSavesThePlaceAndANewAppRestoresIt() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // cleanup only: a leftover temp folder is harmless
    let first = BookshelfApp(stateFile: NavigationStateFile(directory: directory))
    let app = HeadlessApp(application: first.application)
    try app.send("jj<Enter>2Q")
    #expect(first.saveError == nil)
    let saved = app.coordinator.navigationState
    #expect(
      saved.description == """
        tab 1: books > book/3
        tab 2*: about
        """)

    let second = BookshelfApp(stateFile: NavigationStateFile(directory: directory))
    second.restoreState()
    #expect(second.application.coordinator.navigationState == saved)
    #expect(second.root.books.viewControllers.map(\.title) == ["Books", "雪国"])
    #expect(HeadlessApp(application: second.application).navigationDump == app.navigationDump)
  }

  @Test func aStateThatNoLongerResolvesIsReportedAndChangesNothing() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // cleanup only: a leftover temp folder is harmless
    let file = NavigationStateFile(directory: directory)
    try file.save(NavigationState(selectedTab: 0, tabs: [["books", "book/42"], ["about"]]))
    let bookshelf = BookshelfApp(stateFile: file)
    let app = HeadlessApp(application: bookshelf.application)
    bookshelf.restoreState()
    #expect(bookshelf.root.books.typedRoutes == [.books])
    #expect(
      app.screen.text.contains("Place not restored: cannot open \"book/42\": there is no book 42 on the shelf"))
  }

  @Test func aCorruptStateFileIsReported() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // cleanup only: a leftover temp folder is harmless
    let file = NavigationStateFile(directory: directory)
    try Data("{\"tabs\": 3}".utf8).write(to: file.url)
    #expect(throws: StateFileError.self) { try file.load() }
    let bookshelf = BookshelfApp(stateFile: file)
    bookshelf.restoreState()
    // The path makes the notice longer than the screen, so read it whole from the window.
    let notice = try #require(bookshelf.application.window.notice)
    #expect(notice.kind == .error)
    #expect(
      notice.text
        == "Place not restored: \(file.url.path) is not a saved Bookshelf state: delete it, or start with --fresh")
  }

  @Test func aStateThatCannotBeWrittenIsKeptForThePrograms() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // cleanup only: a leftover temp folder is harmless
    let blocker = directory.appendingPathComponent("not-a-folder")
    try Data().write(to: blocker)
    let bookshelf = BookshelfApp(stateFile: NavigationStateFile(directory: blocker))
    try HeadlessApp(application: bookshelf.application).send("Q")
    let error = try #require(bookshelf.saveError)
    #expect(error.description.contains("cannot save your place to \(blocker.path)/navigation.json"))
  }
}
