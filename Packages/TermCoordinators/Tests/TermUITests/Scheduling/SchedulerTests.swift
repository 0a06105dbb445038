import TermCore
import Testing

@testable import TermUI

/// Something for timers to belong to.
private final class Owner {}

@Suite struct SchedulerTests {
  @Test func timersSetBeforeTheLoopCountFromItsStart() {
    let scheduler = Scheduler()
    let owner = Owner()
    var fired: [Duration] = []
    let clock = VirtualClock(start: LoopInstant(sinceOrigin: .seconds(100)))
    scheduler.schedule(after: .seconds(3), repeating: nil, owner: owner, token: TimerToken()) { _ in
      fired.append(clock.now.sinceOrigin)
    }
    scheduler.use(clock: clock)
    #expect(scheduler.timeUntilNextTimer() == .seconds(3))
    clock.advance(by: .seconds(3))
    #expect(scheduler.fireDueTimers() == 1)
    #expect(fired == [.seconds(103)])
    #expect(scheduler.timeUntilNextTimer() == nil)
  }

  @Test func aTimerSetByACallbackWaitsForTheNextTurn() {
    let scheduler = Scheduler()
    let owner = Owner()
    var order: [String] = []
    scheduler.schedule(after: .zero, repeating: nil, owner: owner, token: TimerToken()) { [scheduler] owner in
      order.append("first")
      scheduler.schedule(after: .zero, repeating: nil, owner: owner, token: TimerToken()) { _ in order.append("second")
      }
    }
    #expect(scheduler.fireDueTimers() == 1)
    #expect(order == ["first"])
    #expect(scheduler.timeUntilNextTimer() == .zero)
    #expect(scheduler.fireDueTimers() == 1)
    #expect(order == ["first", "second"])
  }

  @Test func dueTimersFireEarliestFirst() {
    let scheduler = Scheduler()
    let clock = VirtualClock()
    scheduler.use(clock: clock)
    let owner = Owner()
    var order: [Int] = []
    for (index, delay) in [3, 1, 2].enumerated() {
      scheduler.schedule(after: .seconds(delay), repeating: nil, owner: owner, token: TimerToken()) { _ in
        order.append(index)
      }
    }
    clock.advance(by: .seconds(5))
    scheduler.fireDueTimers()
    #expect(order == [1, 2, 0])
  }

  @Test func aReleasedOwnersTimerIsForgotten() {
    let scheduler = Scheduler()
    var fired = 0
    do {
      let owner = Owner()
      scheduler.schedule(after: .zero, repeating: .seconds(1), owner: owner, token: TimerToken()) { _ in fired += 1 }
      #expect(scheduler.hasTimers)
    }
    #expect(!scheduler.hasTimers)
    #expect(scheduler.fireDueTimers() == 0)
    #expect(fired == 0)
  }

  @Test func postedClosuresRunInOrderOnTheLoopsTurn() async {
    let scheduler = Scheduler()
    let mailbox = scheduler.mailbox
    let log = Log()
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<4 {
        group.addTask {
          for n in 0..<50 { mailbox.post { log.append(thread * 1_000 + n) } }
        }
      }
    }
    #expect(mailbox.wakeUp.drain())
    #expect(scheduler.runPosted() == 200)
    let entries = log.entries
    #expect(entries.count == 200)
    for thread in 0..<4 {
      let own = entries.filter { $0 / 1_000 == thread }
      #expect(own == own.sorted(), "thread \(thread)'s closures ran in the order it posted them")
    }
    #expect(scheduler.runPosted() == 0)
  }
}

/// A list that posted closures append to; they run on the test's thread.
private final class Log: @unchecked Sendable {
  // Only closures run by runPosted() on the test's thread touch it.
  var entries: [Int] = []
  func append(_ value: Int) { entries.append(value) }
}
