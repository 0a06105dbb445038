/// Drawings as text, the form `kanji recognize` reads: one stroke a line, its points `x,y`
/// separated by spaces or tabs, a blank line (or several) between drawings.
///
/// Coordinates are numbers in any range (terminal cells, pixels); what they mean is the
/// caller's to say: `kanji recognize` takes them as cells, rows twice as tall as columns
/// are wide.
public enum DrawingText {
  /// What is wrong with a line of a drawing.
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    /// The line, counted from 1.
    public let line: Int
    /// What is wrong, in words.
    public let problem: String

    public var description: String { "line \(line): \(problem)" }
  }

  /// The drawings in `text`, each its strokes, each its points in the order drawn.
  ///
  /// Lines end at a line feed or CR LF; a line of spaces counts as blank.
  ///
  /// - Throws: ``ParseError`` for the first point that is not two finite numbers `x,y`.
  public static func drawings(in text: String) throws(ParseError) -> [[[InkPoint]]] {
    var drawings: [[[InkPoint]]] = []
    var current: [[InkPoint]] = []
    var number = 0
    // "\r\n" is one Character, so it is a separator of its own.
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      number += 1
      let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      guard !tokens.isEmpty else {
        if !current.isEmpty { drawings.append(current) }
        current = []
        continue
      }
      var stroke: [InkPoint] = []
      stroke.reserveCapacity(tokens.count)
      for token in tokens {
        stroke.append(try point(token, line: number))
      }
      current.append(stroke)
    }
    if !current.isEmpty { drawings.append(current) }
    return drawings
  }

  /// `drawings` written as ``drawings(in:)`` reads them, a blank line after each.
  public static func text(of drawings: [[[InkPoint]]]) -> String {
    var text = ""
    for drawing in drawings {
      for stroke in drawing {
        text += stroke.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ") + "\n"
      }
      text += "\n"
    }
    return text
  }

  private static func point(_ token: Substring, line: Int) throws(ParseError) -> InkPoint {
    let parts = token.split(separator: ",", omittingEmptySubsequences: false)
    let shown = token.count > 40 ? token.prefix(40) + "…" : token
    guard parts.count == 2 else {
      throw ParseError(line: line, problem: "\"\(shown)\" is not a point x,y (two numbers joined by a comma)")
    }
    guard let x = Double(parts[0]), let y = Double(parts[1]) else {
      throw ParseError(line: line, problem: "\"\(shown)\" is not a point x,y: a coordinate is not a number")
    }
    guard x.isFinite, y.isFinite else {
      throw ParseError(line: line, problem: "\"\(shown)\" is not a point x,y: a coordinate is not finite")
    }
    return InkPoint(x: x, y: y)
  }

  /// `value` without a fraction when it is whole (`12`, not `12.0`).
  private static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
