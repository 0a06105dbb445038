/// A size in terminal cells.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size; negative dimensions are clamped to zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// No cells at all.
  public static let zero = Size(width: 0, height: 0)

  /// The number of cells.
  public var area: Int { width * height }

  /// Whether this size is at least `other` in both dimensions.
  public func covers(_ other: Size) -> Bool {
    width >= other.width && height >= other.height
  }

  /// Parses `"80x24"`; nil if the text is not two positive whole numbers around an `x`.
  public init?(parsing text: String) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else {
      return nil
    }
    self.init(width: w, height: h)
  }

  public var description: String { "\(width)x\(height)" }
}
