/// A point of a drawing, in whatever units the caller draws in.
///
/// The recogniser centres and scales every drawing by its ink, so only the shape matters;
/// but the units must be square: a caller drawing in terminal cells, whose
/// rows are about twice as tall as its columns are wide, doubles `y` first.
public struct InkPoint: Sendable, Hashable {
  /// Across, growing to the right.
  public var x: Double
  /// Down, growing towards the bottom.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
