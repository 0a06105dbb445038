/// Where a list's rows come from: a count and a row at an index.
///
/// A list asks only for the rows it shows, so a data source backed by a paged query costs
/// the same for 200,000 rows as for 20.
public protocol ListDataSource: AnyObject {
  /// How many rows there are.
  var numberOfRows: Int { get }
  /// The row at `index`, which is in `0..<numberOfRows`.
  func row(at index: Int) -> ListRow
  /// Called after a frame that showed the rows `visible` is on the terminal, while the
  /// program waits for the next key: a source that reads its rows in pages reads the ones
  /// the next keys will reach here, not inside those keys' frames. Does nothing by default.
  func readAhead(around visible: Range<Int>)
  /// Called when the list's screen stops being visible: a source that keeps rows it can
  /// read again (pages of a query) lets go of them, and reads what the next frame shows
  /// when the screen comes back. Does nothing by default.
  func discardCache()
}

extension ListDataSource {
  public func readAhead(around visible: Range<Int>) {}
  public func discardCache() {}
}

/// A data source over rows held in memory.
public final class ArrayListDataSource: ListDataSource {
  /// The rows.
  public var rows: [ListRow]

  /// Creates a data source over `rows`.
  public init(_ rows: [ListRow]) {
    self.rows = rows
  }

  public var numberOfRows: Int { rows.count }

  public func row(at index: Int) -> ListRow { rows[index] }
}

/// A data source computed by closures, for rows that are made on demand.
public final class ClosureListDataSource: ListDataSource {
  private let count: () -> Int
  private let make: (Int) -> ListRow

  /// Creates a data source from a row count and a row maker.
  public init(count: @escaping () -> Int, row: @escaping (Int) -> ListRow) {
    self.count = count
    self.make = row
  }

  public var numberOfRows: Int { count() }

  public func row(at index: Int) -> ListRow { make(index) }
}
