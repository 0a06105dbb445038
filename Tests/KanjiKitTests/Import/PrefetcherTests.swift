import Foundation
import Testing

@testable import KanjiKit

/// The second thread of a full import: batches arrive in order, no more than `depth` wait,
/// the producer's error reaches the consumer, and `stop` ends the producer at once.
@Suite struct PrefetcherTests {
  /// What the producer did, read by the test thread.
  final class Log: @unchecked Sendable {
    // @unchecked: `made` is read and written only under `lock`.
    private let lock = NSLock()
    private var made: [Int] = []

    func record(_ index: Int) { lock.withLock { made.append(index) } }
    var count: Int { lock.withLock { made.count } }
  }

  @Test func givesEveryBatchInOrderThenNil() throws {
    let prefetcher = Prefetcher<[Int]>(depth: 2) { index in
      index < 50 ? Array(index * 3..<index * 3 + 3) : nil
    }
    defer { prefetcher.stop() }
    var all: [Int] = []
    while let batch = try prefetcher.next() { all += batch }
    #expect(all == Array(0..<150))
    #expect(try prefetcher.next() == nil)
  }

  @Test func makesNoMoreThanDepthAheadOfTheConsumer() throws {
    let log = Log()
    let prefetcher = Prefetcher<Int>(depth: 3) { index in
      log.record(index)
      return index < 20 ? index : nil
    }
    defer { prefetcher.stop() }
    var taken = 0
    while let index = try prefetcher.next() {
      #expect(index == taken)
      taken += 1
      Thread.sleep(forTimeInterval: 0.002)
      // Three waiting and at most one being made (its `record` already counted).
      #expect(log.count <= taken + 3 + 1)
    }
    #expect(taken == 20)
  }

  struct Failure: Error, Equatable {}

  @Test func theProducersErrorComesAfterTheBatchesMadeBeforeIt() throws {
    let prefetcher = Prefetcher<Int>(depth: 4) { index in
      if index == 3 { throw Failure() }
      return index
    }
    defer { prefetcher.stop() }
    #expect(try prefetcher.next() == 0)
    #expect(try prefetcher.next() == 1)
    #expect(try prefetcher.next() == 2)
    #expect(throws: Failure.self) { try prefetcher.next() }
  }

  @Test func stopEndsAProducerThatWaitsOnAFullQueue() throws {
    let log = Log()
    let prefetcher = Prefetcher<Int>(depth: 1) { index in
      log.record(index)
      return index  // endless: only `stop` ends it
    }
    #expect(try prefetcher.next() == 0)
    prefetcher.stop()
    let made = log.count
    Thread.sleep(forTimeInterval: 0.05)
    #expect(log.count == made)
    #expect(made <= 3)
    // Taken after the stop, nothing is left: nil at once, not a wait for a last batch.
    #expect(try prefetcher.next() == nil)
  }
}
