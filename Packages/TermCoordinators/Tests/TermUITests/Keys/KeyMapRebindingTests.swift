import TermCore
import Testing

@testable import TermUI

/// Replacing an action's keys, and finding keys bound twice.
@Suite struct KeyMapRebindingTests {
  @Test func rebindingReplacesTheKeysOfOneContextOnly() throws {
    let map = try KeyMap.standard.rebinding(.moveDown, in: .list, to: [.control("n")])
    #expect(map.action(for: .control("n"), in: .list) == .moveDown)
    #expect(map.action(for: .character("j"), in: .list) == nil)
    #expect(map.action(for: .character("j"), in: .detail) == .moveDown)
    #expect(map.bindings.count == KeyMap.standard.bindings.count)
  }

  @Test func rebindingToNoKeysUnbindsAndSaysSoInHelp() throws {
    let map = try KeyMap.standard.rebinding(.filter, in: .list, to: [])
    #expect(map.action(for: .character("/"), in: .list) == nil)
    let binding = try #require(map.bindings.first { $0.action == .filter })
    #expect(binding.keyNames == "(no key)")
  }

  @Test func rebindingDropsAShortLabelThatNamedTheOldKeys() throws {
    let map = try KeyMap.standard.rebinding(.selectTab, in: .tabs, to: [.character("1")])
    #expect(map.bindings.first { $0.action == .selectTab }?.keyNames == "1")
  }

  @Test func anActionTheContextLacksIsRefused() {
    #expect(throws: KeyMapError.unknownAction(.quit, in: .list)) {
      try KeyMap.standard.rebinding(.quit, in: .list, to: [.character("x")])
    }
  }

  @Test func theStandardMapHasNoConflicts() {
    #expect(KeyMap.standard.conflicts.isEmpty)
  }

  @Test func aKeyOfAnotherActionInTheSameContextIsAConflict() throws {
    let map = try KeyMap.standard.rebinding(.open, in: .list, to: [.character("j")])
    #expect(map.conflicts == [KeyConflict(key: .character("j"), context: .list, actions: [.moveDown, .open])])
    #expect(map.conflicts.first?.description == "j is bound twice in [list]: to moveDown and open")
    // The other context's j is no conflict.
    let moved = try map.rebinding(.moveDown, in: .list, to: [.down])
    #expect(moved.conflicts.isEmpty)
  }

  @Test func aKeyListedTwiceIsAConflict() throws {
    let map = try KeyMap.standard.rebinding(.open, in: .list, to: [.enter, .enter])
    #expect(map.conflicts.map(\.actions) == [[.open, .open]])
  }

  @Test func listsTheActionsOfAContextOnce() {
    #expect(KeyMap.standard.actions(in: .alert) == [.nextButton, .previousButton, .press, .cancel])
  }
}
