import TermUI

/// A list data source that reads its rows a page at a time and keeps a few pages.
///
/// A list draws only the rows it shows, so a list of 200,000 words costs a page query or
/// two per screen, never a read of every row. Each item's row is made the first time it is
/// drawn and kept with its page until what it shows may have changed: ``rowsVersion`` (a
/// count the rows depend on, such as the stars' version) moved, or ``invalidateRows()``
/// was called. A star toggled shows in the next frame, without a row made every frame.
final class PagedListSource<Item>: ListDataSource {
  /// Reads the items of a range of rows.
  typealias Fetch = (Range<Int>) throws -> [Item]

  private(set) var count: Int
  private var fetch: Fetch
  private let makeRow: (Item) -> ListRow
  /// What the rows show besides their item: a count that moves whenever that changes.
  private let rowsVersion: () -> Int
  private let pageSize: Int
  private let keptPages: Int
  private var pages: [Int: [Item]] = [:]
  /// The rows made so far, by page and place in it, beside ``pages``. Kept apart from the
  /// items, in a type that does not depend on `Item`: the list asks for every row shown
  /// every frame, through a protocol, where code generic over `Item` is not specialized
  /// and each look-up in a dictionary of items costs several hundred instructions.
  private var rows: [Int: [ListRow?]] = [:]
  /// The ``rowsVersion`` the kept rows were made at, and a count of ``invalidateRows()``.
  private var rowsMadeAt = (version: 0, invalidations: 0)
  private var invalidations = 0
  /// Whether rows are kept between draws (false only in tests, to check the kept rows
  /// against rows made afresh at every draw).
  var keepsRows = true
  /// Told when a page about to be drawn cannot be read; its rows then say so, and it is not
  /// read again until the source is reset or invalidated. A page read ahead that fails is
  /// not told here (no frame would show the notice: it is dropped at the next key) and is
  /// not kept: the frame that draws it reads it again and says so then.
  var onError: ((any Error) -> Void)?

  /// Creates a source of `count` rows read by `fetch` and drawn by `row`; `rowsVersion`
  /// must change whenever `row` would make a different row of the same item (the default:
  /// never, as when a row shows only its item).
  init(
    count: Int, pageSize: Int = 64, keptPages: Int = 8, fetch: @escaping Fetch, row: @escaping (Item) -> ListRow,
    rowsVersion: @escaping () -> Int = { 0 }
  ) {
    self.count = max(0, count)
    self.fetch = fetch
    self.makeRow = row
    self.rowsVersion = rowsVersion
    self.pageSize = max(1, pageSize)
    self.keptPages = max(1, keptPages)
  }

  /// Replaces the rows (a new filter or order); the cache is dropped.
  func reset(count: Int, fetch: @escaping Fetch) {
    self.count = max(0, count)
    self.fetch = fetch
    pages = [:]
    rows = [:]
  }

  /// Forgets the cached pages, so rows are read again.
  func invalidate() {
    pages = [:]
    rows = [:]
  }

  /// The list's screen is out of view: its pages are read again when it comes back (a
  /// query of a page or two), rather than kept by every screen under the top of a stack.
  func discardCache() {
    invalidate()
  }

  /// Forgets the rows made so far (not the items), for a change ``rowsVersion`` does not
  /// count; each is made again when next drawn.
  func invalidateRows() {
    invalidations &+= 1
  }

  /// How many pages are cached now (for tests of the paging).
  var cachedPageCount: Int { pages.count }

  var numberOfRows: Int { count }

  /// The item at `index`, or nil when it is out of range or could not be read.
  func item(at index: Int) -> Item? {
    guard let (page, offset) = position(of: index) else { return nil }
    return pages[page]?[offset]
  }

  func row(at index: Int) -> ListRow {
    if keepsRows, index >= 0, index < count {
      let made = (version: rowsVersion(), invalidations: invalidations)
      if made != rowsMadeAt {
        rows = [:]
        rowsMadeAt = made
      }
      let page = index / pageSize
      let offset = index - page * pageSize
      if let kept = rows[page], offset < kept.count, let row = kept[offset] { return row }
    }
    guard let (page, offset) = position(of: index), let item = pages[page]?[offset] else {
      return ListRow("(could not be read)")
    }
    let row = makeRow(item)
    if keepsRows {
      let size = pages[page]?.count ?? 0
      rows[page, default: Array(repeating: nil, count: size)][offset] = row
    }
    return row
  }

  /// Reads the pages a screen above and below `visible` reaches, if they are not kept, so
  /// that moving through the list reads its pages between keys, not inside one.
  func readAhead(around visible: Range<Int>) {
    // Too few pages kept to hold the rows shown and those ahead: reading ahead would let
    // the shown ones go.
    guard !visible.isEmpty, keptPages >= 4 else { return }
    let reach = max(1, visible.count)
    for index in [visible.lowerBound - reach, visible.upperBound - 1 + reach] where index >= 0 && index < count {
      _ = position(of: index, aheadOfDrawing: true)
    }
  }

  /// The page holding `index` and the index's place in it, the page read if it is not
  /// kept; nil when `index` is out of range or its page could not be read.
  private func position(of index: Int, aheadOfDrawing: Bool = false) -> (page: Int, offset: Int)? {
    guard index >= 0, index < count else { return nil }
    let page = index / pageSize
    if pages[page] == nil {
      // A full cache lets go of the page farthest from this one: the pages around the rows
      // shown (and those read ahead of them) stay.
      while pages.count >= keptPages,
        let farthest = pages.keys.max(by: { (abs($0 - page), $0) < (abs($1 - page), $1) })
      {
        pages[farthest] = nil
        rows[farthest] = nil
      }
      let start = page * pageSize
      do {
        pages[page] = try fetch(start..<min(count, start + pageSize))
      } catch {
        // Read ahead: nothing to say yet, and nothing kept (see `onError`).
        if aheadOfDrawing { return nil }
        pages[page] = []
        onError?(error)
      }
    }
    let offset = index - page * pageSize
    guard let items = pages[page], offset < items.count else { return nil }
    return (page, offset)
  }
}
