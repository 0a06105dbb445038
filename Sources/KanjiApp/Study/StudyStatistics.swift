import Foundation
import SpacedRepetition
import UserData

/// What the statistics screen shows, read once when it opens: reviews per day over the
/// last year, cards due each day of the next 30, retention and the streak.
struct StudyStatistics {
  /// Reviews on each day, oldest first, ending today.
  var reviewsPerDay: [DayCount]
  /// Cards due on each day from today (today counts everything due by its end).
  var duePerDay: [DayCount]
  /// The share of reviews not rated Again, from 0 to 1; nil before the first review.
  var retention: Double?
  /// The share over the last 30 days.
  var recentRetention: Double?
  /// Days in a row with reviews, up to today (or yesterday, before today's first review).
  var streak: Int
  /// How many reviews are in the log.
  var reviewCount: Int
  /// How many cards there are, and how many were never reviewed.
  var cardCount: Int
  var newCount: Int
  /// The calendar the days are counted in.
  var calendar: Calendar

  /// How many days of reviews the heat map can show (53 weeks).
  static let historyDays = 371
  /// How many days ahead the due chart shows.
  static let forecastDays = 30

  /// Reads the statistics of `user` at `now`.
  static func read(
    for user: User, store: AccountStore, queue: StudyQueue, now: Date, calendar: Calendar
  ) throws(AccountError) -> StudyStatistics {
    let start = calendar.date(byAdding: .day, value: -(historyDays - 1), to: now) ?? now
    let monthAgo = calendar.date(byAdding: .day, value: -30, to: now) ?? now
    return StudyStatistics(
      reviewsPerDay: try store.reviewsPerDay(for: user, from: start, days: historyDays, calendar: calendar),
      duePerDay: queue.dueCounts(from: now, days: forecastDays, calendar: calendar),
      retention: try store.retention(for: user),
      recentRetention: try store.retention(for: user, since: calendar.startOfDay(for: monthAgo)),
      streak: try store.reviewStreak(for: user, today: now, calendar: calendar),
      reviewCount: try store.reviewCount(for: user),
      cardCount: queue.count, newCount: queue.newCount, calendar: calendar)
  }
}
