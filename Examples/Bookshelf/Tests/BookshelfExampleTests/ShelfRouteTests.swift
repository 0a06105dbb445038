import BookshelfExample
import Coordinators
import Testing

@Suite struct ShelfRouteTests {
  @Test(arguments: [ShelfRoute.books, .book(id: 3), .about])
  func aRoutePrintsAndParsesBack(route: ShelfRoute) throws {
    #expect(try ShelfRoute(path: route.description) == route)
  }

  @Test(arguments: [
    ("book/three", RouteError.invalid("book/three", reason: "a book is named by its number, as in book/3")),
    ("author/1", RouteError.unknown("author/1")),
    ("books/1", RouteError.unknown("books/1")),
  ])
  func aPathThatNamesNoScreenThrows(path: String, error: RouteError) {
    #expect(throws: error) { try ShelfRoute(path: path) }
  }
}
