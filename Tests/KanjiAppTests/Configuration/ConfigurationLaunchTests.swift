import Coordinators
import KanjiKit
import Testing

@testable import KanjiApp

/// The configuration file's settings, in the running app.
@Suite struct ConfigurationLaunchTests {
  private func options(_ text: String, _ launch: LaunchOptions = LaunchOptions(restoreSavedState: false)) throws
    -> LaunchOptions
  {
    try Configuration(text: text, path: "config.toml").applied(to: launch)
  }

  @Test func aReboundKeyMovesTheSelectionAndTheOldOneNoLonger() throws {
    let (_, plain) = try TestApp.make(LaunchOptions(restoreSavedState: false))
    try plain.send("j <Enter>")
    let (_, rebound) = try TestApp.make(try options("[keys.list]\nmove-down = [\"n\"]\nopen = [\"space\"]\n"))
    try rebound.send("n <Space>")
    #expect(rebound.navigationDump == plain.navigationDump)
    let (_, old) = try TestApp.make(try options("[keys.list]\nmove-down = [\"n\"]\nopen = [\"space\"]\n"))
    try old.send("j <Enter>")
    #expect(old.navigationDump.contains("stack: All Kanji\n"))
  }

  @Test func theHelpShowsTheKeysInForce() throws {
    let (_, app) = try TestApp.make(try options("[keys.list]\nmove-down = [\"ctrl-n\"]\n"))
    try app.send("?")
    #expect(app.screen.text.contains("<C-n>"))
    #expect(!app.screen.text.contains("j, <Down>  move down"))
    // The overlay's own scroll keys and the hint bar follow the rebinding too.
    #expect(app.screen.text.contains("Keys (C-n/k scroll, other keys close)"))
    #expect(app.screen.text.contains("C-n/k scroll  other keys close help"))
  }

  @Test func theDefaultTabOpensOnAFreshStartOnly() throws {
    let (_, words) = try TestApp.make(try options("tab = \"words\"\n"))
    #expect(words.navigationDump.contains("tab 2 \"Words\" (selected)"))
    // The command line's --tab wins.
    let (_, account) = try TestApp.make(try options("tab = \"words\"\n", LaunchOptions(tab: "account")))
    #expect(account.navigationDump.contains("tab 3 \"Account\" (selected)"))
  }

  @Test func allKanjiStartsInTheConfiguredOrder() throws {
    let (_, app) = try TestApp.make(try options("kanji-order = \"strokes\"\n"))
    #expect(app.screen.text.contains("kanji by stroke count"))
    #expect(app.screen.text.contains("1 stroke"))
    #expect(!app.screen.text.contains("1 strokes"))
  }
}
