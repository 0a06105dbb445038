#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wakes a run loop that waits for input, from any thread: a pipe that the terminal watches
/// beside its input (the self-pipe trick).
///
/// ``signal()`` writes one byte; the terminal's wait returns ``TerminalWait/woken`` as soon
/// as the byte is there, even while it is blocked in `get_wch`. Whoever hands work to the
/// loop (``Mailbox`` in TermUI) queues it first and signals after, so the loop always finds
/// the work when it wakes.
public final class WakeUp: Sendable {
  /// The end the loop watches (`poll` for reading); -1 when the system gave no pipe.
  public let fileDescriptor: Int32
  private let writeEnd: Int32

  /// The end ``signal()`` writes to, for a signal handler that must write itself.
  package var writeFileDescriptor: Int32 { writeEnd }

  /// Creates a wake-up pipe; both ends are non-blocking and closed on `exec`.
  ///
  /// When the system has no descriptors left the pipe is missing (``fileDescriptor`` is -1):
  /// ``signal()`` then does nothing and the loop sees posted work only when it wakes for
  /// another reason.
  public init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    }
    fileDescriptor = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    if fileDescriptor >= 0 { close(fileDescriptor) }
    if writeEnd >= 0 { close(writeEnd) }
  }

  /// Wakes the loop; safe from any thread (and from a signal handler: it only calls
  /// `write`).
  public func signal() {
    guard writeEnd >= 0 else { return }
    var byte: UInt8 = 1
    // A full pipe already holds a wake-up the loop has not read: one more is not needed.
    _ = write(writeEnd, &byte, 1)
  }

  /// Empties the pipe; whether there was anything in it (a wake-up not yet taken).
  @discardableResult
  public func drain() -> Bool {
    guard fileDescriptor >= 0 else { return false }
    var bytes = [UInt8](repeating: 0, count: 64)
    var any = false
    while read(fileDescriptor, &bytes, bytes.count) > 0 { any = true }
    return any
  }

  /// Blocks the calling thread until a wake-up arrives or `timeout` passes (in real time);
  /// whether one arrived. The wake-up is not taken: ``drain()`` takes it.
  ///
  /// Headless tests wait here for background work to hand its result over.
  public func wait(timeout: Duration) -> Bool {
    guard fileDescriptor >= 0 else { return false }
    var fds = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
    let deadline = SystemClock.now.advanced(by: timeout)
    while true {
      let left = SystemClock.now.duration(to: deadline)
      if left <= .zero { return false }
      let ready = poll(&fds, 1, Int32(clamping: left.milliseconds(roundingUp: true)))
      if ready > 0 { return true }
      if ready < 0, errno != EINTR { return false }
    }
  }
}

extension Duration {
  /// The duration in whole milliseconds, rounded up (so a wait never ends early) or down.
  package func milliseconds(roundingUp: Bool) -> Int64 {
    let (seconds, attoseconds) = components
    let fromAttoseconds = attoseconds / 1_000_000_000_000_000
    let rest = attoseconds % 1_000_000_000_000_000
    var milliseconds = seconds * 1_000 + fromAttoseconds
    if roundingUp, rest > 0 { milliseconds += 1 }
    return milliseconds
  }
}
