/// One kanji with everything the dictionary knows about it.
///
/// Values come from KANJIDIC2: the school grade (1–6 Kyōiku, 8 the rest of the Jōyō list,
/// 9–10 Jinmeiyō), the accepted stroke count, the newspaper frequency rank (1 = most used,
/// nil when unranked), the old four-level JLPT (4 = easiest), and the classical radical.
public struct Kanji: Sendable, Hashable, Codable {
  /// The character itself (may be outside the Basic Multilingual Plane, such as `𠮟`).
  public var literal: String
  /// The school grade, or nil for kanji outside the Jōyō and Jinmeiyō lists.
  public var grade: Int?
  /// The accepted stroke count.
  public var strokes: Int
  /// The frequency rank among the 2,500 most used kanji, or nil.
  public var frequency: Int?
  /// The former JLPT level, 4 (easiest) to 1, or nil.
  public var jlpt: Int?
  /// The classical (Kangxi) radical number, 1–214.
  public var radical: Int
  /// On readings in katakana.
  public var onReadings: [String]
  /// Kun readings in hiragana, with `.` before okurigana and `-` marking affixes.
  public var kunReadings: [String]
  /// English meanings, most important first.
  public var meanings: [String]

  /// Creates a kanji value.
  public init(
    literal: String, grade: Int?, strokes: Int, frequency: Int?, jlpt: Int?, radical: Int,
    onReadings: [String], kunReadings: [String], meanings: [String]
  ) {
    self.literal = literal
    self.grade = grade
    self.strokes = strokes
    self.frequency = frequency
    self.jlpt = jlpt
    self.radical = radical
    self.onReadings = onReadings
    self.kunReadings = kunReadings
    self.meanings = meanings
  }

  /// Whether the kanji is on the Jōyō list (grades 1–6 and 8).
  public var isJoyo: Bool { grade.map(Kanji.joyoGrades.contains) ?? false }

  /// The KANJIDIC2 grades that make up the Jōyō list.
  public static let joyoGrades: Set<Int> = [1, 2, 3, 4, 5, 6, 8]

  /// The short form of this kanji shown in lists.
  public var summary: KanjiSummary {
    KanjiSummary(
      literal: literal, grade: grade, strokes: strokes, frequency: frequency, jlpt: jlpt,
      onReadings: onReadings, kunReadings: kunReadings, meanings: meanings)
  }
}
