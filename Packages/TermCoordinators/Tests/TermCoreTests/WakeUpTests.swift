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

  @Test func anotherThreadWakesAWaitingOne() async {
    let wakeUp = WakeUp()
    let waiter = Task.detached { wakeUp.wait(timeout: .seconds(10)) }
    Task.detached { wakeUp.signal() }
    #expect(await waiter.value)
  }
}
