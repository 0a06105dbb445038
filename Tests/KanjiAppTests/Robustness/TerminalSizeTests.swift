import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiKit
import TermCore
import Testing

@testable import KanjiApp

/// Every screen at every size from 1×1 to 40×15 and a sample up to 300×100: a sound frame
/// (every row exactly the terminal's width), the "too small" message below the minimum, and
/// after growing back the same layout and selection as before.
@Suite struct TerminalSizeTests {
  /// A screen of the app: how to reach it, and whether someone is signed in.
  struct Screen: CustomTestStringConvertible, Sendable {
    var name: String
    var keys: String
    var signedIn = false
    var testDescription: String { name }
  }

  static let screens: [Screen] = [
    Screen(name: "all kanji, scrolled", keys: "jjjjjjjjjjjjjjjjjjjjjjjjjjjjjj"),
    Screen(name: "all kanji by frequency", keys: "oj"),
    Screen(name: "all kanji filtered", keys: "/water"),
    Screen(name: "kanji page", keys: "<Enter>jjj"),
    Screen(name: "a word's kanji", keys: "<Enter>jj<Enter>j"),
    Screen(name: "words search", keys: "2/nihon<Enter>j"),
    Screen(name: "word entry", keys: "2/nihon<Enter><Enter>"),
    Screen(name: "account signed out", keys: "3"),
    Screen(name: "sign-in sheet, typing", keys: "3<Enter>ann@exa"),
    Screen(name: "registration, password step", keys: "3j<Enter>new@example.com<Enter>sec"),
    Screen(name: "discard alert over registration", keys: "3j<Enter>a<Esc>"),
    Screen(name: "help overlay", keys: "<Enter>?"),
    Screen(name: "star asks to sign in", keys: "<Enter>s"),
    Screen(name: "account signed in", keys: "3", signedIn: true),
    Screen(name: "starred", keys: "<Enter>s3<Enter>", signedIn: true),
    Screen(name: "history", keys: "<Enter><Esc>3j<Enter>", signedIn: true),
    Screen(name: "about", keys: "3jj<Enter>jjj", signedIn: true),
    Screen(name: "sign-out alert", keys: "3jjj<Enter>", signedIn: true),
  ]

  static let minimum = Size(width: 40, height: 12)

  /// 600 small sizes, and 40 random ones up to 300×100 (a fixed seed, so the same ones).
  static let sizes: [Size] = {
    var sizes: [Size] = []
    for width in 1...40 { for height in 1...15 { sizes.append(Size(width: width, height: height)) } }
    var random = SeededGenerator(seed: 7)
    for _ in 0..<40 {
      sizes.append(
        Size(width: Int.random(in: 1...300, using: &random), height: Int.random(in: 1...100, using: &random)))
    }
    return sizes
  }()

  private func app(for screen: Screen) throws -> (KanjiApplication, HeadlessApp) {
    let accounts = try TestApp.accountsWithAnn(signedIn: screen.signedIn)
    let (kanjiApp, app) = try TestApp.make(LaunchOptions(restoreSavedState: false), accounts: accounts)
    try app.send(screen.keys)
    return (kanjiApp, app)
  }

  @Test(arguments: screens)
  func everySizeRendersASoundFrame(screen: Screen) throws {
    let (kanjiApp, app) = try app(for: screen)
    var tooSmall = 0
    for size in Self.sizes {
      let frame = kanjiApp.application.render(size: size)
      let problems = frame.problems()
      #expect(problems.isEmpty, "\(screen.name) at \(size): \(problems.prefix(3))")
      if !size.covers(Self.minimum) {
        tooSmall += 1
        let expected = String("Terminal too small".prefix(size.width))
        #expect(frame.text.contains(expected), "\(screen.name) at \(size) should say it is too small:\n\(frame.text)")
      } else {
        #expect(!frame.text.contains("Terminal too small"), "\(screen.name) at \(size)")
      }
    }
    #expect(tooSmall > 500)
    _ = app
  }

  /// The text of the rows drawn in the selected style, top first.
  static func selectedRows(of buffer: CellBuffer) -> [String] {
    (0..<buffer.size.height).filter { y in
      (0..<buffer.size.width).filter { buffer[$0, y].style.letter == "s" }.count > buffer.size.width / 2
    }.map { buffer.text(ofRow: $0) }
  }

  @Test(arguments: screens)
  func shrinkingAndGrowingBackRestoresLayoutAndSelection(screen: Screen) throws {
    let (_, app) = try app(for: screen)
    let before = app.screen
    let dump = app.navigationDump
    try app.send("<resize 30x10><resize 1x1><resize 39x11><resize 40x12><resize 300x100><resize 12x40><resize 80x24>")
    let after = app.screen
    #expect(after.problems() == [])
    #expect(app.navigationDump == dump)
    // The same selected row, and the same chrome (tabs, titles, hints). A list that had to
    // scroll to keep its selection in view while small may keep that scroll: the rows
    // around the selection can differ, the selection cannot.
    #expect(Self.selectedRows(of: after) == Self.selectedRows(of: before), "\(screen.name):\n\(after.text)")
    for row in [0, 1, before.size.height - 1] {
      #expect(after.text(ofRow: row) == before.text(ofRow: row), "\(screen.name), row \(row)")
    }
    if (screen.keys.hasPrefix("3") && !screen.keys.hasSuffix("jjj")) || screen.keys.contains("?")
      || screen.keys.hasSuffix("s")
    {
      #expect(after.text == before.text, "\(screen.name): a screen that fits shows the same after growing")
    }
    // Keys pressed while too small do nothing but the global ones.
    try app.send("<resize 20x6>jj<Enter>k<resize 80x24>")
    #expect(app.navigationDump == dump)
  }
}
