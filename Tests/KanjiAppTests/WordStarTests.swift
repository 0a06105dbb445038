import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import Testing

/// Words are starred on their page as kanji are on theirs, and Account > Starred lists both.
@Suite struct WordStarTests {
  @Test func sStarsAndUnstarsTheWordOnItsPage() throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let ann = try #require(try accounts.currentUser())
    let (_, app) = try TestApp.make(LaunchOptions(restoreSavedState: false), accounts: accounts)
    try app.send("2<Enter>")
    #expect(!app.screen.text.contains("* の "))
    try app.send("s")
    let items = try accounts.starredItems(for: ann)
    #expect(items.count == 1)
    guard case .word(let id) = items.first else {
      Issue.record("not a word: \(items)")
      return
    }
    #expect(app.screen.text.contains("* の "))
    #expect(app.screen.text.contains("s unstar"))
    try app.send("s")
    #expect(try accounts.starredItems(for: ann).isEmpty)
    #expect(!app.screen.text.contains("* の "))
    // The history has the word, as it has kanji.
    #expect(try accounts.history(for: ann).map(\.item).contains(.word(id)))
  }

  @Test func signedOutTheStarAsksToSignInThenStarsTheWord() throws {
    let accounts = try TestApp.accountsWithAnn()
    let (_, app) = try TestApp.make(LaunchOptions(restoreSavedState: false), accounts: accounts)
    try app.send("2<Enter>s")
    #expect(app.navigationDump.contains("modal 1 sheet \"Sign in\""))
    try app.send("ann@example.com<Enter>correct<Space>horse<Enter>")
    #expect(!app.navigationDump.contains("modal"))
    let ann = try #require(try accounts.currentUser())
    let items = try accounts.starredItems(for: ann)
    #expect(items.count == 1)
    if case .word = items.first {} else { Issue.record("not a word: \(items)") }
    #expect(app.screen.text.contains("* の "))
  }

  @Test func starredListsKanjiAndWordsAndOpensEach() throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let (_, app) = try TestApp.make(LaunchOptions(restoreSavedState: false), accounts: accounts)
    try app.send("s2<Enter>s3<Enter>")
    #expect(app.navigationDump.contains("stack: Account > Starred\n"))
    #expect(app.screen.text.contains("1 kanji, 1 word "))
    try app.send("<Enter>")  // the newest star: the word, the first of the Words tab
    #expect(app.navigationDump.contains("stack: Account > Starred > の\n"))
    #expect(app.screen.text.contains("* の "))
    try app.send("<Esc>j<Enter>")  // then 日
    #expect(app.navigationDump.contains("stack: Account > Starred > 日\n"))
    try app.send("<Esc>s")  // unstar 日 from the list: it stays listed, without its star
    let ann = try #require(try accounts.currentUser())
    #expect(try accounts.starredKanji(for: ann).isEmpty)
    #expect(try accounts.starredItems(for: ann).count == 1)
  }
}
