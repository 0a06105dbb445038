/// The first two scalars of a run of a ``Lexicon``'s keys: the keys that are ``first``
/// alone, and those that go on with ``second``.
///
/// A word at a position of a text is the text's first scalar there alone, or begins with
/// its first two scalars: so the keys of a key start are all that a walk from there can
/// meet. For a kana that is a few hundred keys of the thousands that begin with it, which
/// is what a short text would otherwise read from the dictionary.
public struct KeyStart: Hashable, Sendable {
  /// The keys' first scalar.
  public var first: Unicode.Scalar
  /// Their second scalar; nil for the key that is ``first`` alone only (the text ends
  /// after it).
  public var second: Unicode.Scalar?

  /// The keys that start with `first` then `second`, and `first` alone.
  public init(_ first: Unicode.Scalar, _ second: Unicode.Scalar?) {
    self.first = first
    self.second = second
  }

  /// The key start of `bytes`, UTF-8 of at least one scalar: its first two scalars; nil when
  /// it has none.
  public init?(of bytes: some Sequence<UInt8>) {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let first) = decoder.decode(&iterator) else { return nil }
    self.first = first
    if case .scalarValue(let second) = decoder.decode(&iterator) { self.second = second } else { second = nil }
  }

  /// Both scalars in 42 bits (a scalar needs 21; a missing second is a value no scalar has).
  var packed: UInt64 {
    UInt64(first.value) << 21 | UInt64(second?.value ?? 0x1F_FFFF)
  }

  /// Whether `key` (UTF-8) is one of the keys this start names: ``first`` alone, or
  /// ``first`` then ``second`` and more.
  public func contains(_ key: some Collection<UInt8>) -> Bool {
    var iterator = key.makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let one) = decoder.decode(&iterator), one == first else { return false }
    switch decoder.decode(&iterator) {
    case .scalarValue(let two): return two == second
    case .emptyInput: return true
    case .error: return false
    }
  }
}
