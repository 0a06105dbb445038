/// A cross-reference of a word's sense (JMdict's `xref` or `ant`), with the word it names
/// when the dictionary has it.
public struct WordReference: Sendable, Hashable {
  /// What the reference says of the target.
  public enum Kind: String, Sendable {
    /// "See also".
    case seeAlso = "see also"
    /// An antonym.
    case antonym
  }

  /// See also, or antonym.
  public var kind: Kind
  /// The sense that carries it, from 0.
  public var sense: Int
  /// The target as JMdict writes it: `丸・まる・1` (spelling, reading, sense number).
  public var text: String
  /// The target word, or nil when the dictionary lacks it.
  public var target: WordSummary?

  /// Creates a reference.
  public init(kind: Kind, sense: Int, text: String, target: WordSummary? = nil) {
    self.kind = kind
    self.sense = sense
    self.text = text
    self.target = target
  }

  /// The parts of ``text``: a spelling or a reading, a reading, and a sense number.
  public var parts: (text: String, reading: String?, sense: Int?) {
    var pieces = text.split(separator: "・").map(String.init)
    var sense: Int?
    if pieces.count > 1, let number = Int(pieces[pieces.count - 1]) {
      sense = number
      pieces.removeLast()
    }
    return (pieces.first ?? text, pieces.count > 1 ? pieces[1] : nil, sense)
  }

  /// The target as a reader reads it: `丸 (まる), sense 1`.
  public var label: String {
    let parts = parts
    var label = parts.text
    if let reading = parts.reading { label += " (\(reading))" }
    if let sense = parts.sense { label += ", sense \(sense)" }
    return label
  }
}
