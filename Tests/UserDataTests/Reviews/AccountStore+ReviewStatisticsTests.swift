import Foundation
import SpacedRepetition
import Testing

@testable import UserData

@Suite struct AccountStoreReviewStatisticsTests {
  let store: AccountStore
  let ann: User
  /// 2026-01-05T00:00:00Z, a Monday.
  let monday = Instant(secondsSinceEpoch: 1_767_571_200)
  let tokyo: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    return calendar
  }()

  init() throws {
    store = try AccountFixtures.memoryStore()
    ann = try AccountFixtures.ann(in: store)
  }

  func log(_ literal: String, _ rating: Rating, hoursAfterMonday hours: Int64) throws {
    try store.recordReview(
      rating, of: .kanji(literal), at: monday.adding(seconds: hours * 3600), for: ann, scheduler: .standard)
  }

  @Test func reviewsAreCountedOnTheLearnersDays() throws {
    // 20:00 UTC on Monday is 05:00 on Tuesday in Tokyo.
    try log("日", .good, hoursAfterMonday: 1)
    try log("本", .again, hoursAfterMonday: 20)
    try log("水", .good, hoursAfterMonday: 21)
    let counts = try store.reviewsPerDay(for: ann, from: monday.date, days: 3, calendar: tokyo)
    #expect(counts.map(\.count) == [1, 2, 0])
    #expect(counts[0].day == tokyo.startOfDay(for: monday.date))
  }

  @Test func retentionIsTheShareNotRatedAgain() throws {
    #expect(try store.retention(for: ann) == nil)
    try log("日", .good, hoursAfterMonday: 1)
    try log("本", .again, hoursAfterMonday: 2)
    try log("水", .hard, hoursAfterMonday: 3)
    try log("木", .easy, hoursAfterMonday: 4)
    #expect(try store.retention(for: ann) == 0.75)
    #expect(try store.retention(for: ann, since: monday.adding(seconds: 2 * 3600 + 1).date) == 1)
  }

  @Test func theStreakCountsDaysInARowUpToToday() throws {
    for day: Int64 in [0, 1, 2, 4] { try log("日", .good, hoursAfterMonday: day * 24 + 3) }
    let utc = {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = .gmt
      return calendar
    }()
    let friday = monday.adding(seconds: 4 * 86_400 + 3600).date
    #expect(try store.reviewStreak(for: ann, today: friday, calendar: utc) == 1)
    // Saturday before any review: the streak ends yesterday and still counts.
    let saturday = monday.adding(seconds: 5 * 86_400 + 60).date
    #expect(try store.reviewStreak(for: ann, today: saturday, calendar: utc) == 1)
    let wednesday = monday.adding(seconds: 2 * 86_400 + 7200).date
    #expect(try store.reviewStreak(for: ann, today: wednesday, calendar: utc) == 3)
    let later = monday.adding(seconds: 6 * 86_400).date
    #expect(try store.reviewStreak(for: ann, today: later, calendar: utc) == 0)
  }
}
