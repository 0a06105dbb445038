/// A kanji as a row of a list: the literal, its ranking fields, readings and meanings.
public struct KanjiSummary: Sendable, Hashable {
  /// The character itself.
  public var literal: String
  /// The school grade, or nil.
  public var grade: Int?
  /// The accepted stroke count.
  public var strokes: Int
  /// The frequency rank (1 = most used), or nil.
  public var frequency: Int?
  /// The JLPT N-level (5 for N5, the easiest … 1 for N1), or nil when on no current list.
  public var jlpt: Int?
  /// On readings in katakana.
  public var onReadings: [String]
  /// Kun readings in hiragana, with okurigana and affix marks.
  public var kunReadings: [String]
  /// English meanings.
  public var meanings: [String]

  /// Creates a summary row.
  public init(
    literal: String, grade: Int?, strokes: Int, frequency: Int?, jlpt: Int?,
    onReadings: [String], kunReadings: [String], meanings: [String]
  ) {
    self.literal = literal
    self.grade = grade
    self.strokes = strokes
    self.frequency = frequency
    self.jlpt = jlpt
    self.onReadings = onReadings
    self.kunReadings = kunReadings
    self.meanings = meanings
  }
}
