import Synchronization
import Testing

@testable import TermCore

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct InputWatchTests {
  @Test func inputArrivingDuringTheWorkCallsTheHandler() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let fired = Atomic<Int>(0)
    let watch = InputWatch(fileDescriptor: ends[0])
    let result = watch.watching(onInput: { fired.add(1, ordering: .relaxed) }) {
      var byte: UInt8 = 65
      _ = write(ends[1], &byte, 1)
      // The work goes on until the handler has run, as a query does until interrupted.
      var spins = 0
      while fired.load(ordering: .relaxed) == 0, spins < 5_000 {
        usleep(1_000)
        spins += 1
      }
      return spins
    }
    #expect(fired.load(ordering: .relaxed) == 1)
    #expect(result < 5_000)
  }

  @Test func noInputNoCall() {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let fired = Atomic<Int>(0)
    let value = InputWatch(fileDescriptor: ends[0]).watching(onInput: { fired.add(1, ordering: .relaxed) }) { 42 }
    #expect(value == 42)
    #expect(fired.load(ordering: .relaxed) == 0)
  }
}
