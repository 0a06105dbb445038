/// A character as it should be written: its strokes in order, each a polyline from where
/// the brush lands to where it lifts.
public struct HandwritingTemplate: Sendable, Hashable {
  /// The character.
  public let character: String
  /// Its strokes, first to last, in any square units (KanjiVG's box, say).
  public let strokes: [[InkPoint]]
  /// Which characters come first when two match equally well: lower first (the Jōyō kanji
  /// and the kana 0, the rest 1).
  public let rank: Int

  /// Creates a template.
  public init(character: String, strokes: [[InkPoint]], rank: Int = 0) {
    self.character = character
    self.strokes = strokes
    self.rank = rank
  }
}
