import JapaneseText
import TermCore

/// A segmented text wrapped to a width: its lines, each a run of pieces of segments, and
/// the line each segment starts on.
///
/// Widths are display widths (a kanji takes two columns). A segment that does not fit in
/// what is left of a line starts the next one, so no word is cut across lines unless it is
/// wider than a whole line; a line feed in the text ends a line.
struct ReaderLayout {
  /// A part of one segment on one line.
  struct Piece {
    /// The segment's index in the text.
    var segment: Int
    /// The part of the segment's surface on this line.
    var text: Substring
    /// Its first column.
    var column: Int
    /// Its width in columns.
    var width: Int
  }

  /// The width wrapped to.
  let width: Int
  /// The lines, top first.
  private(set) var lines: [[Piece]] = []
  /// The line each segment starts on.
  private(set) var lineOfSegment: [Int] = []

  /// Wraps `segments` to `width` columns (at least 2, the width of a kanji).
  init(segments: [Segment], width: Int) {
    self.width = max(2, width)
    var current: [Piece] = []
    var column = 0
    for (index, segment) in segments.enumerated() {
      var rest = Substring(segment.surface)
      while !rest.isEmpty {
        if let newline = rest.firstIndex(where: \.isNewline) {
          place(rest[..<newline], of: index, in: &current, at: &column)
          lines.append(current)
          current = []
          column = 0
          rest = rest[rest.index(after: newline)...]
        } else {
          place(rest, of: index, in: &current, at: &column)
          rest = ""
        }
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    // A segment with nothing drawn (a line feed) counts as on the line of the one before.
    lineOfSegment = Array(repeating: -1, count: segments.count)
    for (number, line) in lines.enumerated() {
      for piece in line where lineOfSegment[piece.segment] < 0 { lineOfSegment[piece.segment] = number }
    }
    var last = 0
    for index in lineOfSegment.indices {
      if lineOfSegment[index] < 0 { lineOfSegment[index] = last } else { last = lineOfSegment[index] }
    }
  }

  private mutating func place(_ text: Substring, of segment: Int, in line: inout [Piece], at column: inout Int) {
    guard !text.isEmpty else { return }
    let textWidth = DisplayWidth.of(text)
    if column + textWidth > width, column > 0, textWidth <= width {
      // Closing punctuation never starts a line: the word before it goes down with it.
      var carried: [Piece] = []
      if Self.closesLine(text), let last = line.last, last.width + textWidth <= width, line.count > 1 {
        carried = [line.removeLast()]
        carried[0].column = 0
      }
      lines.append(line)
      line = carried
      column = carried.first?.width ?? 0
      // A space that falls at the end of a line is not carried to the next.
      if text.allSatisfy(\.isWhitespace) { return }
    }
    if column + textWidth <= width {
      line.append(Piece(segment: segment, text: text, column: column, width: textWidth))
      column += textWidth
      return
    }
    // Wider than a line: cut it a character at a time.
    var start = text.startIndex
    var pieceWidth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let characterWidth = DisplayWidth.of(text[index])
      if column + pieceWidth + characterWidth > width {
        if index > start {
          line.append(Piece(segment: segment, text: text[start..<index], column: column, width: pieceWidth))
        }
        lines.append(line)
        line = []
        column = 0
        pieceWidth = 0
        start = index
      }
      pieceWidth += characterWidth
      index = text.index(after: index)
    }
    if index > start {
      line.append(Piece(segment: segment, text: text[start..<index], column: column, width: pieceWidth))
      column += pieceWidth
    }
  }

  /// Whether `text` starts with a mark that must not begin a line (、。」 and the like).
  static func closesLine(_ text: Substring) -> Bool {
    guard let first = text.first else { return false }
    return "、。，．）」』】〕〉》！？：；…‥,.)!?:;".contains(first)
  }

  /// The segment drawn at `column` of line `line`, if any.
  func segment(atLine line: Int, column: Int) -> Int? {
    guard lines.indices.contains(line) else { return nil }
    return lines[line].first { column >= $0.column && column < $0.column + $0.width }?.segment
  }
}
