#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watches a file descriptor (the terminal's input) while slow work runs, and calls a
/// handler as soon as input arrives, so the work can be abandoned for newer input.
///
/// A search that is still running when the user types again is wasted: the next key
/// changes the query. Run it inside ``watching(onInput:_:)`` and interrupt it from the
/// handler (SQLite's `sqlite3_interrupt` is safe to call from another thread):
///
/// ```swift
/// let list = try watch.watching(onInput: { store.interrupt() }) { try store.search(text) }
/// ```
///
/// The handler runs on the watching thread, at most once per call.
public final class InputWatch: Sendable {
  /// The descriptor watched, or nil for a watch that never fires (headless runs).
  public let fileDescriptor: Int32?

  /// Creates a watch on `fileDescriptor` (standard input by default); nil never fires.
  public init(fileDescriptor: Int32? = 0) {
    self.fileDescriptor = fileDescriptor
  }

  /// A watch that never fires.
  public static let none = InputWatch(fileDescriptor: nil)

  /// Runs `work` on this thread while another thread watches for input; calls `onInput`
  /// if input arrives before `work` returns.
  public func watching<T, E: Error>(onInput: @escaping @Sendable () -> Void, _ work: () throws(E) -> T) throws(E) -> T {
    guard let fileDescriptor else { return try work() }
    // A pipe tells the watcher that the work is over, so it never fires late.
    var done: [Int32] = [0, 0]
    guard pipe(&done) == 0 else { return try work() }
    let (readEnd, writeEnd) = (done[0], done[1])
    var thread = pthread_t()
    let context = Unmanaged.passRetained(WatchContext(input: fileDescriptor, done: readEnd, onInput: onInput))
    let started = pthread_create(
      &thread, nil,
      { raw in
        let context = Unmanaged<WatchContext>.fromOpaque(raw!).takeRetainedValue()
        context.wait()
        return nil
      }, context.toOpaque())
    if started != 0 {
      context.release()
      close(readEnd)
      close(writeEnd)
      return try work()
    }
    defer {
      var byte: UInt8 = 1
      _ = write(writeEnd, &byte, 1)
      pthread_join(thread, nil)
      close(readEnd)
      close(writeEnd)
    }
    return try work()
  }
}

/// What the watching thread needs.
private final class WatchContext: @unchecked Sendable {
  let input: Int32
  let done: Int32
  let onInput: @Sendable () -> Void

  init(input: Int32, done: Int32, onInput: @escaping @Sendable () -> Void) {
    self.input = input
    self.done = done
    self.onInput = onInput
  }

  /// Waits for input or the end of the work, whichever comes first.
  func wait() {
    var fds = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: done, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let ready = poll(&fds, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if fds[1].revents != 0 { return }
      if fds[0].revents & Int16(POLLIN) != 0 {
        onInput()
        return
      }
      if fds[0].revents != 0 { return }  // hang-up or error on the input: nothing to watch
    }
  }
}
