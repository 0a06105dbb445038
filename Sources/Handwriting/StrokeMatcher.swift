/// Matches one drawing against templates one after another, keeping its working arrays
/// from one template to the next.
///
/// Each template's cost is the cheapest of its readings: every stroke paired or left over;
/// or, with one stroke fewer drawn, two consecutive template strokes read as one; or, with
/// one more, two consecutive drawn strokes read as one. A reading whose lower bound (each
/// stroke's cheapest partner, taken alone) already costs more than the caller's limit is
/// not solved: the limit is the cost of the last candidate the caller keeps, so such a
/// template could not be kept.
struct StrokeMatcher {
  /// What a stroke left without a partner costs: a part for the stroke and a part for its
  /// length, so that a forgotten dot costs less than a forgotten bar.
  static let unmatchedCost: Float = 0.08
  /// What a left-over stroke costs per unit of its length (the square's side is 1).
  static let unmatchedCostPerLength: Float = 0.25
  /// What reading two strokes as one costs, so that a drawing which needs no join wins.
  static let joinCost: Float = 0.05
  /// What each neighbouring pair of drawn strokes costs whose template strokes came the
  /// other way round: enough to break near-ties in favour of the order taught, small beside
  /// a stroke's shape.
  static let orderCost: Float = 0.02

  private let drawing: Drawing
  private var assignment = MinimumCostAssignment()
  /// Distances between drawn stroke `i` and template stroke `j`, at `i * m + j`.
  private var pairs: [Float] = []
  /// The matrix of the reading being solved.
  private var matrix: [Float] = []
  /// The drawn strokes' distances to a join of two template strokes.
  private var joinedDistances: [Float] = []

  init(drawing: Drawing) {
    self.drawing = drawing
  }

  /// The mean cost per stroke of the best reading of the drawing as template `entry` of
  /// `recognizer`, or nil when every reading costs more than `limit` (a mean per stroke).
  mutating func cost(of entry: HandwritingRecognizer.Entry, in recognizer: HandwritingRecognizer, limit: Float)
    -> Float?
  {
    let n = drawing.count
    let m = entry.strokeCount
    let width = StrokeGeometry.shapeWidth
    let strokes = Float(max(n, m))
    // The limit as a total, a hair over so that a template equal to the last kept one is
    // solved and its rank can break the tie.
    var bound = limit == .infinity ? Float.infinity : limit * strokes * 1.0001 + 1e-6
    reset(&pairs, n * m)
    recognizer.shapes.withUnsafeBufferPointer { template in
      drawing.shapes.withUnsafeBufferPointer { drawn in
        for i in 0..<n {
          for j in 0..<m {
            pairs[i * m + j] = StrokeGeometry.shapeDistance(drawn, i * width, template, (entry.firstStroke + j) * width)
          }
        }
      }
    }
    var best = Float.infinity
    if let plain = plainCost(entry, recognizer, bound: bound) {
      best = plain
      bound = min(bound, plain)
    }
    if m == n + 1, let joined = templateJoinCost(entry, recognizer, bound: bound) {
      best = min(best, joined)
    } else if n == m + 1, let joined = drawingJoinCost(entry, recognizer, bound: bound) {
      best = min(best, joined)
    }
    return best == .infinity ? nil : best / strokes
  }

  /// Every stroke paired or left over, none joined.
  private mutating func plainCost(
    _ entry: HandwritingRecognizer.Entry, _ recognizer: HandwritingRecognizer, bound: Float
  )
    -> Float?
  {
    let n = drawing.count
    let m = entry.strokeCount
    if n <= m {
      var lower = Float(m - n) * Self.unmatchedCost
      for i in 0..<n {
        var nearest = Float.infinity
        for j in 0..<m { nearest = min(nearest, pairs[i * m + j]) }
        lower += nearest
      }
      guard lower <= bound else { return nil }
      let solved = pairs.withUnsafeBufferPointer {
        assignment.solve($0, rows: n, columns: m, bound: bound - Float(m - n) * Self.unmatchedCost)
      }
      guard let total = solved else { return nil }
      var cost = total + Self.orderCost * Float(Self.descents(assignment.columnOfRow))
      var matched = [Bool](repeating: false, count: m)
      for column in assignment.columnOfRow { matched[column] = true }
      for j in 0..<m where !matched[j] { cost += Self.leftOver(recognizer.lengths[entry.firstStroke + j]) }
      return cost
    }
    var lower = Float(n - m) * Self.unmatchedCost
    for j in 0..<m {
      var nearest = Float.infinity
      for i in 0..<n { nearest = min(nearest, pairs[i * m + j]) }
      lower += nearest
    }
    guard lower <= bound else { return nil }
    reset(&matrix, n * m)
    for i in 0..<n {
      for j in 0..<m { matrix[j * n + i] = pairs[i * m + j] }
    }
    let solved = matrix.withUnsafeBufferPointer {
      assignment.solve($0, rows: m, columns: n, bound: bound - Float(n - m) * Self.unmatchedCost)
    }
    guard let total = solved else { return nil }
    var templateOfDrawn = [Int](repeating: -1, count: n)
    for (j, i) in assignment.columnOfRow.enumerated() { templateOfDrawn[i] = j }
    var cost = total + Self.orderCost * Float(Self.descents(templateOfDrawn.filter { $0 >= 0 }))
    for i in 0..<n where templateOfDrawn[i] < 0 { cost += Self.leftOver(drawing.lengths[i]) }
    return cost
  }

  /// One drawn stroke fewer than the template's: each pair of consecutive template strokes
  /// tried as one.
  private mutating func templateJoinCost(
    _ entry: HandwritingRecognizer.Entry, _ recognizer: HandwritingRecognizer, bound: Float
  ) -> Float? {
    let n = drawing.count
    let m = entry.strokeCount
    let width = StrokeGeometry.shapeWidth
    var best = Float.infinity
    var bound = bound
    reset(&matrix, n * n)
    reset(&joinedDistances, n)
    for k in 0..<(m - 1) {
      let start = (entry.firstStroke + k) * width
      let joined = StrokeGeometry.joined(
        recognizer.shapes[start..<start + width], recognizer.shapes[start + width..<start + 2 * width])
      joined.withUnsafeBufferPointer { joinedShape in
        drawing.shapes.withUnsafeBufferPointer { drawn in
          for i in 0..<n { joinedDistances[i] = StrokeGeometry.shapeDistance(drawn, i * width, joinedShape, 0) }
        }
      }
      // Columns: the template's strokes with k and k + 1 as one, in order.
      var lower = Self.joinCost
      for i in 0..<n {
        var nearest = Float.infinity
        for column in 0..<n {
          let value = column == k ? joinedDistances[i] : pairs[i * m + (column < k ? column : column + 1)]
          matrix[i * n + column] = value
          nearest = min(nearest, value)
        }
        lower += nearest
      }
      guard lower <= bound else { continue }
      let solved = matrix.withUnsafeBufferPointer {
        assignment.solve($0, rows: n, columns: n, bound: bound - Self.joinCost)
      }
      guard let total = solved else { continue }
      let cost = total + Self.joinCost + Self.orderCost * Float(Self.descents(assignment.columnOfRow))
      if cost < best {
        best = cost
        bound = min(bound, cost)
      }
    }
    return best == .infinity ? nil : best
  }

  /// One drawn stroke more than the template's: each pair of consecutive drawn strokes tried
  /// as one.
  private mutating func drawingJoinCost(
    _ entry: HandwritingRecognizer.Entry, _ recognizer: HandwritingRecognizer, bound: Float
  ) -> Float? {
    let m = entry.strokeCount
    let width = StrokeGeometry.shapeWidth
    var best = Float.infinity
    var bound = bound
    reset(&matrix, m * m)
    reset(&joinedDistances, m)
    for k in 0..<m {
      recognizer.shapes.withUnsafeBufferPointer { template in
        drawing.joins.withUnsafeBufferPointer { joins in
          for j in 0..<m {
            joinedDistances[j] = StrokeGeometry.shapeDistance(
              joins, k * width, template, (entry.firstStroke + j) * width)
          }
        }
      }
      // Rows: the drawn strokes with k and k + 1 as one, in order.
      var lower = Self.joinCost
      for row in 0..<m {
        var nearest = Float.infinity
        for j in 0..<m {
          let value =
            row == k ? joinedDistances[j] : pairs[(row < k ? row : row + 1) * m + j]
          matrix[row * m + j] = value
          nearest = min(nearest, value)
        }
        lower += nearest
      }
      guard lower <= bound else { continue }
      let solved = matrix.withUnsafeBufferPointer {
        assignment.solve($0, rows: m, columns: m, bound: bound - Self.joinCost)
      }
      guard let total = solved else { continue }
      let cost = total + Self.joinCost + Self.orderCost * Float(Self.descents(assignment.columnOfRow))
      if cost < best {
        best = cost
        bound = min(bound, cost)
      }
    }
    return best == .infinity ? nil : best
  }

  private static func leftOver(_ length: Float) -> Float {
    unmatchedCost + unmatchedCostPerLength * length
  }

  /// How many neighbours in `sequence` go down.
  static func descents(_ sequence: [Int]) -> Int {
    var count = 0
    for index in sequence.indices.dropFirst() where sequence[index] < sequence[index - 1] { count += 1 }
    return count
  }

  private func reset(_ array: inout [Float], _ count: Int) {
    if array.count != count { array = [Float](repeating: 0, count: count) }
  }
}
