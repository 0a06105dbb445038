import Foundation
import Testing

@testable import UserData

@Suite struct AccountStoreHistoryTests {
  let store: AccountStore
  let ann: User

  init() throws {
    store = try AccountFixtures.memoryStore()
    ann = try AccountFixtures.ann(in: store)
  }

  @Test func listsTheNewestVisitFirstWithoutDuplicates() throws {
    try store.recordVisit(.kanji("日"), for: ann)
    try store.recordVisit(.word(7), for: ann)
    try store.recordVisit(.kanji("本"), for: ann)
    try store.recordVisit(.kanji("日"), for: ann)
    #expect(try store.history(for: ann).map(\.item) == [.kanji("日"), .kanji("本"), .word(7)])
  }

  @Test func keepsAKanjiAndAWordWithTheSameTextApart() throws {
    try store.recordVisit(.kanji("7"), for: ann)
    try store.recordVisit(.word(7), for: ann)
    #expect(try store.history(for: ann).map(\.item) == [.word(7), .kanji("7")])
  }

  @Test func recordsWhenTheVisitHappened() throws {
    let before = Date().addingTimeInterval(-1)
    try store.recordVisit(.kanji("日"), for: ann)
    let visited = try #require(store.history(for: ann).first).visitedAt
    #expect(visited >= before && visited <= Date().addingTimeInterval(1))
  }

  @Test func keepsOnlyTheNewestEntries() throws {
    let extra = 7
    for id in 0..<(AccountStore.historyLimit + extra) { try store.recordVisit(.word(id), for: ann) }
    let history = try store.history(for: ann)
    #expect(history.count == AccountStore.historyLimit)
    #expect(history.first?.item == .word(AccountStore.historyLimit + extra - 1))
    #expect(history.last?.item == .word(extra))
  }

  @Test func historyBelongsToOneUserAndCanBeCleared() throws {
    let bob = try AccountFixtures.bob(in: store)
    try store.recordVisit(.kanji("日"), for: ann)
    #expect(try store.history(for: bob).isEmpty)
    try store.clearHistory(for: ann)
    #expect(try store.history(for: ann).isEmpty)
  }
}
