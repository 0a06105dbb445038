import Testing

@testable import TermCore

@Suite struct LoopClockTests {
  @Test func aVirtualClockMovesOnlyWhenAdvancedAndNeverBack() {
    let clock = VirtualClock()
    #expect(clock.now == .origin)
    clock.advance(by: .milliseconds(1_500))
    #expect(clock.now == LoopInstant(sinceOrigin: .seconds(1.5)))
    clock.advance(by: .seconds(-5))
    clock.advance(to: .origin)
    #expect(clock.now == LoopInstant(sinceOrigin: .seconds(1.5)))
    clock.advance(to: LoopInstant(sinceOrigin: .seconds(4)))
    #expect(clock.now.sinceOrigin == .seconds(4))
  }

  @Test func instantsMeasureTheTimeBetweenThem() {
    let start = LoopInstant(sinceOrigin: .seconds(2))
    let later = start.advanced(by: .milliseconds(250))
    #expect(start.duration(to: later) == .milliseconds(250))
    #expect(later.duration(to: start) == .milliseconds(-250))
    #expect(start < later)
  }

  @Test func theSystemClockRunsForward() {
    let first = SystemClock.shared.now
    var second = SystemClock.shared.now
    while second == first { second = SystemClock.shared.now }
    #expect(second > first)
  }

  @Test(arguments: [
    (Duration.milliseconds(1), Int64(1), Int64(1)), (.microseconds(1_500), 2, 1), (.seconds(2), 2_000, 2_000),
    (.zero, 0, 0),
  ])
  func durationsRoundToMilliseconds(duration: Duration, up: Int64, down: Int64) {
    #expect(duration.milliseconds(roundingUp: true) == up)
    #expect(duration.milliseconds(roundingUp: false) == down)
  }
}
