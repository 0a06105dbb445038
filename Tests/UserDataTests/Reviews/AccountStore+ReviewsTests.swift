import Foundation
import GRDB
import SpacedRepetition
import Testing

@testable import UserData

@Suite struct AccountStoreReviewsTests {
  let store: AccountStore
  let ann: User
  let scheduler = Scheduler.standard
  /// 2026-01-05T08:00:00Z.
  let start = Instant(secondsSinceEpoch: 1_767_600_000)

  init() throws {
    store = try AccountFixtures.memoryStore()
    ann = try AccountFixtures.ann(in: store)
  }

  @Test func aRatingIsLoggedWithTheCardItMade() throws {
    try store.setStarred(true, kanji: "日", for: ann)
    let record = try store.recordReview(.good, of: .kanji("日"), at: start, for: ann, scheduler: scheduler)
    #expect(record.card == scheduler.review(Card(due: start), rating: .good, at: start))
    #expect(try store.reviewLog(for: ann) == [record])
    #expect(try store.card(of: .kanji("日"), for: ann) == record.card)
  }

  @Test func theNextRatingBuildsOnTheStoredCard() throws {
    let first = try store.recordReview(.good, of: .kanji("日"), at: start, for: ann, scheduler: scheduler)
    let second = try store.recordReview(.good, of: .kanji("日"), at: first.card.due, for: ann, scheduler: scheduler)
    #expect(second.card == scheduler.review(first.card, rating: .good, at: first.card.due))
    #expect(second.card.state == .review)
  }

  @Test func twoStoresOnOneFileNeitherLoseNorDuplicateAReview() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // a leftover temporary directory is harmless
    let one = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    let two = try AccountStore.open(directory: directory, hasher: AccountFixtures.hasher)
    let user = try AccountFixtures.ann(in: one)
    // Both windows showed 日 as new; each rates it. The second builds on the first.
    let first = try one.recordReview(.good, of: .kanji("日"), at: start, for: user, scheduler: scheduler)
    let later = start.adding(seconds: 30)
    let second = try two.recordReview(.again, of: .kanji("日"), at: later, for: user, scheduler: scheduler)
    #expect(second.card == scheduler.review(first.card, rating: .again, at: later))
    // The same card at the same second is one review, whichever window logs it.
    #expect(throws: AccountError.self) {
      try one.recordReview(.easy, of: .kanji("日"), at: later, for: user, scheduler: scheduler)
    }
    #expect(try one.reviewLog(for: user).map(\.rating) == [.good, .again])
  }

  @Test func undoRestoresThePreviousCardOrANewOne() throws {
    let first = try store.recordReview(.good, of: .kanji("日"), at: start, for: ann, scheduler: scheduler)
    let second = try store.recordReview(.easy, of: .kanji("日"), at: first.card.due, for: ann, scheduler: scheduler)
    #expect(try store.undoReview(second, for: ann, scheduler: scheduler) == first.card)
    #expect(try store.card(of: .kanji("日"), for: ann) == first.card)
    #expect(try store.undoReview(first, for: ann, scheduler: scheduler) == nil)
    #expect(try store.card(of: .kanji("日"), for: ann) == nil)
    #expect(try store.reviewCount(for: ann) == 0)
    #expect(throws: AccountError.self) { try store.undoReview(first, for: ann, scheduler: scheduler) }
  }

  @Test func undoingAnEarlierReviewReplaysTheLaterOnes() throws {
    let first = try store.recordReview(.again, of: .kanji("日"), at: start, for: ann, scheduler: scheduler)
    let laterTime = start.adding(seconds: 600)
    try store.recordReview(.good, of: .kanji("日"), at: laterTime, for: ann, scheduler: scheduler)
    let card = try store.undoReview(first, for: ann, scheduler: scheduler)
    #expect(card == scheduler.review(Card(due: laterTime), rating: .good, at: laterTime))
    #expect(try store.reviewLog(for: ann).map(\.card) == [card])
  }

  @Test func aReviewBeforeTheLastOneIsPlacedInTime() throws {
    let late = start.adding(seconds: 3600)
    try store.recordReview(.good, of: .kanji("日"), at: late, for: ann, scheduler: scheduler)
    try store.recordReview(.again, of: .kanji("日"), at: start, for: ann, scheduler: scheduler)
    let expected = scheduler.replay([(Rating.again, start), (Rating.good, late)], from: Card(due: start))
    #expect(try store.card(of: .kanji("日"), for: ann) == expected)
    #expect(try store.reviewLog(for: ann).map(\.rating) == [.again, .good])
  }

  @Test func theQueueHoldsStarredItemsOnlyAndKeepsAnUnstarredHistory() throws {
    for kanji in ["日", "本", "水"] { try store.setStarred(true, kanji: kanji, for: ann) }
    let record = try store.recordReview(.easy, of: .kanji("本"), at: start, for: ann, scheduler: scheduler)
    var queue = try store.studyQueue(for: ann)
    #expect(queue.count == 3)
    #expect(queue.newCount == 2)
    #expect(queue.next(at: start)?.item == .kanji("日"))
    #expect(queue.dueCount(at: start) == 2)
    #expect(queue.nextDue(after: start) == record.card.due)
    #expect(queue.dueCount(at: record.card.due) == 3)
    try store.setStarred(false, kanji: "本", for: ann)
    queue = try store.studyQueue(for: ann)
    #expect(queue.count == 2)
    #expect(try store.reviewCount(for: ann) == 1)
    try store.setStarred(true, kanji: "本", for: ann)
    #expect(try store.studyQueue(for: ann).entries.first { $0.item == .kanji("本") }?.card == record.card)
  }

  @Test func reviewsBelongToOneUser() throws {
    let bob = try AccountFixtures.bob(in: store)
    try store.recordReview(.good, of: .kanji("日"), at: start, for: ann, scheduler: scheduler)
    #expect(try store.reviewLog(for: bob).isEmpty)
    #expect(try store.card(of: .kanji("日"), for: bob) == nil)
  }

  @Test func aStoreThatCannotWriteSaysSo() throws {
    let readOnly = try AccountStore.inMemory(hasher: AccountFixtures.hasher, unavailable: "the disk is full")
    #expect(throws: AccountError.unavailable(reason: "the disk is full")) {
      try readOnly.recordReview(.good, of: .kanji("日"), at: start, for: ann, scheduler: scheduler)
    }
  }
}
