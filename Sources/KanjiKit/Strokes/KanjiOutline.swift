/// A point of a stroke drawing, in KanjiVG's 109-unit box scaled to `0...KanjiOutline.extent`.
public struct StrokePoint: Hashable, Sendable {
  /// Across, from the left.
  public var x: Int
  /// Down, from the top.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// One stroke of a kanji: the polyline the brush follows and where its number is printed.
public struct Stroke: Hashable, Sendable {
  /// Where KanjiVG prints the stroke's number (the top left of the digits).
  public var label: StrokePoint
  /// The brush's path, from where it lands to where it lifts.
  public var points: [StrokePoint]

  /// Creates a stroke.
  public init(label: StrokePoint, points: [StrokePoint]) {
    self.label = label
    self.points = points
  }
}

/// A kanji as KanjiVG draws it: its strokes in order, and the components it is built from.
public struct KanjiOutline: Hashable, Sendable {
  /// The largest coordinate of a point; the drawing is a square of `extent + 1` units.
  public static let extent = 93

  /// The kanji.
  public let literal: String
  /// The strokes, first to last.
  public let strokes: [Stroke]
  /// The components it is made of at the top level (語: 言, 吾).
  public let components: [String]
  /// Every component at any depth, the top-level ones first (語: 言, 吾, 口, 五, 二), then the
  /// elements of ``elements`` KanjiVG does not name (語: 一).
  public let allComponents: [String]
  /// The elements KRADFILE lists for the kanji (給: 口, 糸, 幺, 小, 𠆢), written as KanjiVG
  /// writes them; empty when KRADFILE does not list it.
  public let elements: [String]

  /// Creates an outline.
  public init(
    literal: String, strokes: [Stroke], components: [String], allComponents: [String], elements: [String] = []
  ) {
    self.literal = literal
    self.strokes = strokes
    self.components = components
    self.allComponents = allComponents
    self.elements = elements
  }
}
