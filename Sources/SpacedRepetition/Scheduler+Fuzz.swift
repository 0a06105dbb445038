/// Fuzz: a review interval of 3 days or more is moved by a few days at random, so that cards
/// learned together do not stay due together. As py-fsrs's `_get_fuzzed_interval`.
extension Scheduler {
  /// The fuzz ranges: from `start` days to `end`, the spread grows by `factor` per day.
  static let fuzzRanges: [(start: Double, end: Double, factor: Double)] = [
    (2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, .infinity, 0.05),
  ]

  /// The least and greatest fuzzed interval for an interval of `days`.
  func fuzzRange(days: Int64) -> ClosedRange<Int64> {
    var delta = 1.0
    for range in Self.fuzzRanges {
      delta += range.factor * max(min(Double(days), range.end) - range.start, 0.0)
    }
    let maximumInterval = Int64(configuration.maximumInterval)
    var least = Int64((Double(days) - delta).rounded(.toNearestOrEven))
    let greatest = min(Int64((Double(days) + delta).rounded(.toNearestOrEven)), maximumInterval)
    least = min(max(2, least), greatest)
    return least...greatest
  }

  /// `days` fuzzed: a uniform draw from ``fuzzRange(days:)``; intervals under 2.5 days stay.
  func fuzzedInterval<Generator: RandomNumberGenerator>(days: Int64, using generator: inout Generator) -> Int64 {
    guard Double(days) >= 2.5 else { return days }
    let range = fuzzRange(days: days)
    let draw = FuzzGenerator.unitInterval(&generator)
    let fuzzed = draw * Double(range.upperBound - range.lowerBound + 1) + Double(range.lowerBound)
    return min(Int64(fuzzed.rounded(.toNearestOrEven)), Int64(configuration.maximumInterval))
  }
}
