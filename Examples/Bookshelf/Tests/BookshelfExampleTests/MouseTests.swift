import BookshelfExample
import Coordinators
import CoordinatorsTesting
import TermCore
import Testing

@Suite struct MouseTests {
  @Test func aDoubleClickOpensABookAndAClickOnThePathGoesBack() throws {
    let bookshelf = BookshelfApp(stateFile: nil)
    let app = HeadlessApp(application: bookshelf.application)
    try app.click(on: "Invisible Cities", twice: true)
    #expect(app.navigationDump.contains("stack: Books > Invisible Cities"))
    try app.click(on: "Books >")
    #expect(app.navigationDump.contains("stack: Books\n"))
    try app.click(on: "2 About")
    #expect(bookshelf.root.selectedIndex == 1)
  }

  @Test func theWheelScrollsAndKeyScriptsClickToo() throws {
    let app = HeadlessApp(application: BookshelfApp(stateFile: nil).application, size: Size(width: 40, height: 10))
    app.scroll(at: Point(x: 5, y: 4), notches: 1)
    let row = try #require(app.screen.position(of: "The Remains"))
    try app.send("<click \(row.x),\(row.y)> <click \(row.x),\(row.y)>")
    #expect(app.navigationDump.contains("stack: Books > The Remains of the Day"))
  }
}
