import Foundation
import Testing

@testable import TermCore

@Suite struct WakeUpTests {
  @Test func aSignalIsSeenOnceAndTakenByDrain() {
    let wakeUp = WakeUp()
    #expect(wakeUp.fileDescriptor >= 0)
    #expect(wakeUp.drain() == false)
    wakeUp.signal()
    wakeUp.signal()
    #expect(wakeUp.wait(timeout: .seconds(1)))
    #expect(wakeUp.drain())
    #expect(wakeUp.drain() == false)
  }

  @Test func waitingWithoutASignalTimesOut() {
    let wakeUp = WakeUp()
    let start = SystemClock.now
    #expect(wakeUp.wait(timeout: .milliseconds(30)) == false)
    #expect(start.duration(to: SystemClock.now) >= .milliseconds(30))
  }

  /// The signal comes from a thread of its own, not a task: a task blocked in `wait` holds
  /// one of the few threads of Swift's cooperative pool (two on a two-core machine), and a
  /// signalling task could wait behind other tests for longer than the timeout.
  @Test func anotherThreadWakesAWaitingOne() {
    let wakeUp = WakeUp()
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.02)
      wakeUp.signal()
    }
    #expect(wakeUp.wait(timeout: .seconds(10)))
    #expect(wakeUp.drain())
  }
}
