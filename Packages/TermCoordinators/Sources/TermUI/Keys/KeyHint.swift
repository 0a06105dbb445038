/// A short reminder of one key in the hint bar: `Enter open`.
public struct KeyHint: Hashable, Sendable {
  /// The key as shown, e.g. `Enter` or `j/k`.
  public var key: String
  /// What it does, one or two words.
  public var label: String

  /// Creates a hint.
  public init(_ key: String, _ label: String) {
    self.key = key
    self.label = label
  }
}
