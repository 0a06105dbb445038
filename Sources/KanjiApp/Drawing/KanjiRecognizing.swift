import TermCore

/// What the drawing pad asks of a handwriting recogniser: the characters a drawing looks
/// like, best first.
///
/// A drawing is its strokes in the order they were drawn, each the points the pointer went
/// through, in a square from (0, 0) at the top left to (1, 1) at the bottom right. The pad
/// calls it off the loop's thread, so a recogniser is shared between threads.
protocol KanjiRecognizing: Sendable {
  /// The characters `strokes` most looks like, best first, at most `limit` of them.
  func candidates(for strokes: [[FinePoint]], limit: Int) -> [String]
}
