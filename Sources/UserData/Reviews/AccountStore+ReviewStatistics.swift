import Foundation
import GRDB
import SpacedRepetition

extension AccountStore {
  /// How many reviews `user` logged on each of `days` days from the day of `start` in
  /// `calendar`: the squares of a heat map.
  public func reviewsPerDay(for user: User, from start: Date, days: Int, calendar: Calendar) throws(AccountError)
    -> [DayCount]
  {
    let starts = DayCount.dayStarts(from: start, count: days + 1, calendar: calendar)
    guard let first = starts.first, let last = starts.last, starts.count > 1 else { return [] }
    let times = try readOrThrow { db in
      try Int64.fetchAll(
        db,
        sql:
          "SELECT reviewed_at FROM review WHERE user_id = ? AND reviewed_at >= ? AND reviewed_at < ? ORDER BY reviewed_at",
        arguments: [user.id, Instant(first).secondsSinceEpoch, Instant(last).secondsSinceEpoch])
    }
    var counts = starts.dropLast().map { DayCount(day: $0, count: 0) }
    var day = 0
    for time in times {
      while day + 1 < counts.count && time >= Instant(starts[day + 1]).secondsSinceEpoch { day += 1 }
      counts[day].count += 1
    }
    return counts
  }

  /// The share of `user`'s reviews from `start` on (all of them when nil) not rated Again,
  /// from 0 to 1; nil when there are none.
  public func retention(for user: User, since start: Date? = nil) throws(AccountError) -> Double? {
    let from = start.map { Instant($0).secondsSinceEpoch } ?? .min
    let row = try readOrThrow { db in
      try Row.fetchOne(
        db,
        sql: "SELECT COUNT(*), COALESCE(SUM(rating > 1), 0) FROM review WHERE user_id = ? AND reviewed_at >= ?",
        arguments: [user.id, from])
    }
    guard let row, let total = row[0] as Int?, total > 0, let recalled = row[1] as Int? else { return nil }
    return Double(recalled) / Double(total)
  }

  /// How many days in a row `user` reviewed, up to the day of `today` in `calendar`: a day
  /// without reviews yet today does not break the streak, which then ends yesterday.
  public func reviewStreak(for user: User, today: Date, calendar: Calendar) throws(AccountError) -> Int {
    try readOrThrow { db in
      let statement = try db.cachedStatement(
        sql: "SELECT EXISTS (SELECT 1 FROM review WHERE user_id = ? AND reviewed_at >= ? AND reviewed_at < ?)")
      func reviewed(on day: Date) throws -> Bool {
        guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { return false }
        return try Bool.fetchOne(
          statement,
          arguments: [
            user.id, Instant(day).secondsSinceEpoch, Instant(calendar.startOfDay(for: next)).secondsSinceEpoch,
          ]
        ) ?? false
      }
      func dayBefore(_ day: Date) -> Date? {
        calendar.date(byAdding: .day, value: -1, to: day).map { calendar.startOfDay(for: $0) }
      }
      var day: Date? = calendar.startOfDay(for: today)
      if let today = day, try !reviewed(on: today) { day = dayBefore(today) }
      var streak = 0
      while let current = day, try reviewed(on: current) {
        streak += 1
        day = dayBefore(current)
      }
      return streak
    }
  }
}
