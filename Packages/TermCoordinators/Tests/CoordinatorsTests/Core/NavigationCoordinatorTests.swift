import Coordinators
import CoordinatorsTesting
import TermCore
import TermUI
import Testing

@Suite struct NavigationCoordinatorTests {
  func make() -> StackCoordinator {
    let stack = StackCoordinator(title: "Root")
    stack.start()
    return stack
  }

  func titles(_ stack: NavigationCoordinator) -> [String] { stack.viewControllers.map(\.title) }

  @Test func pushesAndPops() throws {
    let stack = make()
    let a = stack.pushScreen("A")
    stack.pushScreen("B")
    stack.pushScreen("C")
    #expect(titles(stack) == ["Root", "A", "B", "C"])
    #expect(stack.navigationController.viewControllers.count == 4)
    try stack.pop()
    #expect(titles(stack) == ["Root", "A", "B"])
    try stack.pop(to: a)
    #expect(titles(stack) == ["Root", "A"])
    stack.popToRoot()
    #expect(titles(stack) == ["Root"])
    try stack.setStack([Screen(title: "X"), Screen(title: "Y")])
    #expect(titles(stack) == ["X", "Y"])
    #expect(stack.navigationController.path == ["X", "Y"])
  }

  @Test func popAtTheRootThrowsAndChangesNothing() {
    let stack = make()
    #expect(throws: NavigationError.atRoot) { try stack.pop() }
    #expect(titles(stack) == ["Root"])
    stack.popToRoot()
    #expect(titles(stack) == ["Root"])
  }

  @Test func popToAScreenNotOnTheStackThrows() {
    let stack = make()
    stack.pushScreen("A")
    #expect(throws: NavigationError.notOnStack(title: "Elsewhere")) { try stack.pop(to: Screen(title: "Elsewhere")) }
    #expect(titles(stack) == ["Root", "A"])
  }

  @Test func anEmptyStackIsRefused() {
    let stack = make()
    #expect(throws: NavigationError.emptyStack) { try stack.setStack([ViewController]()) }
    #expect(titles(stack) == ["Root"])
  }

  @Test func aScreenIsNotPushedTwice() {
    let stack = make()
    let a = stack.pushScreen("A")
    stack.push(a)
    #expect(titles(stack) == ["Root", "A"])
  }

  @Test func tellsScreensWhenTheyAppearAndDisappear() throws {
    let stack = make()
    stack.navigationController.setVisibleForTesting()
    let a = stack.pushScreen("A")
    let b = stack.pushScreen("B")
    try stack.pop()
    #expect(a.hooks == ["appear", "disappear", "appear"])
    #expect(b.hooks == ["appear", "disappear"])
  }

  // MARK: - Release of children, for every way back

  @Test(arguments: ["pop", "back key", "pop to root", "pop to screen", "set stack", "apply routes"])
  func releasesAChildWhenItsFirstScreenLeaves(way: String) throws {
    let stack = make()
    let tracker = ReleaseTracker()
    do {
      let child = stack.startChild("Detail")
      let screen = try #require(stack.topViewController)
      tracker.track(child, as: "child")
      tracker.track(screen, as: "child's screen")
      #expect(stack.children.count == 1)
    }
    let root = try #require(stack.viewControllers.first)
    switch way {
    case "pop": try stack.pop()
    case "back key": #expect(stack.navigationController.handle(.key(.escape)) == .handled)
    case "pop to root": stack.popToRoot()
    case "pop to screen": try stack.pop(to: root)
    case "set stack": try stack.setStack([root])
    default: try stack.apply(["screen/Root"])
    }
    #expect(tracker.alive == [], "after \(way)")
    #expect(stack.children.isEmpty)
    #expect(stack.pushedCoordinators.isEmpty)
  }

  @Test func keepsAChildWhileItsFirstScreenStays() throws {
    let stack = make()
    let tracker = ReleaseTracker()
    do {
      let child = stack.startChild("Detail")
      child.pushMore("Cast")
      tracker.track(child, as: "child")
    }
    try stack.pop()
    #expect(tracker.alive == ["child"], "its first screen is still on the stack")
    try stack.pop()
    #expect(tracker.alive == [])
  }

  @Test func releasesGrandchildrenThatPushedOntoTheSameStack() throws {
    let stack = make()
    let tracker = ReleaseTracker()
    do {
      let child = stack.startChild("Book")
      let grandchild = try #require(child.startGrandchild("Word"))
      tracker.track(child, as: "child")
      tracker.track(grandchild, as: "grandchild")
    }
    #expect(titles(stack) == ["Root", "Book", "Word"])
    try stack.pop()
    #expect(tracker.alive == ["child"])
    stack.startChild("Other")
    try stack.pop()
    let book = stack.viewControllers[1]
    try stack.pop(to: book)
    #expect(tracker.alive == ["child"])
    stack.popToRoot()
    #expect(tracker.alive == [])
  }

  @Test func childEndsAndItsParentIsTold() throws {
    final class Watching: NavigationCoordinator {
      var ended: [String] = []
      override func childDidEnd(_ child: any Coordinator) {
        ended.append((child as? BaseCoordinator)?.dumpName ?? "?")
      }
    }
    let stack = Watching(title: "Root")
    try stack.setStack([Screen(title: "Root")])
    let child = PushingChild(title: "Detail", host: stack)
    stack.store(child)
    child.start()
    try stack.pop()
    #expect(stack.ended == ["PushingChild(Detail)"])
  }

  // MARK: - Routes

  @Test func reportsTheRoutesOfItsScreens() {
    let stack = make()
    stack.pushScreen("A")
    stack.startChild("Detail")
    #expect(stack.routes == ["screen/Root", "screen/A", "child/Detail"])
  }

  @Test func appliesRoutesAndStoresTheirOwners() throws {
    let stack = make()
    try stack.apply(["screen/Root", "child/Detail", "screen/More"])
    #expect(titles(stack) == ["Root", "Detail", "More"])
    #expect(stack.children.count == 1)
    #expect(stack.routes == ["screen/Root", "child/Detail", "screen/More"])
    try stack.pop()
    try stack.pop()
    #expect(stack.children.isEmpty)
  }

  @Test(arguments: [
    ([Route("screen/Root"), "nowhere/1"], RouteError.unknown("nowhere/1")),
    (["screen/Root", "bad"], .invalid("bad", reason: "bad on purpose")),
  ])
  func anUnknownRouteChangesNothing(routes: [Route], error: RouteError) {
    let stack = make()
    stack.pushScreen("A")
    #expect(throws: error) { try stack.apply(routes) }
    #expect(titles(stack) == ["Root", "A"])
    #expect(stack.children.isEmpty)
  }
}

extension NavigationController {
  /// Puts the stack on screen, as a window would.
  func setVisibleForTesting() {
    let window = Window()
    window.setRoot(self)
  }
}
