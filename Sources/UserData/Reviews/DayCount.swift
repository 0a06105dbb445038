import Foundation
import SpacedRepetition

/// A number of cards or reviews on one day: a bar of a chart, a square of a heat map.
public struct DayCount: Hashable, Sendable {
  /// The start of the day, in the calendar it was counted in.
  public var day: Date
  /// How many.
  public var count: Int

  /// A count for `day`.
  public init(day: Date, count: Int) {
    self.day = day
    self.count = count
  }

  /// The starts of `count` days in a row in `calendar`, the first the day of `date`
  /// (days of 23 or 25 hours where the clocks change).
  static func dayStarts(from date: Date, count: Int, calendar: Calendar) -> [Date] {
    var day = calendar.startOfDay(for: date)
    var starts: [Date] = []
    for _ in 0..<max(count, 0) {
      starts.append(day)
      // A calendar that cannot add a day has no next day: the list ends there.
      guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
      day = calendar.startOfDay(for: next)
    }
    return starts
  }
}

extension Instant {
  /// The instant of `date`, to the second (rounded down).
  public init(_ date: Date) {
    self.init(secondsSinceEpoch: Int64(date.timeIntervalSince1970.rounded(.down)))
  }

  /// This instant as a `Date`.
  public var date: Date { Date(timeIntervalSince1970: TimeInterval(secondsSinceEpoch)) }
}
