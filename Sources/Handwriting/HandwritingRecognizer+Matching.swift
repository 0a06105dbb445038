extension HandwritingRecognizer {
  /// What a stroke left without a partner costs: a part for the stroke and a part for its
  /// length, so that a forgotten dot costs less than a forgotten bar.
  static let unmatchedCost: Float = 0.08
  /// What a left-over stroke costs per unit of its length (the square's side is 1).
  static let unmatchedCostPerLength: Float = 0.25
  /// What reading two strokes as one costs, so that a drawing which needs no join wins.
  static let joinCost: Float = 0.05
  /// What each neighbouring pair of drawn strokes costs whose templates came the other way
  /// round: enough to break near-ties in favour of the order taught, small beside a
  /// stroke's shape.
  static let orderCost: Float = 0.02

  /// The mean cost per stroke of the best reading of `drawing` as `entry`.
  func matchCost(_ drawing: Drawing, _ entry: Entry) -> Float {
    let n = drawing.count
    let m = entry.strokeCount
    let width = StrokeGeometry.shapeWidth
    var pairs = [Float](repeating: 0, count: n * m)
    shapes.withUnsafeBufferPointer { template in
      drawing.shapes.withUnsafeBufferPointer { drawn in
        for i in 0..<n {
          for j in 0..<m {
            pairs[i * m + j] = StrokeGeometry.shapeDistance(drawn, i * width, template, (entry.firstStroke + j) * width)
          }
        }
      }
    }
    var best = plainCost(pairs, drawing, entry)
    if m == n + 1 {
      best = min(best, templateJoinCost(pairs, drawing, entry))
    } else if n == m + 1 {
      best = min(best, drawingJoinCost(pairs, drawing, entry))
    }
    return best / Float(max(n, m))
  }

  /// Every stroke paired or left over, none joined.
  private func plainCost(_ pairs: [Float], _ drawing: Drawing, _ entry: Entry) -> Float {
    let n = drawing.count
    let m = entry.strokeCount
    if n <= m {
      let (columns, total) = MinimumCostAssignment.solve(pairs, rows: n, columns: m)
      var cost = total + Self.orderCost * Float(Self.descents(columns))
      var matched = [Bool](repeating: false, count: m)
      for column in columns { matched[column] = true }
      for j in 0..<m where !matched[j] { cost += leftOver(lengths[entry.firstStroke + j]) }
      return cost
    }
    var transposed = [Float](repeating: 0, count: n * m)
    for i in 0..<n {
      for j in 0..<m { transposed[j * n + i] = pairs[i * m + j] }
    }
    let (drawnOfTemplate, total) = MinimumCostAssignment.solve(transposed, rows: m, columns: n)
    var templateOfDrawn = [Int](repeating: -1, count: n)
    for (j, i) in drawnOfTemplate.enumerated() { templateOfDrawn[i] = j }
    var cost = total + Self.orderCost * Float(Self.descents(templateOfDrawn.filter { $0 >= 0 }))
    for i in 0..<n where templateOfDrawn[i] < 0 { cost += leftOver(drawing.lengths[i]) }
    return cost
  }

  /// One drawn stroke fewer than the template's: each pair of consecutive template strokes
  /// tried as one.
  private func templateJoinCost(_ pairs: [Float], _ drawing: Drawing, _ entry: Entry) -> Float {
    let n = drawing.count
    let m = entry.strokeCount
    let width = StrokeGeometry.shapeWidth
    var best = Float.infinity
    var matrix = [Float](repeating: 0, count: n * n)
    for k in 0..<(m - 1) {
      let start = (entry.firstStroke + k) * width
      let joined = StrokeGeometry.joined(shapes[start..<start + width], shapes[start + width..<start + 2 * width])
      joined.withUnsafeBufferPointer { joinedShape in
        drawing.shapes.withUnsafeBufferPointer { drawn in
          for i in 0..<n {
            // Columns: the template's strokes with k and k + 1 as one, in order.
            for column in 0..<n {
              let j = column < k ? column : column + 1
              matrix[i * n + column] =
                column == k
                ? StrokeGeometry.shapeDistance(drawn, i * width, joinedShape, 0) : pairs[i * m + j]
            }
          }
        }
      }
      let (columns, total) = MinimumCostAssignment.solve(matrix, rows: n, columns: n)
      best = min(best, total + Self.joinCost + Self.orderCost * Float(Self.descents(columns)))
    }
    return best
  }

  /// One drawn stroke more than the template's: each pair of consecutive drawn strokes tried
  /// as one.
  private func drawingJoinCost(_ pairs: [Float], _ drawing: Drawing, _ entry: Entry) -> Float {
    let m = entry.strokeCount
    let width = StrokeGeometry.shapeWidth
    var best = Float.infinity
    var matrix = [Float](repeating: 0, count: m * m)
    shapes.withUnsafeBufferPointer { template in
      drawing.joins.withUnsafeBufferPointer { joins in
        for k in 0..<m {
          // Rows: the drawn strokes with k and k + 1 as one, in order.
          for row in 0..<m {
            let i = row < k ? row : row + 1
            for j in 0..<m {
              matrix[row * m + j] =
                row == k
                ? StrokeGeometry.shapeDistance(joins, k * width, template, (entry.firstStroke + j) * width)
                : pairs[i * m + j]
            }
          }
          let (columns, total) = MinimumCostAssignment.solve(matrix, rows: m, columns: m)
          best = min(best, total + Self.joinCost + Self.orderCost * Float(Self.descents(columns)))
        }
      }
    }
    return best
  }

  private func leftOver(_ length: Float) -> Float {
    Self.unmatchedCost + Self.unmatchedCostPerLength * length
  }

  /// How many neighbours in `sequence` go down.
  static func descents(_ sequence: [Int]) -> Int {
    var count = 0
    for index in sequence.indices.dropFirst() where sequence[index] < sequence[index - 1] { count += 1 }
    return count
  }
}
