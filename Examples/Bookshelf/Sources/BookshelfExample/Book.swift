/// A book on the shelf.
public struct Book: Hashable, Sendable, Codable {
  /// The book's number on the shelf, used in routes: `book/3`.
  public var id: Int
  /// The title.
  public var title: String
  /// Who wrote it.
  public var author: String
  /// The year it was first published.
  public var year: Int

  /// Creates a book.
  public init(id: Int, title: String, author: String, year: Int) {
    self.id = id
    self.title = title
    self.author = author
    self.year = year
  }
}
