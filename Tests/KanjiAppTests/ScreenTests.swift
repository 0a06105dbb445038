import Coordinators
import CoordinatorsTesting
import KanjiApp
import KanjiKit
import TermCore
import Testing

/// Every screen and modal, reached the way a user reaches it.
@Suite struct ScreenTests {
  /// A screen: its name, the key script that reaches it, and whether Ann is signed in.
  static let screens: [(String, String, Bool)] = [
    ("all-kanji", "", false), ("all-kanji-by-frequency", "o", false),
    ("all-kanji-filter-water", "/water<Enter>", false),
    ("kanji-detail", "<Enter>", false), ("word-kanji", "<Enter><Enter>", false), ("words", "2", false),
    ("word-detail", "2<Enter>", false), ("account-signed-out", "3", false), ("about", "3jj<Enter>", false),
    ("sign-in", "3<Enter>", false), ("register-email", "3j<Enter>", false), ("help", "?", false),
    ("account-signed-in", "3", true), ("starred", "s3<Enter>", true), ("history", "<Enter><Esc>3j<Enter>", true),
    ("discard-registration", "3j<Enter>a<Esc>", false),
    ("all-kanji-by-jlpt", "ooo", false), ("all-kanji-filter-n3", "/n3<Enter>", false),
    ("word-detail-starred", "2<Enter>s", true), ("starred-kanji-and-words", "s2<Enter>s3<Enter>", true),
    ("word-detail-star-asks-sign-in", "2<Enter>s", false),
  ]

  @Test(arguments: screens)
  func screenAt80x24(name: String, keys: String, signedIn: Bool) throws {
    let accounts = try TestApp.accountsWithAnn(signedIn: signedIn)
    let (_, app) = try TestApp.make(LaunchOptions(restoreSavedState: false), accounts: accounts)
    try app.send(keys)
    assertTextSnapshot(TestApp.withoutToday(app.snapshotText), named: "\(name)-80x24")
    #expect(app.screen.problems().isEmpty)
  }

  @Test(
    arguments: ["all-kanji", "kanji-detail", "word-detail", "account-signed-out", "all-kanji-by-jlpt"],
    [
      (120, 40), (50, 16), (40, 15),
    ])
  func mainScreensAtOtherSizes(name: String, size: (Int, Int)) throws {
    let keys = try #require(Self.screens.first { $0.0 == name }?.1)
    let (_, app) = try TestApp.make(LaunchOptions(restoreSavedState: false), width: size.0, height: size.1)
    try app.send(keys)
    assertAppSnapshot(of: app, named: "\(name)-\(size.0)x\(size.1)")
  }

  @Test(arguments: ["word-detail-starred", "starred-kanji-and-words"], [(120, 40), (40, 15)])
  func starredScreensAtOtherSizes(name: String, size: (Int, Int)) throws {
    let keys = try #require(Self.screens.first { $0.0 == name }?.1)
    let accounts = try TestApp.accountsWithAnn(signedIn: true)
    let (_, app) = try TestApp.make(
      LaunchOptions(restoreSavedState: false), accounts: accounts, width: size.0, height: size.1)
    try app.send(keys)
    assertTextSnapshot(TestApp.withoutToday(app.snapshotText), named: "\(name)-\(size.0)x\(size.1)")
    #expect(app.screen.problems().isEmpty)
  }

  @Test func everyScreenSurvivesEverySizeFrom1x1To40x15() throws {
    for (name, keys, signedIn) in Self.screens {
      let accounts = try TestApp.accountsWithAnn(signedIn: signedIn)
      let (_, app) = try TestApp.make(
        LaunchOptions(restoreSavedState: false), accounts: accounts, minimumSize: Size(width: 1, height: 1))
      try app.send(keys)
      for width in 1...40 {
        for height in 1...15 {
          let screen = app.application.render(size: Size(width: width, height: height))
          #expect(screen.problems().isEmpty, "\(name) at \(width)x\(height)")
        }
      }
    }
  }

  @Test func thePasswordNeverAppearsOnScreen() throws {
    let accounts = try TestApp.accountsWithAnn()
    let (_, app) = try TestApp.make(accounts: accounts)
    for step in ["3<Enter>ann@example.com<Enter>correct", "<Space>horse", "<S-Tab><Tab>"] {
      try app.send(step)
      #expect(!app.snapshotText.contains("correct"))
      #expect(!app.snapshotText.contains("horse"))
    }
    try app.send("<Enter>")
    #expect(!app.snapshotText.contains("horse"))
  }

  @Test func badRegistrationInputIsToldInlineAndStoresNothing() throws {
    let accounts = try TestApp.accountsWithAnn()
    let (_, app) = try TestApp.make(accounts: accounts)
    try app.send("3j<Enter>not-an-email<Enter>")
    #expect(app.screen.text.contains("exactly one @"))
    try app.send("<C-u>ann@example.com<Enter>")
    #expect(app.screen.text.contains("already exists"))
    try app.send("<C-u>bob@example.com<Enter>short<Enter>")
    #expect(app.screen.text.contains("at least 8 characters"))
    try app.send("<C-u>long-enough<Enter>long-enougg<Enter>")
    #expect(app.screen.text.contains("The two passwords did not match."))
    #expect(app.navigationDump.contains("stack: Email > Password\n"))
    try app.send("long-enough<Enter>long-enough<Enter><Enter>")
    #expect(app.screen.text.contains("Enter your first name."))
    try app.send("Bob<Enter><Enter>")
    #expect(app.screen.text.contains("Enter your last name."))
    try app.send("<S-Tab>")
    #expect(app.navigationDump.contains("stack: Email > Password > Confirm password > First name\n"))
    try app.send("<Esc>l<Enter>")
    #expect(!app.navigationDump.contains("modal"))
    #expect(try !accounts.isEmailRegistered("bob@example.com"))
    #expect(try accounts.currentUser() == nil)
  }
}
