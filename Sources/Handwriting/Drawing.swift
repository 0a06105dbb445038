/// A drawing measured for matching: its strokes fitted to the unit square and resampled,
/// with each pair of consecutive strokes also run together, in case they are one stroke
/// the pen lifted from halfway.
struct Drawing {
  /// The number of strokes.
  let count: Int
  /// Resampled points, ``StrokeGeometry/shapeWidth`` a stroke.
  let shapes: [Float]
  /// Coarse features, ``StrokeGeometry/featureWidth`` a stroke.
  let features: [Float]
  /// Each stroke's length.
  let lengths: [Float]
  /// Stroke `k` run on into stroke `k + 1`, resampled, for `k` in `0 ..< count - 1`.
  let joins: [Float]

  /// Measures `strokes`, already fitted to the unit square.
  init(_ strokes: [[InkPoint]]) {
    count = strokes.count
    var shapes: [Float] = []
    var features: [Float] = []
    var lengths: [Float] = []
    shapes.reserveCapacity(count * StrokeGeometry.shapeWidth)
    for stroke in strokes {
      let shape = StrokeGeometry.shape(stroke)
      shapes += shape
      features += StrokeGeometry.features(shape[...])
      lengths.append(StrokeGeometry.length(shape[...]))
    }
    let width = StrokeGeometry.shapeWidth
    var joins: [Float] = []
    for index in 0..<max(0, count - 1) {
      joins += StrokeGeometry.joined(
        shapes[index * width..<(index + 1) * width], shapes[(index + 1) * width..<(index + 2) * width])
    }
    self.shapes = shapes
    self.features = features
    self.lengths = lengths
    self.joins = joins
  }
}
