import Coordinators
import CoordinatorsTesting
import Testing

@Suite struct ReleaseTrackerTests {
  @Test func reportsWhatIsStillAlive() {
    let tracker = ReleaseTracker()
    var kept: BaseCoordinator? = BaseCoordinator()
    let held = BaseCoordinator()
    tracker.track(kept!, as: "kept")
    tracker.track(held, as: "held")
    #expect(tracker.alive == ["kept", "held"])
    kept = nil
    #expect(tracker.alive == ["held"])
    #expect(tracker.released == ["kept"])
    #expect(tracker.isReleased("kept"))
    #expect(!tracker.isReleased("held"))
    #expect(!tracker.isReleased("never tracked"))
  }
}
