import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import Testing

/// The mouse over the real app: tabs, rows, the path, dialogs, the wheel, and `y`.
@Suite struct MouseTests {
  @Test func aClickSelectsATabAndARowAndAClickOnTheSelectedRowOpensIt() throws {
    let (_, app) = try TestApp.make()
    try app.click(on: "2 Words")
    #expect(app.navigationDump.contains("tab 2 \"Words\" (selected)"))
    try app.click(on: "1 All Kanji")
    #expect(app.navigationDump.contains("tab 1 \"All Kanji\" (selected)"))
    // Rows start under the tabs, the path and the list's header: row 4 is the second kanji.
    let second = try #require(app.screen.text(ofRow: 4).split(separator: " ").first.map(String.init))
    app.click(at: Point(x: 3, y: 4))
    #expect(app.navigationDump.contains("stack: All Kanji\n"), "the first click only selects")
    app.click(at: Point(x: 3, y: 4))
    #expect(app.navigationDump.contains("stack: All Kanji > \(second)\n"))
  }

  @Test func aDoubleClickOpensARowThatWasNotSelected() throws {
    let (_, app) = try TestApp.make()
    app.click(at: Point(x: 3, y: 5), twice: true)
    #expect(app.navigationDump.contains("KanjiDetailCoordinator"))
  }

  @Test func aClickOnATitleOfThePathGoesBackToIt() throws {
    let (_, app) = try TestApp.make()
    try app.send("<Enter><Enter><Enter>")
    #expect(app.navigationDump.contains("stack: All Kanji > 日 > 日本 > 日\n"))
    try app.click(on: "日本 >")
    #expect(app.navigationDump.contains("stack: All Kanji > 日 > 日本\n"))
    let kanji = try #require(app.screen.position(of: "> 日 >"))
    app.click(at: kanji.offsetBy(dx: 2))
    #expect(app.navigationDump.contains("stack: All Kanji > 日\n"))
  }

  @Test func theWheelScrollsTheListAndTheSelectionKeepsInView() throws {
    let (_, app) = try TestApp.make()
    let firstRow = app.screen.text(ofRow: 3)
    app.scroll(at: Point(x: 10, y: 10), notches: 4)
    assertAppSnapshot(of: app, named: "mouse-wheel-all-kanji-80x24")
    #expect(app.screen.text(ofRow: 3) != firstRow, "the first rows scrolled away")
    app.scroll(at: Point(x: 10, y: 10), notches: -10)
    #expect(app.screen.text(ofRow: 3) == firstRow)
  }

  @Test func inTheSignInDialogClicksFocusFieldsAndPressTheButtonAndNeverReachTheTabs() throws {
    let (_, app) = try TestApp.make(accounts: try TestApp.accountsWithAnn())
    try app.send("<Enter>s")
    let dump = app.navigationDump
    try app.click(on: "3 Account")
    try app.click(on: "Words with")
    #expect(app.navigationDump == dump, "clicks behind the dialog change nothing")
    let password = try #require(app.screen.position(of: "Password"))
    app.click(at: password.offsetBy(dy: 1))
    try app.send("secret")
    #expect(app.screen.position(of: "******") == password.offsetBy(dy: 1), "the click focused the password")
    try app.click(on: "Create an account instead")
    #expect(app.navigationDump.contains("stack: Sign in > Email"), "the registration steps follow")
  }

  @Test func aClickOnAnAlertButtonPressesIt() throws {
    let (_, app) = try TestApp.make(LaunchOptions(notice: "The dictionary was rebuilt."))
    #expect(app.navigationDump.contains("modal 1 alert"))
    try app.click(on: "[ OK ]")
    #expect(!app.navigationDump.contains("modal 1"))
  }

  @Test func yCopiesTheKanjiOrTheWordWithItsReadings() throws {
    let (_, app) = try TestApp.make()
    try app.send("<Enter>y")
    #expect(app.terminal.clipboard == ["日  ニチ, ジツ, ひ, -び, -か"])
    #expect(app.screen.text.contains("Sent to the terminal's clipboard: 日  ニチ, ジツ, ひ, -び, -か"))
    assertAppSnapshot(of: app, named: "copied-kanji-80x24")
    try app.send("<Enter>y")
    #expect(app.terminal.clipboard.last == "日本  にほん")
    try app.send("<Enter>y")
    #expect(app.terminal.clipboard.last == "日  ニチ, ジツ, ひ, -び, -か", "the kanji page of a word copies its kanji")
  }

  @Test func helpDescribesTheMouseUnlessItIsTurnedOff() throws {
    let (_, app) = try TestApp.make()
    try app.send("?")
    #expect(app.application.window.help?.lines.contains { $0.text == "Mouse" } == true)
    var launch = LaunchOptions()
    launch.mouse = false
    let (_, plain) = try TestApp.make(launch)
    try plain.send("?")
    #expect(plain.application.window.help?.lines.contains { $0.text == "Mouse" } == false)
  }
}
