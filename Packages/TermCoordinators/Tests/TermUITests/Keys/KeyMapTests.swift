import TermCore
import Testing

@testable import TermUI

@Suite struct KeyMapTests {
  @Test(arguments: [
    (Key.character("j"), KeyContext.list, KeyAction.moveDown), (.down, .list, .moveDown),
    (.character("G"), .list, .last), (.end, .list, .last), (.control("f"), .list, .pageDown),
    (.control("u"), .list, .halfPageUp), (.right, .list, .open), (.character("l"), .list, .open),
    (.backspace, .navigation, .back), (.character("h"), .navigation, .back),
    (.character("q"), .navigation, .backOrQuit),
    (.character("3"), .tabs, .selectTab), (.backTab, .tabs, .previousTab), (.escape, .modal, .cancel),
    (.character("Q"), .global, .quit), (.control("c"), .global, .quit), (.control("l"), .global, .redraw),
    (.control("z"), .global, .suspend), (.character("?"), .global, .help), (.tab, .textField, .nextField),
  ])
  func mapsTheDocumentedKeys(key: Key, context: KeyContext, action: KeyAction) {
    #expect(KeyMap.standard.action(for: key, in: context) == action)
  }

  @Test func leavesUnboundKeysAlone() {
    #expect(KeyMap.standard.action(for: .character("x"), in: .list) == nil)
    #expect(KeyMap.standard.action(for: .character("j"), in: .textField) == nil)
  }

  @Test(arguments: [("1", 1), ("9", 9), ("0", nil), ("a", nil), ("١", nil)] as [(Character, Int?)])
  func readsTabNumbers(character: Character, number: Int?) {
    #expect(KeyMap.tabNumber(for: .character(character)) == number)
  }

  @Test func listsBindingsByContextInTheOrderAsked() {
    let bindings = KeyMap.standard.bindings(in: [.global, .list, .global])
    #expect(bindings.first?.context == .global)
    #expect(bindings.last?.context == .list)
    #expect(Set(bindings.map(\.context)) == [.global, .list])
  }

  @Test func describesEveryBinding() {
    for binding in KeyMap.standard.bindings {
      #expect(!binding.description.isEmpty)
      #expect(!binding.keys.isEmpty)
    }
  }
}
