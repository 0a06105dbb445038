import Dispatch
import Testing

@testable import kanji

/// The work start-up runs on a second thread gives back exactly what it returned or threw,
/// and runs while the caller goes on.
@Suite struct OverlappedTests {
  private struct Refused: Error, Equatable { var reason: String }

  @Test func givesBackTheValue() throws {
    let work = Overlapped { (41 + 1, "user.sqlite") }
    let value = try work.value()
    #expect(value.0 == 42 && value.1 == "user.sqlite")
  }

  @Test func givesBackTheErrorItself() {
    let work = Overlapped { () throws -> Int in throw Refused(reason: "damaged") }
    #expect(throws: Refused(reason: "damaged")) { try work.value() }
  }

  /// The work waits for a signal the caller sends only after the work was started: run on
  /// the caller's thread, it would never get it (and the wait would time out).
  @Test func runsWhileTheCallerGoesOn() throws {
    let callerWentOn = DispatchSemaphore(value: 0)
    let work = Overlapped { callerWentOn.wait(timeout: .now() + 10) == .success }
    callerWentOn.signal()
    #expect(try work.value())
  }

  /// The work ends only well after it started (it waits 200 ms for a signal that never
  /// comes): a `finish` that did not wait for its end would see no end yet.
  @Test func finishWaitsForTheWork() {
    let ended = DispatchSemaphore(value: 0)
    let never = DispatchSemaphore(value: 0)
    let work = Overlapped { () throws -> Int in
      _ = never.wait(timeout: .now() + .milliseconds(200))
      ended.signal()
      throw Refused(reason: "dropped")
    }
    work.finish()
    #expect(ended.wait(timeout: .now()) == .success)
  }
}
