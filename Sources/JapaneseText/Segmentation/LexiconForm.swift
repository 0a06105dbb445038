/// A spelling or reading found in a ``Lexicon``'s keys, named as the lexicon knows it: the
/// ``LexiconKeys/source`` of the keys it was found in and its index there, with its text.
public struct LexiconForm: Sendable, Equatable {
  /// The form as text.
  public var text: String
  /// The ``LexiconKeys/source`` of the keys it was found in (−1: none).
  public var source: Int
  /// Its index in those keys.
  public var index: Int

  /// The form `text`, the key at `index` of the keys of `source`.
  public init(text: String, source: Int, index: Int) {
    self.text = text
    self.source = source
    self.index = index
  }
}
