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

  /// `strokes` moved and scaled, aspect kept, so that their bounding box is centred in the
  /// unit square and its longer side spans it; strokes without points are dropped.
  static func normalised(_ strokes: [[InkPoint]]) -> [[InkPoint]] {
    let drawn = strokes.filter { !$0.isEmpty }
    guard let first = drawn.first?.first else { return [] }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for stroke in drawn {
      for point in stroke {
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
        minY = min(minY, point.y)
        maxY = max(maxY, point.y)
      }
    }
    let side = max(maxX - minX, maxY - minY)
    // A single dot has no size: it sits in the middle, as a small mark would.
    let scale = side > 0 ? 1 / side : 1
    let centreX = (minX + maxX) / 2
    let centreY = (minY + maxY) / 2
    return drawn.map { stroke in
      stroke.map { InkPoint(x: ($0.x - centreX) * scale + 0.5, y: ($0.y - centreY) * scale + 0.5) }
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

  /// The mean distance between the matching points of two resampled strokes, both taken
  /// from where they start.
  @inline(__always)
  static func shapeDistance(_ a: UnsafeBufferPointer<Float>, _ aStart: Int, _ b: UnsafeBufferPointer<Float>, _ bStart: Int)
    -> Float
  {
    var total: Float = 0
    for index in 0..<samples {
      let dx = a[aStart + index * 2] - b[bStart + index * 2]
      let dy = a[aStart + index * 2 + 1] - b[bStart + index * 2 + 1]
      total += (dx * dx + dy * dy).squareRoot()
    }
    return total / Float(samples)
  }

  private static func distance(_ a: [Float], _ i: Int, _ b: [Float], _ j: Int) -> Float {
    let dx = a[i * 2] - b[j * 2]
    let dy = a[i * 2 + 1] - b[j * 2 + 1]
    return (dx * dx + dy * dy).squareRoot()
  }
}
