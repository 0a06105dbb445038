import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import SpacedRepetition
import Testing
import UserData

@Suite struct StudyTabTests {
  /// The tab bar's row.
  private func tabBar(_ app: HeadlessApp) -> String { app.screen.text(ofRow: 0) }

  /// Ann, signed in, with `items` starred in order.
  private func annStarring(_ items: [HistoryItem]) throws -> (AccountStore, User) {
    let store = try TestApp.accountsWithAnn(signedIn: true)
    let user = try #require(try store.currentUser())
    for item in items { try store.setStarred(true, item: item, for: user) }
    return (store, user)
  }

  @Test func signedOutTheTabSaysWhyAndEnterOffersSignIn() throws {
    let (_, app) = try StudyTestApp.make(accounts: try TestApp.accountsWithAnn())
    try app.send("4")
    #expect(tabBar(app).contains("4 Study"))
    #expect(!tabBar(app).contains("Study ("))
    assertAppSnapshot(of: app, named: "study-signed-out-80x24")
    try app.send("<Enter>")
    #expect(app.navigationDump.contains("modal 1 sheet \"Sign in\""))
    try app.send("ann@example.com<Enter>correct<Space>horse<Enter>")
    #expect(!app.navigationDump.contains("modal"))
    #expect(tabBar(app).contains("4 Study (0)"))
    #expect(app.screen.text.contains("Nothing to study yet"))
  }

  @Test func frontBackAndNothingDueScreens() throws {
    let (store, _) = try annStarring([.kanji("日"), .word(1_464_530)])
    let (_, app) = try StudyTestApp.make(accounts: store)
    try app.send("4")
    #expect(tabBar(app).contains("4 Study (2)"))
    assertAppSnapshot(of: app, named: "study-front-80x24")
    try app.send("<Space>")
    assertAppSnapshot(of: app, named: "study-back-80x24")
    try app.send("4")  // Easy
    assertAppSnapshot(of: app, named: "study-word-front-80x24")
    try app.send("<Space>4")
    #expect(tabBar(app).contains("4 Study (0)"))
    assertAppSnapshot(of: app, named: "study-nothing-due-80x24")
  }

  @Test func digitsRateOnlyWhileTheBackIsShown() throws {
    let (store, user) = try annStarring([.kanji("日"), .kanji("月")])
    let (_, app) = try StudyTestApp.make(accounts: store)
    try app.send("4")
    try app.send("1")  // the front: the digit selects All Kanji
    #expect(app.navigationDump.contains("selected: 0") || tabBar(app).contains("1 All Kanji"))
    #expect(try store.reviewCount(for: user) == 0)
    try app.send("4<Space>2")  // the back: the digit rates Hard
    #expect(try store.reviewCount(for: user) == 1)
    #expect(try store.reviewLog(for: user).last?.rating == .hard)
    try app.send("<Space><Tab>")  // Tab still changes tabs from the back
    #expect(try store.reviewCount(for: user) == 1)
    #expect(app.screen.text.contains("All Kanji"))
    try app.send("4")
    #expect(app.screen.text.contains("[3 Good"))
  }

  @Test func theButtonsFitFortyColumns() throws {
    let (store, _) = try annStarring([.kanji("日")])
    let (_, app) = try StudyTestApp.make(accounts: store, width: 40, height: 15)
    try app.send("4<Space>")
    assertAppSnapshot(of: app, named: "study-back-40x15")
    #expect(app.screen.text.contains("Easy 8d"))
    try app.click(on: "Easy")
    #expect(app.screen.text.contains("Nothing due"))
  }

  @Test func aButtonIsClickable() throws {
    let (store, user) = try annStarring([.kanji("日")])
    let (_, app) = try StudyTestApp.make(accounts: store)
    try app.send("4<Space>")
    try app.click(on: "Easy")
    let log = try store.reviewLog(for: user)
    #expect(log.map(\.rating) == [.easy])
    #expect(app.screen.text.contains("Nothing due"))
  }

  @Test func reviewingThreeCardsTheCountFallsUndoBringsOneBackAndTimeBringsThemDue() throws {
    let store = try TestApp.accountsWithAnn()
    let (_, app) = try StudyTestApp.make(accounts: store)
    // Sign in from the Study tab, then star two kanji and a word on their pages.
    try app.send("4<Enter>ann@example.com<Enter>correct<Space>horse<Enter>")
    try app.send("1<Enter>s<Esc>j<Enter>s<Esc>")
    try app.send("2/nihon<Enter><Enter>s<Esc>")
    try app.send("4")
    #expect(tabBar(app).contains("4 Study (3)"))
    try app.send("<Space>3")
    #expect(tabBar(app).contains("4 Study (2)"))
    try app.send("<Space><Space>")  // Space on the back is Good
    #expect(tabBar(app).contains("4 Study (1)"))
    try app.send("u")
    #expect(tabBar(app).contains("4 Study (2)"))
    #expect(app.screen.text.contains("Undone"))
    try app.send("<Space>1<Space>3<Space>4")
    #expect(tabBar(app).contains("4 Study (0)"))
    let user = try #require(try store.currentUser())
    // Four ratings, one of them undone: three in the log.
    #expect(try store.reviewCount(for: user) == 3)
    #expect(app.screen.text.contains("The next card is due in 1m"))
    // Again gave a minute, Good ten minutes: the label follows the clock, a minute at a time.
    try app.send("<wait 61s>")
    #expect(tabBar(app).contains("4 Study (1)"))
    #expect(app.screen.text.contains("Front"))
    try app.send("<wait 10m>")
    #expect(tabBar(app).contains("4 Study (3)"))
  }

  @Test func aRatingThatCannotBeSavedIsSaidAndTheCardStays() throws {
    let (store, user) = try annStarring([.kanji("日")])
    let (_, app) = try StudyTestApp.make(accounts: store)
    try app.send("4<Space>")
    // Another window logged 日 at this very second: this rating cannot be logged too.
    _ = try store.recordReview(
      .good, of: .kanji("日"), at: Instant(StudyTestApp.start), for: user, scheduler: .standard)
    try app.send("4")
    #expect(app.screen.text.contains("Your rating Easy of 日 was not saved"))
    #expect(app.screen.text.contains("[3 Good"))
    #expect(try store.reviewLog(for: user).map(\.rating) == [.good])
    try app.send("<wait 1s>4")
    #expect(try store.reviewLog(for: user).map(\.rating) == [.good, .easy])
  }

  @Test func enterOnTheBackOpensThePageAndBackReturnsToTheReview() throws {
    let (store, _) = try annStarring([.kanji("日")])
    let (_, app) = try StudyTestApp.make(accounts: store)
    try app.send("4<Space><Enter>")
    #expect(app.navigationDump.contains("stack: Study > 日"))
    try app.send("<Esc>")
    #expect(app.navigationDump.contains("stack: Study\n"))
    #expect(app.screen.text.contains("[3 Good"))
  }

  /// Ann's account in a scratch data directory, starring `items`, and a second connection
  /// to the same file: another window, whose writes the app learns of only by reading.
  private func annOnDisk(
    starring items: [HistoryItem], in directory: URL
  ) throws -> (app: AccountStore, elsewhere: AccountStore, user: User) {
    let store = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 1))
    let user = try store.register(email: "ann@example.com", password: "correct horse", firstName: "Ann", lastName: "E")
    for item in items { try store.setStarred(true, item: item, for: user) }
    let elsewhere = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 1))
    return (store, elsewhere, user)
  }

  private func scratchDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("kanji-study-\(UUID().uuidString)")
  }

  @Test func unstarringTakesTheCardOutOfTheQueueAndKeepsItsLog() throws {
    let directory = scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // a scratch directory
    let (store, elsewhere, user) = try annOnDisk(starring: [.kanji("日"), .kanji("月")], in: directory)
    let (_, app) = try StudyTestApp.make(accounts: store)
    try app.send("4<Space>1")  // 日 rated Again
    #expect(tabBar(app).contains("4 Study (1)"))
    // Unstarred elsewhere (another window): the tab reads the stars when it comes into view.
    try elsewhere.setStarred(false, item: .kanji("月"), for: user)
    try app.send("14")
    #expect(tabBar(app).contains("4 Study (0)"))
    #expect(app.screen.text.contains("Nothing due"))
    try elsewhere.setStarred(false, item: .kanji("日"), for: user)
    try app.send("14")
    #expect(app.screen.text.contains("Nothing to study yet"))
    #expect(try store.reviewCount(for: user) == 1)
  }

  @Test func aStarAddedElsewhereKeepsTheCardShownAndUpdatesItsCounts() throws {
    let directory = scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // a scratch directory
    let (store, elsewhere, user) = try annOnDisk(starring: [.kanji("日")], in: directory)
    let (_, app) = try StudyTestApp.make(accounts: store)
    try app.send("4")
    #expect(app.screen.text.contains("1 due now (1 new)."))
    try elsewhere.setStarred(true, item: .kanji("月"), for: user)
    try app.send("14")
    #expect(tabBar(app).contains("4 Study (2)"))
    #expect(app.screen.text.contains("2 due now (2 new)."))
    #expect(app.screen.text.contains("日"))
  }

  @Test func aReviewElsewhereIsReadWhenTheTabComesBackAndNothingIsReadOtherwise() throws {
    let directory = scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }  // a scratch directory
    let (store, elsewhere, user) = try annOnDisk(starring: [.kanji("日"), .kanji("月")], in: directory)
    let (_, app) = try StudyTestApp.make(accounts: store)
    try app.send("4")
    #expect(tabBar(app).contains("4 Study (2)"))
    let stamp = try store.externalChangeStamp()
    try app.send("14")  // nothing written anywhere: the queue kept is the one stored
    #expect(try store.externalChangeStamp() == stamp)
    #expect(tabBar(app).contains("4 Study (2)"))
    // Another window rates 月 Good: the card is no longer due when the tab comes back.
    _ = try elsewhere.importReviews(
      [ReviewEntry(item: .kanji("月"), reviewed: Instant(Date()), rating: .good)], for: user, scheduler: .standard)
    try app.send("14")
    #expect(tabBar(app).contains("4 Study (1)"))
  }

  @Test func aStateSavedWithThreeTabsComesBackWithTheStudyTabAtItsRoot() throws {
    let store = try TestApp.accountsWithAnn(signedIn: true)
    let saved = NavigationState(selectedTab: 2, tabs: [["kanji", "kanji/日"], ["words"], ["account"]])
    try store.saveNavigationState(try JSONEncoder().encode(saved))
    let (_, app) = try StudyTestApp.make(accounts: store, launch: LaunchOptions())
    let state = app.coordinator.navigationState
    #expect(state.tabs.count == 4)
    #expect(state.tabs[0] == ["kanji", "kanji/日"])
    #expect(state.tabs[3] == ["study"])
    #expect(state.selectedTab == 2)
    #expect(!app.screen.text.contains("could not come back"))
  }
}
