import Foundation
import SpacedRepetition
import Testing

@testable import UserData

@Suite struct AccountStoreReviewImportTests {
  let store: AccountStore
  let ann: User
  /// 2026-01-05T08:00:00Z.
  let start = Instant(secondsSinceEpoch: 1_767_600_000)

  init() throws {
    store = try AccountFixtures.memoryStore()
    ann = try AccountFixtures.ann(in: store)
  }

  var entries: [ReviewEntry] {
    [
      ReviewEntry(item: .kanji("日"), reviewed: start, rating: .good),
      ReviewEntry(item: .kanji("本"), reviewed: start.adding(seconds: 5), rating: .again),
      ReviewEntry(item: .kanji("日"), reviewed: start.adding(seconds: 700), rating: .good),
    ]
  }

  @Test func importStarsTheItemsAndSchedulesTheirCards() throws {
    let summary = try store.importReviews(entries, for: ann, scheduler: .standard)
    #expect(summary == ReviewImportSummary(added: 3, alreadyLogged: 0, starred: 2))
    #expect(Set(try store.starredKanji(for: ann)) == ["日", "本"])
    let expected = Scheduler.standard.replay(
      [(Rating.good, start), (Rating.good, start.adding(seconds: 700))], from: Card(due: start))
    #expect(try store.card(of: .kanji("日"), for: ann) == expected)
    #expect(try store.reviewLog(for: ann).last?.card == expected)
  }

  @Test func importingTwiceAddsNothing() throws {
    try store.importReviews(entries, for: ann, scheduler: .standard)
    let log = try store.reviewLog(for: ann)
    #expect(
      try store.importReviews(entries, for: ann, scheduler: .standard)
        == ReviewImportSummary(added: 0, alreadyLogged: 3, starred: 0))
    #expect(try store.reviewLog(for: ann) == log)
  }

  @Test func importedReviewsMergeInTimeWithTheLoggedOnes() throws {
    try store.recordReview(.again, of: .kanji("日"), at: start.adding(seconds: 60), for: ann, scheduler: .standard)
    try store.importReviews(entries, for: ann, scheduler: .standard)
    let expected = Scheduler.standard.replay(
      [(Rating.good, start), (Rating.again, start.adding(seconds: 60)), (Rating.good, start.adding(seconds: 700))],
      from: Card(due: start))
    #expect(try store.card(of: .kanji("日"), for: ann) == expected)
  }

  @Test func aFailedImportWritesNothing() throws {
    let readOnly = try AccountStore.inMemory(hasher: AccountFixtures.hasher, unavailable: "the disk is full")
    #expect(throws: AccountError.self) { try readOnly.importReviews(entries, for: ann, scheduler: .standard) }
  }
}
