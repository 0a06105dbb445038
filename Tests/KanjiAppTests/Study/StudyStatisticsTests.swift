import CoordinatorsTesting
import Foundation
import KanjiApp
import SpacedRepetition
import Testing
import UserData

@Suite struct StudyStatisticsTests {
  /// Ann with eight starred kanji and four months of reviews before ``StudyTestApp/start``:
  /// on most days a few, more on some, none on every third day.
  private func annWithHistory() throws -> AccountStore {
    let store = try TestApp.accountsWithAnn(signedIn: true)
    let user = try #require(try store.currentUser())
    let kanji = ["日", "月", "火", "水", "木", "金", "土", "山"]
    let start = Instant(StudyTestApp.start)
    var entries: [ReviewEntry] = []
    for daysAgo in 1...120 where daysAgo % 3 != 0 {
      for index in 0..<(daysAgo % 4 + 1) {
        let item = ReviewItem.kanji(kanji[(daysAgo + index) % kanji.count])
        let time = start.adding(seconds: -Int64(daysAgo) * Instant.secondsPerDay + Int64(index) * 600)
        entries.append(ReviewEntry(item: item, reviewed: time, rating: (daysAgo + index) % 5 == 0 ? .again : .good))
      }
    }
    _ = try store.importReviews(entries, for: user, scheduler: .standard)
    return store
  }

  @Test(arguments: [40, 80, 200])
  func theStatisticsFollowTheWidth(width: Int) throws {
    let (_, app) = try StudyTestApp.make(accounts: try annWithHistory(), width: width, height: 30)
    try app.send("4t")
    #expect(app.navigationDump.contains("stack: Study (") || app.navigationDump.contains("Statistics"))
    #expect(app.screen.text.contains("Retention"))
    assertAppSnapshot(of: app, named: "study-statistics-\(width)x30")
  }

  @Test func signedOutTheStatisticsDoNotOpen() throws {
    let (_, app) = try StudyTestApp.make(accounts: try TestApp.accountsWithAnn())
    try app.send("4t")
    #expect(!app.screen.text.contains("Review statistics"))
  }
}
