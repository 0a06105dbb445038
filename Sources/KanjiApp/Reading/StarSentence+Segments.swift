import JapaneseText
import UserData

extension StarSentence {
  /// The sentence around `segments[index]` (``SentenceSpan``: from stop to stop, within its
  /// line, at most 200 characters), with that segment as the word as it was written; nil
  /// when `index` is not in `segments` or the sentence is the word alone (a heading), which
  /// would say nothing the star does not.
  ///
  /// Tabs, line breaks and other controls become spaces: the sentence is shown on one line
  /// and exported as one field.
  init?(around index: Int, in segments: [Segment]) {
    guard segments.indices.contains(index) else { return nil }
    let range = SentenceSpan.range(around: index, in: segments)
    func text(_ part: Range<Int>) -> String {
      String(segments[part].map(\.surface).joined().map { $0.isNewline || $0.isControl ? " " : $0 })
    }
    let before = text(range.lowerBound..<index)
    let after = text((index + 1)..<range.upperBound)
    guard !(before + after).allSatisfy(\.isWhitespace) else { return nil }
    self.init(before: before, word: text(index..<(index + 1)), after: after)
  }
}

extension Character {
  /// Whether the character is a control character (C0, DEL, C1), which the sentence of a
  /// star never keeps.
  fileprivate var isControl: Bool {
    unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
