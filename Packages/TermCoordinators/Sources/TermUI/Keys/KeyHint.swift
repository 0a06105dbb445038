/// A short reminder of one key in the hint bar: `Enter open`.
public struct KeyHint: Hashable, Sendable {
  /// The key as shown, e.g. `Enter` or `j/k`.
  public var key: String
  /// What it does, one or two words.
  public var label: String
  /// Whether the hint bar keeps room for this hint before any other: the key that lists
  /// the others (`? help`, the one `Window` marks). Others are left out first when the
  /// terminal is narrow.
  public var isEssential: Bool

  /// Creates a hint.
  public init(_ key: String, _ label: String, essential: Bool = false) {
    self.key = key
    self.label = label
    self.isEssential = essential
  }

  /// This hint, kept by the hint bar before any other.
  public var essential: KeyHint {
    var hint = self
    hint.isEssential = true
    return hint
  }
}
