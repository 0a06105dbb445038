/// The orders in which the kanji list can be browsed.
///
/// Each order is total (ties broken by frequency, then code point), and is stored as a
/// precomputed rank so any page of the list costs the same.
public enum KanjiOrder: String, Sendable, CaseIterable, Codable {
  /// School grade 1–6, then 8 (secondary school), then Jinmeiyō, then the rest.
  case grade
  /// Most used first; unranked kanji last.
  case frequency
  /// Fewest strokes first.
  case strokes
  /// JLPT N5 (easiest) first, then N4 … N1; kanji on no current list last.
  case jlpt

  /// The rank column that holds this order.
  var column: String { "rank_\(rawValue)" }
}
