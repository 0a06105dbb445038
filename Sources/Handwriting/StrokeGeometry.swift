/// The measurements the recogniser takes of strokes: a drawing fitted to the unit square,
/// each stroke resampled to a fixed number of points spaced evenly along it.
enum StrokeGeometry {
  /// Points a stroke is resampled to: enough for a hook or a bend, few enough to compare
  /// thousands of strokes in a frame.
  static let samples = 10
  /// Floats a resampled stroke takes: `x, y` for each sample.
  static let shapeWidth = samples * 2
  /// Floats of a stroke's coarse features: its start, middle and end.
  static let featureWidth = 6
  /// How much where a stroke is counts beside its shape in ``shapeDistance``: a hand puts
  /// a stroke a little off more often than it bends it out of shape.
  static let positionWeight: Float = 0.4
  /// What a stroke drawn from its end to its start costs beyond its shape, per point: a
  /// learner draws a stroke backwards now and then, and it should still meet its own, but
  /// after a stroke drawn the right way.
  static let reversePenalty: Float = 0.1

  /// `strokes` moved and scaled so that their ink is centred in the unit square and spans
  /// about its side; strokes without points are dropped.
  ///
  /// The centre and spread are the ink's (the mean and deviation of points spaced evenly
  /// along the strokes), not its bounding box's, so a stroke that runs on past the others
  /// moves the drawing little. Aspect counts, but less than it is: a box of 1 × 0.8 is
  /// taken as 1 × 0.93 (a hand draws a flat 口 square), while a bar stays a bar.
  static func normalised(_ strokes: [[InkPoint]]) -> [[InkPoint]] {
    let drawn = strokes.filter { !$0.isEmpty }
    guard !drawn.isEmpty else { return [] }
    var weight = 0.0
    var sumX = 0.0
    var sumY = 0.0
    var sumXX = 0.0
    var sumYY = 0.0
    for stroke in drawn {
      guard stroke.count > 1 else {
        // A dot weighs as a short stroke would.
        let p = stroke[0]
        weight += 1e-9
        sumX += p.x * 1e-9
        sumY += p.y * 1e-9
        sumXX += p.x * p.x * 1e-9
        sumYY += p.y * p.y * 1e-9
        continue
      }
      for index in 1..<stroke.count {
        let a = stroke[index - 1]
        let b = stroke[index]
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        guard length > 0 else { continue }
        // A segment's moments, exactly: its mean is its middle, and its spread along each
        // axis adds a twelfth of its extent squared.
        let midX = (a.x + b.x) / 2
        let midY = (a.y + b.y) / 2
        weight += length
        sumX += midX * length
        sumY += midY * length
        sumXX += (midX * midX + (b.x - a.x) * (b.x - a.x) / 12) * length
        sumYY += (midY * midY + (b.y - a.y) * (b.y - a.y) / 12) * length
      }
    }
    guard weight > 0 else { return [] }
    let meanX = sumX / weight
    let meanY = sumY / weight
    let spreadX = max(0, sumXX / weight - meanX * meanX).squareRoot()
    let spreadY = max(0, sumYY / weight - meanY * meanY).squareRoot()
    let spread = max(spreadX, spreadY)
    // Ink spread evenly across a side of 1 has a deviation of 1/√12.
    let unit = 1 / 12.0.squareRoot()
    guard spread > 1e-12 else {
      return drawn.map { stroke in stroke.map { _ in InkPoint(x: 0.5, y: 0.5) } }
    }
    func scale(_ axis: Double) -> Double {
      let ratio = axis / spread
      let softened = ratio + ratio * ratio * (1 - ratio)
      return axis > 1e-12 ? unit * softened / axis : unit / spread
    }
    let scaleX = scale(spreadX)
    let scaleY = scale(spreadY)
    return drawn.map { stroke in
      stroke.map { InkPoint(x: ($0.x - meanX) * scaleX + 0.5, y: ($0.y - meanY) * scaleY + 0.5) }
    }
  }

  /// The polyline `points` (flat `x, y` pairs) resampled to `count` points spaced evenly
  /// along its length, first and last kept; a polyline of no length gives its first point
  /// `count` times.
  static func resampled(_ points: [Float], count: Int = samples) -> [Float] {
    let pointCount = points.count / 2
    var output = [Float](repeating: 0, count: count * 2)
    guard pointCount > 0 else { return output }
    var total: Float = 0
    for index in 1..<max(1, pointCount) {
      total += distance(points, index - 1, points, index)
    }
    guard total > 0, pointCount > 1 else {
      for index in 0..<count {
        output[index * 2] = points[0]
        output[index * 2 + 1] = points[1]
      }
      return output
    }
    let step = total / Float(count - 1)
    output[0] = points[0]
    output[1] = points[1]
    var segment = 1
    var walked: Float = 0
    var segmentLength = distance(points, 0, points, 1)
    for index in 1..<(count - 1) {
      let target = step * Float(index)
      while walked + segmentLength < target, segment < pointCount - 1 {
        walked += segmentLength
        segment += 1
        segmentLength = distance(points, segment - 1, points, segment)
      }
      let t = segmentLength > 0 ? min(1, max(0, (target - walked) / segmentLength)) : 0
      let ax = points[(segment - 1) * 2]
      let ay = points[(segment - 1) * 2 + 1]
      output[index * 2] = ax + (points[segment * 2] - ax) * t
      output[index * 2 + 1] = ay + (points[segment * 2 + 1] - ay) * t
    }
    output[(count - 1) * 2] = points[(pointCount - 1) * 2]
    output[(count - 1) * 2 + 1] = points[(pointCount - 1) * 2 + 1]
    return output
  }

  /// The resampled shape of a stroke.
  static func shape(_ stroke: [InkPoint]) -> [Float] {
    var flat: [Float] = []
    flat.reserveCapacity(stroke.count * 2)
    for point in stroke {
      flat.append(Float(point.x))
      flat.append(Float(point.y))
    }
    return resampled(flat)
  }

  /// The shape of one stroke run on into the next without lifting the pen: the first, a
  /// line to the start of the second, then the second, resampled.
  static func joined(_ first: ArraySlice<Float>, _ second: ArraySlice<Float>) -> [Float] {
    resampled(Array(first) + Array(second))
  }

  /// A resampled stroke's coarse features: start, middle and end.
  static func features(_ shape: ArraySlice<Float>) -> [Float] {
    let base = shape.startIndex
    let middle = base + (samples / 2) * 2
    let last = base + (samples - 1) * 2
    return [shape[base], shape[base + 1], shape[middle], shape[middle + 1], shape[last], shape[last + 1]]
  }

  /// The length of a resampled stroke.
  static func length(_ shape: ArraySlice<Float>) -> Float {
    let flat = Array(shape)
    var total: Float = 0
    for index in 1..<samples { total += distance(flat, index - 1, flat, index) }
    return total
  }

  /// How far apart two resampled strokes are: the mean distance between their matching
  /// points once their middles are put together (their shapes; or, when less, between the
  /// points of one and those of the other taken backwards, plus ``reversePenalty``), plus
  /// ``positionWeight`` times the distance between their middles (where they are).
  @inline(__always)
  static func shapeDistance(
    _ a: UnsafeBufferPointer<Float>, _ aStart: Int, _ b: UnsafeBufferPointer<Float>, _ bStart: Int
  )
    -> Float
  {
    var meanX: Float = 0
    var meanY: Float = 0
    for index in 0..<samples {
      meanX += a[aStart + index * 2] - b[bStart + index * 2]
      meanY += a[aStart + index * 2 + 1] - b[bStart + index * 2 + 1]
    }
    meanX /= Float(samples)
    meanY /= Float(samples)
    var total: Float = 0
    var reversed: Float = 0
    for index in 0..<samples {
      let dx = a[aStart + index * 2] - b[bStart + index * 2] - meanX
      let dy = a[aStart + index * 2 + 1] - b[bStart + index * 2 + 1] - meanY
      total += (dx * dx + dy * dy).squareRoot()
      let back = bStart + (samples - 1 - index) * 2
      let rx = a[aStart + index * 2] - b[back] - meanX
      let ry = a[aStart + index * 2 + 1] - b[back + 1] - meanY
      reversed += (rx * rx + ry * ry).squareRoot()
    }
    let shape = min(total, reversed + reversePenalty * Float(samples))
    return shape / Float(samples) + positionWeight * (meanX * meanX + meanY * meanY).squareRoot()
  }

  private static func distance(_ a: [Float], _ i: Int, _ b: [Float], _ j: Int) -> Float {
    let dx = a[i * 2] - b[j * 2]
    let dy = a[i * 2 + 1] - b[j * 2 + 1]
    return (dx * dx + dy * dy).squareRoot()
  }
}
