import Coordinators
import CoordinatorsTesting
import Testing

@Suite struct BaseCoordinatorTests {
  @Test func storesAndFreesChildren() {
    let parent = BaseCoordinator()
    let child = BaseCoordinator()
    parent.store(child)
    parent.store(child)
    #expect(parent.children.count == 1)
    #expect(child.parent === parent)
    parent.free(child)
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    parent.free(child)
    #expect(parent.children.isEmpty)
  }

  @Test func movingAChildFreesItFromItsOldParent() {
    let first = BaseCoordinator()
    let second = BaseCoordinator()
    let child = BaseCoordinator()
    first.store(child)
    second.store(child)
    #expect(first.children.isEmpty)
    #expect(second.children.count == 1)
  }

  @Test func freedChildrenAreReleased() {
    let parent = BaseCoordinator()
    let tracker = ReleaseTracker()
    do {
      let child = BaseCoordinator()
      tracker.track(child, as: "child")
      parent.store(child)
    }
    #expect(tracker.alive == ["child"])
    parent.free(parent.children[0])
    #expect(tracker.alive == [])
  }

  @Test func cannotPresentOutsideAWindow() {
    let loose = BaseCoordinator()
    #expect(throws: NavigationError.notInWindow(coordinator: "BaseCoordinator")) {
      try loose.present(Screen(title: "Sheet"))
    }
    #expect(throws: NavigationError.self) { try loose.present(Form()) { _ in } }
  }
}
