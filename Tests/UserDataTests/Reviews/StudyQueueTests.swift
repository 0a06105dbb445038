import Foundation
import SpacedRepetition
import Testing

@testable import UserData

@Suite struct StudyQueueTests {
  /// 2026-01-05T00:00:00Z.
  let midnight = Instant(secondsSinceEpoch: 1_767_571_200)
  var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  func reviewed(_ literal: String, dueInHours hours: Int64, order: Int64) -> StudyQueue.Entry {
    var card = Card(due: midnight.adding(seconds: hours * 3600))
    card.lastReview = midnight.adding(seconds: -86_400)
    card.state = .review
    card.step = nil
    return StudyQueue.Entry(item: .kanji(literal), card: card, order: order)
  }

  @Test func overdueCardsComeFirstInDueOrderThenNewCardsInStarOrder() {
    let queue = StudyQueue(entries: [
      StudyQueue.Entry(item: .kanji("新"), card: nil, order: 9),
      reviewed("後", dueInHours: 2, order: 1),
      reviewed("前", dueInHours: 1, order: 2),
      StudyQueue.Entry(item: .kanji("古"), card: nil, order: 3),
      reviewed("先", dueInHours: 48, order: 4),
    ])
    let now = midnight.adding(seconds: 3 * 3600)
    #expect(queue.due(at: now).map(\.item) == [.kanji("前"), .kanji("後"), .kanji("古"), .kanji("新")])
    #expect(queue.next(at: now)?.item == .kanji("前"))
    #expect(queue.dueCount(at: now) == 4)
    #expect(queue.nextDue(after: now) == midnight.adding(seconds: 48 * 3600))
    #expect(queue.dueCount(before: midnight.adding(seconds: 86_400)) == 4)
  }

  @Test func updatePutsARatedCardInItsPlace() {
    var queue = StudyQueue(entries: [
      reviewed("前", dueInHours: 1, order: 1), StudyQueue.Entry(item: .kanji("新"), card: nil, order: 2),
    ])
    let now = midnight.adding(seconds: 3600)
    let rated = Scheduler.standard.review(Card(due: now), rating: .good, at: now)
    queue.update(.kanji("新"), card: rated)
    #expect(queue.newCount == 0)
    #expect(queue.next(at: now)?.item == .kanji("前"))
    queue.update(.kanji("新"), card: nil)
    #expect(queue.newCount == 1)
    queue.remove(.kanji("前"))
    #expect(queue.due(at: now).map(\.item) == [.kanji("新")])
  }

  @Test func dueCountsPerDayStartWithEverythingDueToday() {
    let queue = StudyQueue(entries: [
      reviewed("昨", dueInHours: -30, order: 1), reviewed("今", dueInHours: 5, order: 2),
      reviewed("明", dueInHours: 30, order: 3), reviewed("遠", dueInHours: 24 * 40, order: 4),
      StudyQueue.Entry(item: .kanji("新"), card: nil, order: 5),
    ])
    let counts = queue.dueCounts(from: midnight.adding(seconds: 3600).date, days: 30, calendar: utc)
    #expect(counts.count == 30)
    #expect(counts[0] == DayCount(day: midnight.date, count: 3))
    #expect(counts[1].count == 1)
    #expect(counts.dropFirst(2).allSatisfy { $0.count == 0 })
  }
}
