/// One row of a list: the text of each column and whether opening it leads somewhere.
public struct ListRow: Hashable, Sendable {
  /// The text of each column, left to right.
  public var cells: [String]
  /// Whether the row opens something, shown by a `>` marker at its end.
  public var opens: Bool

  /// Creates a row of several columns.
  public init(_ cells: [String], opens: Bool = false) {
    self.cells = cells
    self.opens = opens
  }

  /// Creates a row of one column.
  public init(_ text: String, opens: Bool = false) {
    self.init([text], opens: opens)
  }
}

/// How a list column is laid out.
public struct ListColumn: Hashable, Sendable {
  /// How wide a column is.
  public enum Width: Hashable, Sendable {
    /// Exactly this many columns.
    case fixed(Int)
    /// The room the fixed columns leave, shared by all `fill` columns.
    case fill
  }

  /// Which side text keeps to.
  public enum Alignment: Hashable, Sendable {
    case leading, trailing
  }

  /// The column's width.
  public var width: Width
  /// The column's alignment.
  public var alignment: Alignment
  /// Whether the column is left out, with the gap before it, on a row too narrow for it:
  /// when the `fill` columns would be narrower than ``narrowestFill`` with it. Optional
  /// columns go from the last to the first.
  public var isOptional: Bool
  /// Whether a cell wider than the column takes the room it lacks from the next column shown
  /// in its row, rather than being cut: a list headed by words shows each word whole (a
  /// 12-cell `ドッグフード` in a 10-cell column), and only that row's next cell starts later
  /// and is cut shorter.
  public var overflows: Bool

  /// The narrowest a `fill` column gets while an optional column can make room for it.
  public static let narrowestFill = 10

  /// Creates a column; an `optional` one is left out on a narrow row (``isOptional``), and
  /// one that `overflows` takes room from the next for a wider cell (``overflows``).
  public init(_ width: Width, alignment: Alignment = .leading, optional: Bool = false, overflows: Bool = false) {
    self.width = width
    self.alignment = alignment
    self.isOptional = optional
    self.overflows = overflows
  }

  /// One column taking the whole row.
  public static let single = [ListColumn(.fill)]
}
