#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes the drawing a person might make of a character on a terminal's drawing pad from its
/// template: for measuring the recogniser on drawings it has no template of.
///
/// The template's strokes are each moved, turned and scaled a little, their ends cut short
/// or run on, their points made shaky; then the whole drawing is rotated, sheared and
/// squashed, and each point snapped to the cell of a `columns × rows` grid it falls in, as
/// a mouse reports a drag, one report per cell entered. A variant can also swap two strokes,
/// run two consecutive strokes together or split one in two. The same generator state gives
/// the same drawing.
public struct InkDistortion: Sendable {
  /// What else goes wrong besides the shaking.
  public enum Variant: Sendable, CaseIterable {
    /// The strokes in the order taught.
    case inOrder
    /// Two strokes (any two) drawn in each other's place.
    case swapped
    /// Two consecutive strokes drawn as one, the pen not lifted between them.
    case joined
    /// One stroke drawn as two, the pen lifted partway.
    case split
    /// One stroke drawn from its end to its start.
    case reversed
  }

  /// The grid's columns.
  public var columns: Int
  /// The grid's rows, each twice as tall as a column is wide.
  public var rows: Int
  /// How strong the distortions are: 1 for the figures in BENCHMARKS.md.
  public var strength: Double

  /// Creates a generator for a grid of `columns × rows` cells.
  public init(columns: Int = 40, rows: Int = 20, strength: Double = 1) {
    self.columns = max(2, columns)
    self.rows = max(2, rows)
    self.strength = strength
  }

  /// A distorted drawing of `strokes`, given in a square box of side `box` (KanjiVG's
  /// template box), as the grid's cells: `x` a column, `y` a row.
  public func drawing(
    of strokes: [[InkPoint]], box: Double, variant: Variant, using random: inout some RandomNumberGenerator
  ) -> [[InkPoint]] {
    let s = strength
    var shaped: [[InkPoint]] = strokes.filter { !$0.isEmpty }.map { stroke in
      let unit = stroke.map { InkPoint(x: $0.x / box, y: $0.y / box) }
      return distortStroke(unit, using: &random)
    }
    switch variant {
    case .inOrder: break
    case .reversed:
      if !shaped.isEmpty {
        let index = Int.random(in: 0..<shaped.count, using: &random)
        shaped[index].reverse()
      }
    case .swapped:
      if shaped.count >= 2 {
        let first = Int.random(in: 0..<shaped.count, using: &random)
        var second = Int.random(in: 0..<(shaped.count - 1), using: &random)
        if second >= first { second += 1 }
        shaped.swapAt(first, second)
      }
    case .joined:
      if shaped.count >= 2 {
        let first = Int.random(in: 0..<(shaped.count - 1), using: &random)
        shaped[first] += shaped[first + 1]
        shaped.remove(at: first + 1)
      }
    case .split:
      // The longer a stroke, the likelier the pen leaves the pad partway along it.
      let lengths = shaped.map(Self.length)
      var pick = Double.random(in: 0..<max(lengths.reduce(0, +), 1e-9), using: &random)
      var index = 0
      while index < lengths.count - 1 && pick >= lengths[index] {
        pick -= lengths[index]
        index += 1
      }
      if index < shaped.count {
        let dense = Self.densified(shaped[index], step: 0.01)
        if dense.count >= 4 {
          let cut = Int(Double(dense.count) * Double.random(in: 0.35...0.65, using: &random))
          let cutAt = min(max(1, cut), dense.count - 2)
          shaped[index] = Array(dense[...cutAt])
          shaped.insert(Array(dense[(cutAt + 1)...]), at: index + 1)
        }
      }
    }
    // The whole drawing: rotated, sheared, squashed about its middle.
    let angle = Self.gaussian(using: &random) * 0.06 * s
    let shear = Double.random(in: -0.12...0.12, using: &random) * s
    let scaleX = 1 + Double.random(in: -0.12...0.12, using: &random) * s
    let scaleY = 1 + Double.random(in: -0.12...0.12, using: &random) * s
    let (sine, cosine) = (sin(angle), cos(angle))
    return shaped.map { stroke in
      var cells: [InkPoint] = []
      for point in Self.densified(stroke, step: 0.01) {
        let x = point.x - 0.5
        let y = point.y - 0.5
        let sheared = x + shear * y
        let turnedX = (cosine * sheared - sine * y) * scaleX + 0.5
        let turnedY = (sine * sheared + cosine * y) * scaleY + 0.5
        let column = min(max(0, (turnedX * Double(columns)).rounded(.down)), Double(columns - 1))
        let row = min(max(0, (turnedY * Double(rows)).rounded(.down)), Double(rows - 1))
        let cell = InkPoint(x: column, y: row)
        if cells.last != cell { cells.append(cell) }
      }
      return cells
    }
  }

  /// One stroke in the unit square moved, turned and scaled about its middle, its ends cut
  /// or run on, its points shaky.
  private func distortStroke(_ stroke: [InkPoint], using random: inout some RandomNumberGenerator) -> [InkPoint] {
    let s = strength
    var points = stroke
    // Ends cut short or run on along the stroke's own direction there.
    let length = Self.length(points)
    if points.count >= 2 && length > 0 {
      let startChange = Double.random(in: -0.12...0.12, using: &random) * s * length
      let endChange = Double.random(in: -0.12...0.12, using: &random) * s * length
      points = Self.trimmed(points, start: startChange, end: endChange)
    }
    let centreX = points.map(\.x).reduce(0, +) / Double(points.count)
    let centreY = points.map(\.y).reduce(0, +) / Double(points.count)
    let angle = Self.gaussian(using: &random) * 0.06 * s
    let scale = 1 + Double.random(in: -0.12...0.12, using: &random) * s
    let moveX = Self.gaussian(using: &random) * 0.025 * s
    let moveY = Self.gaussian(using: &random) * 0.025 * s
    let (sine, cosine) = (sin(angle), cos(angle))
    let moved = points.map { point in
      let x = (point.x - centreX) * scale
      let y = (point.y - centreY) * scale
      return InkPoint(x: centreX + cosine * x - sine * y + moveX, y: centreY + sine * x + cosine * y + moveY)
    }
    // A hand's shake drifts rather than jumps: a random walk, pulled back towards the line.
    var driftX = 0.0
    var driftY = 0.0
    return Self.densified(moved, step: 0.02).map { point in
      driftX = driftX * 0.7 + Self.gaussian(using: &random) * 0.006 * s
      driftY = driftY * 0.7 + Self.gaussian(using: &random) * 0.006 * s
      return InkPoint(x: point.x + driftX, y: point.y + driftY)
    }
  }

  /// `points` with its start moved back by `start` along its first segment (forwards when
  /// negative: cut) and its end on by `end` along its last.
  private static func trimmed(_ points: [InkPoint], start: Double, end: Double) -> [InkPoint] {
    var dense = densified(points, step: 0.005)
    let total = length(dense)
    // Cut no more than a third at either end, so the stroke stays itself.
    let cutStart = min(max(0, -start), total / 3)
    let cutEnd = min(max(0, -end), total / 3)
    let step = total / Double(max(1, dense.count - 1))
    if step > 0 {
      dense = Array(dense.dropFirst(Int(cutStart / step)).dropLast(Int(cutEnd / step)))
    }
    guard dense.count >= 2 else { return points }
    if start > 0 { dense.insert(extended(dense[0], from: dense[min(2, dense.count - 1)], by: start), at: 0) }
    if end > 0 {
      dense.append(extended(dense[dense.count - 1], from: dense[max(0, dense.count - 3)], by: end))
    }
    return dense
  }

  /// The point `distance` past `point`, away from `from`.
  private static func extended(_ point: InkPoint, from: InkPoint, by distance: Double) -> InkPoint {
    let dx = point.x - from.x
    let dy = point.y - from.y
    let norm = (dx * dx + dy * dy).squareRoot()
    guard norm > 0 else { return point }
    return InkPoint(x: point.x + dx / norm * distance, y: point.y + dy / norm * distance)
  }

  /// `points` with points added so that none is more than `step` from the next.
  static func densified(_ points: [InkPoint], step: Double) -> [InkPoint] {
    guard var previous = points.first else { return [] }
    var output = [previous]
    for point in points.dropFirst() {
      let dx = point.x - previous.x
      let dy = point.y - previous.y
      let pieces = max(1, Int(((dx * dx + dy * dy).squareRoot() / step).rounded(.up)))
      for piece in 1...pieces {
        let t = Double(piece) / Double(pieces)
        output.append(InkPoint(x: previous.x + dx * t, y: previous.y + dy * t))
      }
      previous = point
    }
    return output
  }

  /// The length of a polyline.
  static func length(_ points: [InkPoint]) -> Double {
    var total = 0.0
    for index in points.indices.dropFirst() {
      let dx = points[index].x - points[index - 1].x
      let dy = points[index].y - points[index - 1].y
      total += (dx * dx + dy * dy).squareRoot()
    }
    return total
  }

  /// A normal deviate (mean 0, deviation 1), by Box and Muller.
  private static func gaussian(using random: inout some RandomNumberGenerator) -> Double {
    let u = Double.random(in: Double.ulpOfOne..<1, using: &random)
    let v = Double.random(in: 0..<1, using: &random)
    return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
  }
}
