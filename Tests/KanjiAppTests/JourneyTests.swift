import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import Testing

@Suite struct JourneyTests {
  @Test func allKanjiToKanjiToWordToKanjiAndBackTwice() throws {
    let (_, app) = try TestApp.make()
    try app.send("<Enter>")  // 日
    try app.send("<Enter>")  // the first word with 日 (by frequency): 日本
    #expect(app.navigationDump.contains("stack: All Kanji > 日 > 日本"))
    assertAppSnapshot(of: app, named: "word-kanji-80x24")
    try app.send("<Enter>")  // its first kanji: 日
    let dump = app.navigationDump
    #expect(dump.contains("stack: All Kanji > 日 > 日本 > 日"))
    assertAppSnapshot(of: app, named: "journey-kanji-word-kanji-80x24")
    try app.send("<Esc><Esc>")
    #expect(app.navigationDump.contains("stack: All Kanji > 日\n"))
    try app.send("<Esc>")
    #expect(app.navigationDump.contains("stack: All Kanji\n"))
    #expect(!app.navigationDump.contains("KanjiDetailCoordinator"))
  }

  @Test func theKanjiFlowIsReleasedOnEveryWayBack() throws {
    let (kanjiApp, app) = try TestApp.make()
    _ = kanjiApp
    for way in ["<Esc>", "h", "<BS>", "1", "q"] {
      try app.send("<Enter>")
      let tab = try #require(app.coordinator.root as? TabBarCoordinator)
      let tracker = ReleaseTracker()
      for child in tab.tabs[0].children { tracker.track(child, as: "kanji flow") }
      #expect(tracker.alive == ["kanji flow"])
      try app.send("jj<Enter>")
      try app.send(way == "1" ? "1" : way + way)
      expectReleased(tracker, way)
      #expect(app.navigationDump.contains("stack: All Kanji\n"), "after \(way)")
    }
  }

  @Test func wordsSearchInRomajiToWordToKanji() throws {
    let (_, app) = try TestApp.make()
    try app.send("2/nihon<Enter>")
    assertAppSnapshot(of: app, named: "words-search-nihon-80x24")
    try app.send("<Enter>")
    #expect(app.navigationDump.contains("stack: Words > 日本"))
    try app.send("j<Enter>")
    #expect(app.navigationDump.contains("stack: Words > 日本 > 本"))
    assertAppSnapshot(of: app, named: "words-word-kanji-80x24")
    let tab = try #require(app.coordinator.root as? TabBarCoordinator)
    let tracker = ReleaseTracker()
    for child in tab.tabs[1].children { tracker.track(child, as: "word flow") }
    try app.send("2")
    expectReleased(tracker, "re-selecting the tab")
  }

  @Test func registerSignsInAndShowsTheProfile() throws {
    let accounts = try TestApp.accounts()
    let (_, app) = try TestApp.make(accounts: accounts)
    try app.send("3j<Enter>")
    #expect(app.navigationDump.contains("modal 1 sheet \"Create account\""))
    try app.send("ann@example.com<Enter>secret-pass<Enter>")
    assertAppSnapshot(of: app, named: "register-confirm-password-80x24")
    try app.send("secret-pass<Enter>Ann<Enter>")
    assertAppSnapshot(of: app, named: "register-last-name-80x24")
    try app.send("Example<Enter>")
    #expect(!app.navigationDump.contains("modal"))
    #expect(try accounts.currentUser()?.email == "ann@example.com")
    assertTextSnapshot(TestApp.withoutToday(app.snapshotText), named: "account-signed-in-80x24")
    #expect(!app.screen.text.contains("secret-pass"))
  }

  @Test func signOutAsksFirst() throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let (_, app) = try TestApp.make(accounts: accounts)
    try app.send("3jjj<Enter>")
    assertTextSnapshot(TestApp.withoutToday(app.snapshotText), named: "sign-out-alert-80x24")
    try app.send("<Esc>")
    #expect(try accounts.currentUser() != nil)
    try app.send("<Enter>l<Enter>")
    #expect(try accounts.currentUser() == nil)
    #expect(app.screen.text.contains("Not signed in"))
  }

  @Test func signInWithAWrongPasswordThenTheRightOne() throws {
    let accounts = try TestApp.accountsWithAnn()
    let (_, app) = try TestApp.make(accounts: accounts)
    try app.send("3<Enter>ann@example.com<Enter>wrong-password<Enter>")
    #expect(app.screen.text.contains("Wrong email or password."))
    assertAppSnapshot(of: app, named: "sign-in-wrong-password-80x24")
    try app.send("<C-u>correct<Space>horse<Enter>")
    #expect(try accounts.currentUser()?.email == "ann@example.com")
    #expect(app.screen.text.contains("Ann Example"))
  }

  @Test func starWhileSignedOutSignsInThenStars() throws {
    let accounts = try TestApp.accountsWithAnn()
    let (_, app) = try TestApp.make(accounts: accounts)
    try app.send("<Enter>s")
    #expect(app.navigationDump.contains("modal 1 sheet \"Sign in\""))
    assertAppSnapshot(of: app, named: "star-asks-sign-in-80x24")
    try app.send("<Esc>")
    #expect(app.navigationDump.contains("stack: All Kanji > 日\n"))
    try app.send("s")
    try app.send("ann@example.com<Enter>correct<Space>horse<Enter>")
    let user = try #require(try accounts.currentUser())
    #expect(try accounts.starredKanji(for: user) == ["日"])
    #expect(app.navigationDump.contains("stack: All Kanji > 日\n"))
    #expect(app.screen.text.contains("* starred"))
    try app.send("<Esc>")
    #expect(app.screen.text.contains(" *  日  ニチ"))
  }

  @Test func quitAndRestoreIntoANewApplication() throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let (_, first) = try TestApp.make(accounts: accounts)
    try first.send("<Enter>jjj<Enter>2/water<Enter><Enter>3j<Enter>1Q")
    let saved = first.navigationDump
    let (_, second) = try TestApp.make(accounts: accounts)
    #expect(
      second.navigationDump.components(separatedBy: "\n").filter { $0.contains("stack:") }
        == saved.components(separatedBy: "\n").filter { $0.contains("stack:") })
    let (_, fresh) = try TestApp.make(LaunchOptions(restoreSavedState: false), accounts: accounts)
    #expect(fresh.navigationDump.contains("stack: All Kanji\n"))
  }

  @Test func aRestoredStateThatNoLongerResolvesFallsBackToTheTabRoot() throws {
    let accounts = try TestApp.accounts()
    let state = NavigationState(
      selectedTab: 2, tabs: [["kanji", "kanji/日", "kanji/X"], ["words", "word/1"], ["account", "account/starred"]])
    try accounts.saveNavigationState(try JSONEncoder().encode(state))
    let (_, app) = try TestApp.make(accounts: accounts)
    let dump = app.navigationDump
    #expect(dump.contains("stack: All Kanji\n"))
    #expect(dump.contains("stack: Words\n"))
    #expect(dump.contains("tab 3 \"Account\" (selected)"))
    #expect(dump.contains("stack: Account\n"))
  }
}

/// The password is typed twice; a mismatch goes back to the first field and says so.
@Suite struct PasswordConfirmationTests {
  @Test(arguments: [(80, 24), (40, 15)])
  func aMismatchReturnsToTheFirstPasswordEmptiedAndSaysWhy(width: Int, height: Int) throws {
    let accounts = try TestApp.accounts()
    let (_, app) = try TestApp.make(accounts: accounts, width: width, height: height)
    try app.send("3j<Enter>ann@example.com<Enter>secret-pass<Enter>")
    #expect(app.navigationDump.contains("stack: Email > Password > Confirm password\n"))
    #expect(!app.screen.text.contains("secret-pass"))
    try app.send("secret-pasz<Enter>")
    #expect(app.navigationDump.contains("stack: Email > Password\n"))
    // The message wraps inside the dialog, whole.
    #expect(app.screen.text.contains("The two passwords did not match."))
    #expect(app.screen.text.contains("again."))
    assertAppSnapshot(of: app, named: "register-passwords-differ-\(width)x\(height)")
    // Both fields start empty again; typing the same twice goes on.
    try app.send("other-pass<Enter>other-pass<Enter>Ann<Enter>Example<Enter>")
    #expect(!app.navigationDump.contains("modal"))
    #expect(try accounts.currentUser()?.email == "ann@example.com")
  }

  @Test func aNewFirstPasswordIsConfirmedAfresh() throws {
    let (_, app) = try TestApp.make()
    try app.send("3j<Enter>ann@example.com<Enter>secret-pass<Enter>secret-pass<S-Tab>")
    #expect(app.navigationDump.contains("stack: Email > Password\n"))
    try app.send("<C-u>new-secret<Enter>new-secret<Enter>")
    #expect(app.navigationDump.contains("stack: Email > Password > Confirm password > First name\n"))
  }
}
