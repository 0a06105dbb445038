/// A small seedable random number generator (SplitMix64) for fuzz: the same seed gives the
/// same intervals, in the app and in the tests (where py-fsrs draws from the same sequence).
public struct FuzzGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in [0, 1) from the top 53 bits of the generator's next value, as Python's
  /// `random.random()` makes one.
  static func unitInterval<Generator: RandomNumberGenerator>(_ generator: inout Generator) -> Double {
    Double(generator.next() >> 11) * 0x1p-53
  }

  /// A seed for the review of `card` at `reviewedAt`: the same review always fuzzes alike.
  static func seed(card: Card, reviewedAt: Instant) -> UInt64 {
    var mixer = FuzzGenerator(seed: UInt64(bitPattern: reviewedAt.secondsSinceEpoch))
    let first = mixer.next()
    let last = UInt64(bitPattern: card.lastReview?.secondsSinceEpoch ?? -1)
    return first ^ (last &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(bitPattern: card.due.secondsSinceEpoch)
  }
}
