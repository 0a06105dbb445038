import Testing

@testable import TermCore

@Suite struct HeadlessTerminalTests {
  @Test func deliversScriptedEventsThenEnds() throws {
    let t = try HeadlessTerminal(size: Size(width: 10, height: 2), script: "a<Enter>")
    #expect(t.nextEvent() == .key(.character("a")))
    #expect(t.nextEvent() == .key(.enter))
    #expect(t.nextEvent() == nil)
  }

  @Test func resizeChangesTheSizeWhenDelivered() {
    let t = HeadlessTerminal(size: Size(width: 10, height: 2), events: [.key(.enter)])
    t.resize(to: Size(width: 3, height: 1))
    #expect(t.size == Size(width: 10, height: 2))
    #expect(t.nextEvent() == .resize(Size(width: 3, height: 1)))
    #expect(t.size == Size(width: 3, height: 1))
    #expect(t.nextEvent() == .key(.enter))
  }

  @Test func capturesFramesUpToTheLimit() {
    let t = HeadlessTerminal(size: Size(width: 2, height: 1), frameLimit: 2)
    for ch in ["a", "b", "c"] {
      var b = CellBuffer(size: t.size)
      b.write(ch, at: .zero)
      t.present(b)
    }
    #expect(t.frames.map { $0.text(ofRow: 0) } == ["b ", "c "])
    #expect(t.lastFrame?.text(ofRow: 0) == "c ")
  }

  @Test func aWaitMovesTheClockThenTheScriptGoesOn() throws {
    let t = try HeadlessTerminal(size: Size(width: 10, height: 2), script: "a<wait 2s>b")
    let wakeUp = WakeUp()
    #expect(t.nextEvent(timeout: nil, wakeUp: wakeUp) == .event(.key(.character("a"))))
    #expect(t.nextEvent(timeout: nil, wakeUp: wakeUp) == .event(.key(.character("b"))))
    #expect(t.clock.now == LoopInstant(sinceOrigin: .seconds(2)))
    #expect(t.nextEvent(timeout: nil, wakeUp: wakeUp) == .ended)
  }

  @Test func aWaitLongerThanTheTimeoutIsTakenInSlices() throws {
    let t = try HeadlessTerminal(size: Size(width: 10, height: 2), script: "<wait 5s>x")
    let wakeUp = WakeUp()
    #expect(t.nextEvent(timeout: .seconds(2), wakeUp: wakeUp) == .timedOut)
    #expect(t.clock.now.sinceOrigin == .seconds(2))
    #expect(t.nextEvent(timeout: .seconds(3), wakeUp: wakeUp) == .timedOut)
    #expect(t.clock.now.sinceOrigin == .seconds(5))
    #expect(t.nextEvent(timeout: .seconds(3), wakeUp: wakeUp) == .event(.key(.character("x"))))
    #expect(t.clock.now.sinceOrigin == .seconds(5))
  }

  @Test func timeDoesNotPassOnceTheScriptRanOut() {
    let t = HeadlessTerminal(size: Size(width: 10, height: 2))
    #expect(t.nextEvent(timeout: .seconds(1), wakeUp: WakeUp()) == .ended)
    #expect(t.clock.now == .origin)
  }

  @Test func aSignalledWakeUpComesBeforeTheNextEvent() {
    let t = HeadlessTerminal(size: Size(width: 10, height: 2), events: [.key(.enter)])
    let wakeUp = WakeUp()
    wakeUp.signal()
    #expect(t.nextEvent(timeout: nil, wakeUp: wakeUp) == .woken)
    #expect(t.nextEvent(timeout: nil, wakeUp: wakeUp) == .event(.key(.enter)))
  }
}
