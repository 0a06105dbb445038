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

  @Test func keepsRoomForEssentialHintsFirst() {
    let essential = Array(hints.dropLast()) + [KeyHint("?", "help").essential]
    let narrow = render(KeyHintBar(hints: essential), size: Size(width: 24, height: 1))
    #expect(narrow.text(ofRow: 0) == " j/k move  ? help       ")
    // Wide enough for all: the same order as without essential hints.
    let wide = render(KeyHintBar(hints: essential), size: Size(width: 40, height: 1))
    #expect(wide.text(ofRow: 0) == render(KeyHintBar(hints: hints), size: Size(width: 40, height: 1)).text(ofRow: 0))
  }

  @Test func leavesOutTheOthersInOrderAndKeepsEveryEssentialThatFits() {
    let bar = KeyHintBar(hints: [
      KeyHint("Esc", "cancel").essential, KeyHint("Enter", "next"), KeyHint("a", "b"), KeyHint("?", "help").essential,
    ])
    // "Enter next" does not fit beside both essentials, and "a b" after it is left out too:
    // hints are dropped from the end of the list, never picked out of order.
    #expect(render(bar, size: Size(width: 24, height: 1)).text(ofRow: 0) == " Esc cancel  ? help     ")
    #expect(render(bar, size: Size(width: 12, height: 1)).text(ofRow: 0) == " Esc cancel ")
    #expect(render(bar, size: Size(width: 36, height: 1)).text(ofRow: 0) == " Esc cancel  Enter next  a b  ? help")
  }

  @Test func snapshot() {
    assertBufferSnapshot(of: render(KeyHintBar(hints: hints), size: Size(width: 40, height: 1)), named: "hints-40")
  }

  @Test func rendersAtEverySize() {
    expectRendersAtEverySize { KeyHintBar(hints: hints + [KeyHint("星", "スター")]) }
  }
}
