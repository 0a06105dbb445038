/// One piece of segmented text: a word (perhaps inflected), or text no entry covers.
///
/// The surfaces of a line's segments, joined, give back the line exactly.
public struct Segment: Sendable, Hashable {
  /// The text as it stands in the line (`分かった`).
  public var surface: String
  /// The dictionary form, in the text's own script (`分かる`; `わかる` for `わかった`); nil
  /// for text that is no word.
  public var dictionaryForm: String?
  /// The kana reading of ``dictionaryForm``; nil with it.
  public var reading: String?
  /// The entry's identifier (JMdict's entry number); nil for punctuation, numbers and text
  /// the dictionary lacks.
  public var entryID: Int?
  /// The inflections undone to reach ``dictionaryForm``, the outermost first
  /// (`["polite past"]`), as ``Deinflector/Candidate/reasons``; empty when there were none.
  public var inflections: [String]
  /// What kind of text it is.
  public var kind: Kind

  /// What kind of text a segment is.
  public enum Kind: Sendable, Hashable {
    /// A dictionary word.
    case word
    /// A number in digits (`２０２４`).
    case number
    /// Spaces, punctuation and symbols.
    case punctuation
    /// Text the dictionary has no word for (a name, Latin letters).
    case unknown
  }

  /// Creates a segment.
  public init(
    surface: String, dictionaryForm: String? = nil, reading: String? = nil, entryID: Int? = nil,
    inflections: [String] = [], kind: Kind
  ) {
    self.surface = surface
    self.dictionaryForm = dictionaryForm
    self.reading = reading
    self.entryID = entryID
    self.inflections = inflections
    self.kind = kind
  }

  /// How the word was inflected, in the search rows' words: `past, negative`; empty when
  /// it was not.
  public var inflectionNote: String { inflections.joined(separator: ", ") }
}
