/// Where the sentence around one word begins and ends in a segmented text: what a word
/// starred from the reader or a searched sentence keeps with it.
///
/// A sentence ends after a full stop, an exclamation or a question mark (`。．！？!?`, an ASCII
/// `.` only before a space or the end) together with the closing brackets and quotes that
/// follow it (`。」`), and at every line break. A stop inside brackets or quotes (`「寿司を食べた。」と
/// 言った。`) does not end the sentence that holds them. Spaces at either end are left out,
/// and a sentence longer than the limit is cut to the words around the given one.
public enum SentenceSpan {
  /// The most characters a sentence keeps by default: more than a long sentence of prose.
  public static let defaultLimit = 200

  /// The indices in `segments` of the sentence that holds `segments[index]`, at most `limit`
  /// characters long (the words nearest `index` kept when it is longer); an empty range at
  /// `index` when `index` is not in `segments`.
  public static func range(around index: Int, in segments: [Segment], limit: Int = defaultLimit) -> Range<Int> {
    guard segments.indices.contains(index) else { return index..<index }
    // The line that holds the word, then its sentences from the line's start, so that
    // brackets opened before the word are known.
    var lineStart = index
    while lineStart > segments.startIndex, !isLineBreak(segments[lineStart - 1]) { lineStart -= 1 }
    var lineEnd = index + 1
    while lineEnd < segments.endIndex, !isLineBreak(segments[lineEnd]) { lineEnd += 1 }
    var start = lineStart
    var end = lineEnd
    var depth = 0
    var position = lineStart
    while position < lineEnd {
      let surface = segments[position].surface
      if openers.contains(surface) {
        depth += 1
      } else if closers.contains(surface) {
        depth = max(0, depth - 1)
      }
      position += 1
      guard depth == 0, isStop(at: position - 1, in: segments) else { continue }
      // The stop ends a sentence, with what closes after it (`。」`, `？！`).
      while position < lineEnd, closers.contains(segments[position].surface) || isStop(at: position, in: segments) {
        position += 1
      }
      if position > index {
        end = position
        break
      }
      start = position
    }
    while start < index, segments[start].surface.allSatisfy(\.isWhitespace) { start += 1 }
    while end > index + 1, segments[end - 1].surface.allSatisfy(\.isWhitespace) { end -= 1 }
    return shortened(start..<end, around: index, in: segments, limit: limit)
  }

  /// `range` cut to at most `limit` characters by leaving out whole segments on either side
  /// of `index`, the side further from it first, so the word keeps its context both ways.
  static func shortened(_ range: Range<Int>, around index: Int, in segments: [Segment], limit: Int) -> Range<Int> {
    var total = segments[range].reduce(0) { $0 + $1.surface.count }
    guard total > limit else { return range }
    var lower = range.lowerBound
    var upper = range.upperBound
    var before = segments[lower..<index].reduce(0) { $0 + $1.surface.count }
    var after = segments[(index + 1)..<upper].reduce(0) { $0 + $1.surface.count }
    while total > limit, lower < index || upper > index + 1 {
      if upper > index + 1, after >= before || lower == index {
        upper -= 1
        after -= segments[upper].surface.count
        total -= segments[upper].surface.count
      } else {
        before -= segments[lower].surface.count
        total -= segments[lower].surface.count
        lower += 1
      }
    }
    return lower..<upper
  }

  /// Whether `segment` is a line break, which always ends a sentence.
  static func isLineBreak(_ segment: Segment) -> Bool {
    !segment.surface.isEmpty && segment.surface.allSatisfy(\.isNewline)
  }

  /// Whether the segment at `position` ends a sentence (before the brackets that close after it).
  static func isStop(at position: Int, in segments: [Segment]) -> Bool {
    let surface = segments[position].surface
    if stops.contains(surface) { return true }
    guard surface == "." else { return false }
    let next = position + 1
    return next == segments.endIndex || segments[next].surface.first?.isWhitespace == true
  }

  private static let stops: Set<String> = ["。", "．", "｡", "！", "？", "!", "?", "‼", "⁉", "⁈", "⁇"]
  private static let openers: Set<String> = ["「", "『", "（", "(", "［", "[", "【", "〔", "〈", "《", "“", "‘", "〝", "｢"]
  private static let closers: Set<String> = ["」", "』", "）", ")", "］", "]", "】", "〕", "〉", "》", "”", "’", "〟", "｣"]
}
