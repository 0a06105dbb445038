import Foundation

/// Runs `make` over batches of work on a second thread, a few batches ahead of the caller,
/// who takes the results in order with ``next()``.
///
/// A full import makes each word's rows (grouping EDICT's lines, parsing glosses, keys) on
/// one core while SQLite writes the batch before on the other. At most `depth` batches wait
/// at any time, so memory stays bounded whatever the speeds of the two sides.
final class Prefetcher<Batch: Sendable>: @unchecked Sendable {
  // @unchecked: every stored property below is read and written only while `condition` is
  // locked (its lock guards the queue, the flags and the error alike), and `condition`
  // itself is thread-safe.
  private let condition = NSCondition()
  private var ready: [Batch] = []
  private var finished = false
  private var stopped = false
  private var producerDone = false
  private var failure: (any Error)?
  private let depth: Int
  /// Set to nil once the producer is done, so that what it captured (all of EDICT) is
  /// let go then, not when the thread object happens to be freed.
  private var make: ((Int) throws -> Batch?)?

  /// Starts making batches: `make(index)` for index 0, 1, 2… until it returns nil or throws.
  ///
  /// - Parameter depth: how many batches may wait, made and not yet taken.
  init(depth: Int = 4, make: @escaping @Sendable (Int) throws -> Batch?) {
    self.depth = max(1, depth)
    self.make = make
    let thread = Thread { [self] in
      self.produce()
      self.condition.lock()
      self.make = nil
      self.producerDone = true
      self.condition.broadcast()
      self.condition.unlock()
    }
    thread.name = "kanji import rows"
    thread.start()
  }

  private func produce() {
    condition.lock()
    let make = self.make
    condition.unlock()
    guard let make else { return }
    var index = 0
    while true {
      condition.lock()
      while ready.count >= depth && !stopped { condition.wait() }
      let stop = stopped
      condition.unlock()
      if stop { break }
      let batch: Batch?
      do {
        batch = try make(index)
      } catch {
        condition.lock()
        failure = error
        finished = true
        condition.broadcast()
        condition.unlock()
        break
      }
      index += 1
      condition.lock()
      // A batch made while `stop` ran is dropped: the stop emptied the queue, and `next`
      // must find nothing after it.
      if stopped {
        condition.unlock()
        break
      }
      if let batch {
        ready.append(batch)
      } else {
        finished = true
      }
      condition.broadcast()
      condition.unlock()
      if batch == nil { break }
    }
  }

  /// The next batch in order, waiting for it to be made; nil after the last, and after
  /// ``stop()`` (which ends the making without a last batch to wait for).
  ///
  /// - Throws: what `make` threw, once the batches made before it have been taken.
  func next() throws -> Batch? {
    condition.lock()
    defer { condition.unlock() }
    while ready.isEmpty && !finished && !stopped { condition.wait() }
    if !ready.isEmpty {
      let batch = ready.removeFirst()
      condition.broadcast()
      return batch
    }
    if let failure { throw failure }
    return nil
  }

  /// Stops the producer and waits until its thread has finished with `make` (the caller
  /// may then free what `make` reads). Call it on every way out, thrown errors included.
  func stop() {
    condition.lock()
    stopped = true
    ready = []
    condition.broadcast()
    while !producerDone { condition.wait() }
    condition.unlock()
  }
}
