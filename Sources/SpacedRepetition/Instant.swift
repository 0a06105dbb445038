/// A moment in time, to the second: seconds since 1970-01-01T00:00:00Z.
///
/// The scheduler needs no calendar: a day is 86,400 seconds, as in py-fsrs, whose times are
/// UTC `datetime`s and whose intervals are `timedelta(days:)`.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Seconds since the Unix epoch.
  public var secondsSinceEpoch: Int64

  /// The instant `secondsSinceEpoch` seconds after the Unix epoch.
  public init(secondsSinceEpoch: Int64) {
    self.secondsSinceEpoch = secondsSinceEpoch
  }

  /// Seconds in a day.
  public static let secondsPerDay: Int64 = 86_400

  /// This instant moved by `seconds` (negative: earlier).
  public func adding(seconds: Int64) -> Instant {
    Instant(secondsSinceEpoch: secondsSinceEpoch + seconds)
  }

  /// Seconds from `earlier` to this instant (negative when `earlier` is later).
  public func seconds(since earlier: Instant) -> Int64 {
    secondsSinceEpoch - earlier.secondsSinceEpoch
  }

  /// Whole days from `earlier` to this instant, rounded down, as Python's
  /// `(later - earlier).days`: 23 hours is 0 days, minus one hour is −1.
  public func wholeDays(since earlier: Instant) -> Int64 {
    let seconds = self.seconds(since: earlier)
    let days = seconds / Self.secondsPerDay
    return seconds % Self.secondsPerDay < 0 ? days - 1 : days
  }

  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
  }

  /// The seconds since the epoch, as a number.
  public var description: String { "\(secondsSinceEpoch)" }
}
