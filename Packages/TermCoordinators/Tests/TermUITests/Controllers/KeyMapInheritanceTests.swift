import TermCore
import Testing

@testable import TermUI

@Suite struct KeyMapInheritanceTests {
  static let favourite = KeyAction("favourite")
  static let favourites = KeyContext("favourites", heading: "Favourites")
  static let appMap = KeyMap.standard.adding([
    KeyBinding([.character("f")], favourite, in: favourites, "mark as favourite")
  ])

  @Test func everyScreenAWindowShowsUsesTheWindowsMapUnlessItHasItsOwn() {
    let window = Window()
    window.keyMap = Self.appMap
    let tabs = TabBarController()
    let stack = NavigationController(title: "Books")
    let list = ViewController(title: "List")
    let own = ViewController(title: "Own")
    own.keyMap = .standard
    window.setRoot(tabs)
    tabs.setTabs([stack], selectedIndex: 0)
    stack.setViewControllers([list, own])
    #expect(list.keyMap.action(for: .character("f"), in: Self.favourites) == Self.favourite)
    #expect(own.keyMap.action(for: .character("f"), in: Self.favourites) == nil)
    let modal = ViewController(title: "Sheet")
    window.setModals([Window.Modal(content: modal, style: .sheet)])
    #expect(modal.keyMap == Self.appMap)
  }

  @Test func aScreenNotShownAnywhereUsesTheStandardMap() {
    #expect(ViewController().keyMap == .standard)
  }
}
