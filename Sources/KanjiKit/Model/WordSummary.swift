/// A word as a row of a list.
public struct WordSummary: Sendable, Hashable {
  /// The word's stable identifier (see ``Word/id``).
  public var id: Int
  /// The usual written form.
  public var headword: String
  /// The first reading.
  public var reading: String
  /// What the list shows beside the headword: the reading, or the usual spelling of a word
  /// headed by its kana (``Word/subheading``).
  public var subheading: String
  /// The glosses of the first sense, joined with `; `.
  public var gloss: String
  /// Whether the word is common.
  public var isCommon: Bool
  /// How a search matched the word when it was not as typed, such as
  /// `past, negative of 食べる`; nil otherwise.
  public var matchNote: String?

  /// Creates a summary row.
  public init(
    id: Int, headword: String, reading: String, gloss: String, isCommon: Bool, subheading: String? = nil,
    matchNote: String? = nil
  ) {
    self.id = id
    self.headword = headword
    self.reading = reading
    self.subheading = subheading ?? (reading == headword ? "" : reading)
    self.gloss = gloss
    self.isCommon = isCommon
    self.matchNote = matchNote
  }
}
