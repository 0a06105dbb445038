/// A character the recogniser thinks a drawing may be, with how well it matches.
public struct HandwritingCandidate: Sendable, Hashable {
  /// The character (a kanji or a kana).
  public let character: String
  /// How well the drawing matches it, in `0...1`: higher is better; 1 would be the template
  /// itself. Scores compare candidates of one drawing, not drawings with each other.
  public let score: Double

  /// Creates a candidate.
  public init(character: String, score: Double) {
    self.character = character
    self.score = score
  }
}
