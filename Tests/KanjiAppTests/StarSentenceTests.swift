import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import Testing
import UserData

/// A word starred in the reader or from a searched sentence keeps that sentence, which
/// Account > Starred and the Study tab's card show with the word set off.
@Suite struct StarSentenceTests {
  static let sushi = StarSentence(before: "昨日友達と寿司を", word: "食べて", after: "しまいました。")

  /// The entry of 食べる in the bundled dictionary.
  static func eat() throws -> Int {
    try #require(try TestApp.dictionary.get().word(headword: "食べる")).id
  }

  /// The reader of ``ReaderScreenTests/text`` over `accounts`, its words in.
  static func reader(accounts: AccountStore, width: Int = 80, height: Int = 24) async throws -> HeadlessApp {
    let shelf = ReadingShelf(directory: nil)
    let name = try shelf.add(ReaderScreenTests.text)
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "read/\(name)", restoreSavedState: false), accounts: accounts, width: width,
      height: height, readingShelf: shelf)
    try await app.waitForBackgroundWork(timeout: ReaderScreenTests.splitting)
    return app
  }

  // MARK: - Where stars are made

  @Test func sInTheReaderStarsTheWordWithTheSentenceItIsIn() async throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let ann = try #require(try accounts.currentUser())
    let app = try await Self.reader(accounts: accounts)
    try app.send("wwwww")  // 食べて
    #expect(app.screen.text.contains("s star"))
    try app.send("s")
    #expect(
      try accounts.stars(for: ann).map { [$0.item, $0.sentence, $0.identity?.text] as [AnyHashable?] }
        == [[HistoryItem.word(try Self.eat()), Self.sushi, "食べる【たべる】"]])
    #expect(app.screen.text.contains("* 食べる  たべる"))
    #expect(app.screen.text.contains("s unstar"))
    assertAppSnapshot(of: app, named: "reader-starred-80x24")
    // The second line is a sentence of its own: 日本 keeps it, not the first line's.
    try app.send("wwww")
    #expect(app.screen.text.contains("日本  にほん"))
    try app.send("s")
    let japan = try #require(try accounts.stars(for: ann).first)
    #expect(japan.sentence == StarSentence(before: "Taroさんは", word: "日本", after: "に行った。"))
    // s again unstars, and the sentence goes with the star.
    try app.send("s")
    #expect(try accounts.stars(for: ann).count == 1)
    try app.send("bbbb")
    try app.send("s")
    #expect(try accounts.stars(for: ann).isEmpty)
    #expect(app.screen.text.contains("s star"))
  }

  @Test func theReadersHelpListsTheStarKey() async throws {
    let app = try await Self.reader(accounts: try TestApp.accountsWithAnn(signedIn: true))
    try app.send("?")
    #expect(app.screen.text.contains("Stars"))
    #expect(app.screen.text.contains("star or unstar (from a text: with its sentence"))
  }

  @Test func signedOutTheReadersStarAsksToSignInThenKeepsTheSentence() async throws {
    let accounts = try TestApp.accountsWithAnn()
    let app = try await Self.reader(accounts: accounts)
    try app.send("wwwwws")
    #expect(app.navigationDump.contains("modal 1 sheet \"Sign in\""))
    try app.send("ann@example.com<Enter>correct<Space>horse<Enter>")
    #expect(!app.navigationDump.contains("modal"))
    let ann = try #require(try accounts.currentUser())
    #expect(
      try accounts.stars(for: ann).map { [$0.item, $0.sentence, $0.identity?.text] as [AnyHashable?] }
        == [[HistoryItem.word(try Self.eat()), Self.sushi, "食べる【たべる】"]])
    #expect(app.screen.text.contains("* 食べる  たべる"))
  }

  @Test func aStarThatCannotBeSavedIsSaidAndTheWordStaysUnstarred() async throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let app = try await Self.reader(accounts: accounts)
    try FailureNoticeTests.refuseWrites(accounts)
    try app.send("wwwwws")
    #expect(app.screen.text(ofRow: 23).hasPrefix(" The star on 食べる was not saved: "))
    #expect(!app.screen.text.contains("* 食べる"))
    #expect(try accounts.stars(for: try #require(try accounts.currentUser())).isEmpty)
  }

  @Test func sInASearchedSentenceStarsTheSelectedRowWithTheSentence() throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let ann = try #require(try accounts.currentUser())
    let (_, app) = try TestApp.make(LaunchOptions(restoreSavedState: false), accounts: accounts)
    try app.send("2/\(SentenceSearchTests.sentence)<Enter><Right><Right><Right><Right><Right>")
    #expect(app.screen.text.contains("for \"食べて\""))
    #expect(app.screen.text.contains("s star"))
    try app.send("s")
    let stars = try accounts.stars(for: ann)
    // The star also keeps what names 食べる in any dictionary (the app follows it).
    #expect(stars.map(\.item) == [.word(try Self.eat())])
    #expect(stars.map(\.sentence) == [Self.sushi.map { Self.unstopped($0) }])
    #expect(stars.map(\.identity?.text) == ["食べる【たべる】"])
    #expect(app.screen.text.contains("Starred 食べる, with its sentence."))
    try app.send("s")
    #expect(try accounts.stars(for: ann).isEmpty)
    #expect(app.screen.text.contains("Unstarred 食べる."))
    // Without a sentence, s in the Words list does what it did: nothing.
    try app.send("<Esc>/食べる<Enter>s")
    #expect(try accounts.stars(for: ann).isEmpty)
  }

  /// The searched sentence has no full stop: ``sushi`` without its `。`.
  static func unstopped(_ sentence: StarSentence) -> StarSentence {
    StarSentence(before: sentence.before, word: sentence.word, after: String(sentence.after.dropLast())) ?? sentence
  }

  // MARK: - Where it is shown

  /// Ann, signed in, with 日, 日本語 (from its page) and 食べる (from ``sushi``), the last
  /// starred first.
  static func annWithStars() throws -> AccountStore {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let ann = try #require(try accounts.currentUser())
    let japanese = try #require(try TestApp.dictionary.get().word(headword: "日本語")).id
    try accounts.setStarred(true, item: .kanji("日"), for: ann)
    try accounts.setStarred(true, item: .word(japanese), for: ann)
    try accounts.setStarred(true, item: .word(try eat()), sentence: sushi, for: ann)
    return accounts
  }

  @Test(arguments: [(80, 24), (40, 15), (200, 60)])
  func accountStarredShowsTheSentenceAroundTheWord(size: (Int, Int)) throws {
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "account/starred", restoreSavedState: false), accounts: try Self.annWithStars(),
      width: size.0, height: size.1)
    #expect(app.screen.text.contains("【食べて】"))
    #expect(app.screen.text.contains("1 kanji, 2 words"))
    assertAppSnapshot(of: app, named: "starred-sentence-\(size.0)x\(size.1)")
  }

  @Test func unstarringAndStarringAgainOnStarredKeepsTheSentence() throws {
    let accounts = try Self.annWithStars()
    let ann = try #require(try accounts.currentUser())
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "account/starred", restoreSavedState: false), accounts: accounts)
    try app.send("s")  // the first row: 食べる, from the sentence
    #expect(try accounts.sentence(of: .word(try Self.eat()), for: ann) == nil)
    #expect(app.screen.text.contains("【食べて】"), "the row stays until the list is read again")
    try app.send("s")
    #expect(try accounts.sentence(of: .word(try Self.eat()), for: ann) == Self.sushi)
  }

  @Test(arguments: [(80, 24), (40, 15), (200, 60)])
  func theStudyCardsFrontHasTheSentenceWithTheWordSetOff(size: (Int, Int)) throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let ann = try #require(try accounts.currentUser())
    try accounts.setStarred(true, item: .word(try Self.eat()), sentence: Self.sushi, for: ann)
    let (_, app) = try StudyTestApp.make(accounts: accounts, width: size.0, height: size.1)
    try app.send("4")
    #expect(app.screen.text.contains("食べる"))
    assertAppSnapshot(of: app, named: "study-sentence-front-\(size.0)x\(size.1)")
    try app.send("<Space>")
    #expect(app.screen.text.contains("たべる"))
    if size == (80, 24) { assertAppSnapshot(of: app, named: "study-sentence-back-80x24") }
  }

  @Test func theStudyCardOfAWordStarredWithoutASentenceHasNone() throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let ann = try #require(try accounts.currentUser())
    try accounts.setStarred(true, item: .word(try Self.eat()), for: ann)
    let (_, app) = try StudyTestApp.make(accounts: accounts)
    try app.send("4")
    #expect(app.screen.text.contains("食べる"))
    #expect(!app.screen.text.contains("Starred from"))
  }
}
