import CoordinatorsTesting
import TermCore
import Testing

@testable import TermUI

@Suite struct KeyHintBarTests {
  let hints = [KeyHint("j/k", "move"), KeyHint("Enter", "open"), KeyHint("/", "filter"), KeyHint("?", "help")]

  @Test func drawsWholeHintsOnly() {
    let buffer = render(KeyHintBar(hints: hints), size: Size(width: 24, height: 1))
    #expect(buffer.text(ofRow: 0) == " j/k move  Enter open   ")
  }

  @Test func snapshot() {
    assertBufferSnapshot(of: render(KeyHintBar(hints: hints), size: Size(width: 40, height: 1)), named: "hints-40")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { KeyHintBar(hints: hints + [KeyHint("星", "スター")]) }
  }
}
