import TermCore
import Testing

@testable import TermUI

/// Found by the fuzzer: typing a combining mark or a joiner after a letter merged them into
/// one grapheme while the caret counted two, and the next draw indexed past the text.
@Suite struct TextFieldCombiningTests {
  @Test(arguments: ["\u{301}", "\u{301}\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F1F5}"])
  func typingAMarkThatMergesKeepsTheCaretInTheText(mark: String) {
    let field = TextField(text: mark == "\u{1F1F5}" ? "\u{1F1EF}" : "e")
    field.insert(mark)
    #expect(field.caret <= field.text.count)
    #expect(field.caret == field.text.count)
    var buffer = CellBuffer(size: Size(width: 10, height: 1))
    field.render(in: buffer.bounds, into: &buffer)
    #expect(buffer.problems() == [])
  }

  @Test func insertingInTheMiddleCountsTheCaretAgain() {
    let field = TextField(text: "ab")
    field.setCaret(1)
    field.insert("\u{301}x")
    #expect(field.text == "a\u{301}xb")
    #expect(field.caret == 2)
  }
}
