import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct TextFieldTests {
  @Test func insertsAndDeletesByGrapheme() {
    let field = TextField()
    field.insert("cafe\u{301}")
    #expect(field.text.count == 4)
    field.deleteBackward()
    #expect(field.text == "caf")
    field.insert("👨‍👩‍👧")
    #expect(field.caret == 4)
    field.deleteBackward()
    #expect(field.text == "caf")
  }

  @Test func editsAtTheCaret() {
    let field = TextField(text: "中文")
    field.moveCaret(by: -1)
    field.insert("の")
    #expect(field.text == "中の文")
    field.moveCaret(by: -10)
    #expect(field.caret == 0)
    #expect(!field.deleteBackward())
    field.deleteForward()
    #expect(field.text == "の文")
  }

  @Test(arguments: [
    (Key.home, 0), (.end, 5), (.left, 4), (.right, 5), (.control("a"), 0), (.control("e"), 5),
  ])
  func movesTheCaretWithKeys(key: Key, caret: Int) {
    let field = TextField(text: "hello")
    #expect(field.handle(.key(key)) == .handled)
    #expect(field.caret == caret)
  }

  @Test func typesPrintableKeysAndIgnoresTheRest() {
    let field = TextField()
    for key in [Key.character("q"), .character("j"), .character("1")] {
      #expect(field.handle(.key(key)) == .handled)
    }
    #expect(field.text == "qj1")
    #expect(field.handle(.key(.enter)) == .ignored)
    #expect(field.handle(.key(.escape)) == .ignored)
    #expect(field.handle(.key(.tab)) == .ignored)
  }

  @Test func dropsLineBreaksFromPastedText() {
    let field = TextField()
    #expect(field.handle(.text("one\ntwo\u{7}")) == .handled)
    #expect(field.text == "onetwo")
  }

  @Test func putsTheTerminalCursorAtTheCaretAfterWideCharacters() {
    let field = TextField(text: "中文")
    var buffer = render(field, size: Size(width: 10, height: 1))
    #expect(buffer.cursor == Point(x: 4, y: 0))
    field.isFocused = false
    buffer = render(field, size: Size(width: 10, height: 1))
    #expect(buffer.cursor == nil)
  }

  @Test func scrollsSidewaysToKeepTheCaretInView() {
    let field = TextField(text: "abcdefghijklmnop")
    let buffer = render(field, size: Size(width: 6, height: 1))
    #expect(buffer.text(ofRow: 0) == "lmnop ")
    #expect(buffer.cursor == Point(x: 5, y: 0))
  }

  @Test func masksSecureEntry() {
    let field = TextField(text: "秘密pass", isSecure: true)
    let buffer = render(field, size: Size(width: 10, height: 1))
    #expect(buffer.text(ofRow: 0) == "******    ")
    #expect(buffer.cursor == Point(x: 6, y: 0))
    #expect(!buffer.text.contains("pass"))
  }

  @Test func showsThePlaceholderWhileEmpty() {
    let field = TextField(placeholder: "you@example.com")
    let buffer = render(field, size: Size(width: 20, height: 1))
    #expect(buffer.text(ofRow: 0) == "you@example.com     ")
    #expect(buffer.styleRow(0).hasPrefix("kkk"))
    #expect(buffer.cursor == .zero)
  }

  @Test func snapshotWithAValidationMessage() {
    let field = TextField(text: "not-an-email", placeholder: "you@example.com")
    field.validationMessage = "That does not look like an email address."
    assertBufferSnapshot(of: render(field, size: Size(width: 40, height: 2)), named: "invalid-40x2")
  }

  @Test func snapshotOfAMaskedField() {
    let field = TextField(text: "correct horse", isSecure: true)
    assertBufferSnapshot(of: render(field, size: Size(width: 40, height: 2)), named: "masked-40x2")
  }

  @Test func snapshotOfWideTextCutAtTheLeftEdge() {
    let field = TextField(text: "千と千尋の神隠し")
    field.moveCaret(by: -1)
    // Scrolled so the caret fits: the wide characters before the visible ones are cut whole.
    assertBufferSnapshot(of: render(field, size: Size(width: 9, height: 1)), named: "wide-text-scrolled-9x1")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize {
      let field = TextField(text: "中文語text", isSecure: false)
      field.validationMessage = "必須です — required"
      return field
    }
    expectRendersAtEverySize { TextField(placeholder: "名前 / name") }
  }
}
