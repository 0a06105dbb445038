/// How far an import has come, reported to a progress callback.
public struct ImportProgress: Sendable, Equatable {
  /// What the import is doing, such as `reading KANJIDIC2` or `writing words`.
  public var phase: String
  /// Items done in this phase, and its total (both 0 when the phase is not counted).
  public var completed: Int
  /// The phase's total.
  public var total: Int
  /// What the items are (`kanji`, `words`, `MB`).
  public var unit: String
  /// The fraction of the whole import done, 0…1.
  public var overall: Double

  /// Creates a progress report.
  public init(phase: String, completed: Int, total: Int, unit: String, overall: Double) {
    self.phase = phase
    self.completed = completed
    self.total = total
    self.unit = unit
    self.overall = overall
  }
}

/// What an import did.
public struct ImportSummary: Sendable, Equatable {
  /// Kanji written.
  public var kanji: Int
  /// Words written.
  public var words: Int
  /// Source lines skipped because they could not be decoded or parsed.
  public var skippedLines: Int
  /// Wall-clock seconds taken.
  public var seconds: Double
}

/// Thrown by a progress callback to stop an import; the previous dictionary stays.
public struct ImportCancelled: Error, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  public var description: String { "import cancelled; the previous dictionary is unchanged" }
}
