import TermUI

/// A list data source that reads its rows a page at a time and keeps a few pages.
///
/// A list draws only the rows it shows, so a list of 200,000 words costs a page query or
/// two per screen, never a read of every row. Rows are made from the cached items at every
/// draw, so what depends on other state (a star marker) is always current.
final class PagedListSource<Item>: ListDataSource {
  /// Reads the items of a range of rows.
  typealias Fetch = (Range<Int>) throws -> [Item]

  private(set) var count: Int
  private var fetch: Fetch
  private let makeRow: (Item) -> ListRow
  private let pageSize: Int
  private let keptPages: Int
  private var pages: [Int: [Item]] = [:]
  /// Told when a page cannot be read; its rows then say so, and it is not read again until
  /// the source is reset or invalidated.
  var onError: ((any Error) -> Void)?

  /// Creates a source of `count` rows read by `fetch` and drawn by `row`.
  init(count: Int, pageSize: Int = 64, keptPages: Int = 8, fetch: @escaping Fetch, row: @escaping (Item) -> ListRow) {
    self.count = max(0, count)
    self.fetch = fetch
    self.makeRow = row
    self.pageSize = max(1, pageSize)
    self.keptPages = max(1, keptPages)
  }

  /// Replaces the rows (a new filter or order); the cache is dropped.
  func reset(count: Int, fetch: @escaping Fetch) {
    self.count = max(0, count)
    self.fetch = fetch
    pages = [:]
  }

  /// Forgets the cached pages, so rows are read again.
  func invalidate() {
    pages = [:]
  }

  /// How many pages are cached now (for tests of the paging).
  var cachedPageCount: Int { pages.count }

  var numberOfRows: Int { count }

  /// The item at `index`, or nil when it is out of range or could not be read.
  func item(at index: Int) -> Item? {
    guard index >= 0, index < count else { return nil }
    let page = index / pageSize
    if pages[page] == nil {
      if pages.count >= keptPages { pages = [:] }
      let start = page * pageSize
      do {
        pages[page] = try fetch(start..<min(count, start + pageSize))
      } catch {
        pages[page] = []
        onError?(error)
      }
    }
    guard let items = pages[page], index - page * pageSize < items.count else { return nil }
    return items[index - page * pageSize]
  }

  func row(at index: Int) -> ListRow {
    item(at: index).map(makeRow) ?? ListRow("(could not be read)")
  }
}
