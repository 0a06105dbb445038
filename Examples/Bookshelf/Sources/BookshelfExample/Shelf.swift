/// The books and which of them are favourites, shared by the tabs.
///
/// A reference type: the Books tab adds and marks books, the About tab lists the
/// favourites, and both see the same shelf.
public final class Shelf {
  /// The books, in the order they were added.
  public private(set) var books: [Book]
  /// The numbers of the favourite books.
  public private(set) var favourites: Set<Int> = []

  /// Creates a shelf holding `books`.
  public init(books: [Book]) {
    self.books = books
  }

  /// A shelf of five novels, some with Japanese titles to show wide characters.
  public static func sample() -> Shelf {
    Shelf(books: [
      Book(id: 1, title: "吾輩は猫である", author: "夏目漱石", year: 1905),
      Book(id: 2, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969),
      Book(id: 3, title: "雪国", author: "川端康成", year: 1937),
      Book(id: 4, title: "Invisible Cities", author: "Italo Calvino", year: 1972),
      Book(id: 5, title: "The Remains of the Day", author: "Kazuo Ishiguro", year: 1989),
    ])
  }

  /// The book numbered `id`, if it is on the shelf.
  public func book(id: Int) -> Book? {
    books.first { $0.id == id }
  }

  /// The number the next added book gets.
  public var nextID: Int {
    (books.map(\.id).max() ?? 0) + 1
  }

  /// Puts `book` on the shelf.
  public func add(_ book: Book) {
    books.append(book)
  }

  /// Whether the book numbered `id` is a favourite.
  public func isFavourite(_ id: Int) -> Bool {
    favourites.contains(id)
  }

  /// Marks the book numbered `id` as a favourite, or unmarks it.
  public func toggleFavourite(_ id: Int) {
    if favourites.remove(id) == nil { favourites.insert(id) }
  }

  /// The favourite books, in shelf order.
  public var favouriteBooks: [Book] {
    books.filter { favourites.contains($0.id) }
  }
}
