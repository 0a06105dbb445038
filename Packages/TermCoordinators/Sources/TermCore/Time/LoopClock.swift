#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A point in time on a run loop's clock: how long after the clock's origin.
///
/// Only differences between instants of one clock mean anything; the origin is arbitrary
/// (the boot for ``SystemClock``, zero for a new ``VirtualClock``).
public struct LoopInstant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
  /// The time since the clock's origin.
  public var sinceOrigin: Duration

  /// The instant `sinceOrigin` after the clock's origin.
  public init(sinceOrigin: Duration) {
    self.sinceOrigin = sinceOrigin
  }

  /// The clock's origin.
  public static let origin = LoopInstant(sinceOrigin: .zero)

  /// The instant `duration` later (earlier for a negative one).
  public func advanced(by duration: Duration) -> LoopInstant {
    LoopInstant(sinceOrigin: sinceOrigin + duration)
  }

  /// The time from this instant to `other` (negative when `other` is earlier).
  public func duration(to other: LoopInstant) -> Duration {
    other.sinceOrigin - sinceOrigin
  }

  public static func < (lhs: LoopInstant, rhs: LoopInstant) -> Bool {
    lhs.sinceOrigin < rhs.sinceOrigin
  }

  public var description: String { "\(sinceOrigin)" }
}

/// The clock a run loop reads to know when its timers are due.
///
/// The loop asks its terminal for the clock (``Terminal/clock``): the real terminal reads
/// ``SystemClock``, the monotonic clock of the system; ``HeadlessTerminal`` reads a
/// ``VirtualClock`` that only moves when a test says so (`<wait 2s>` in a key script,
/// `HeadlessApp.advance(by:)`), so tests of timers take no time and always see the same
/// thing.
public protocol LoopClock: AnyObject {
  /// The current time.
  var now: LoopInstant { get }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`): never set back, not moved by changes
/// of the wall clock.
public final class SystemClock: LoopClock, Sendable {
  /// Creates a reader of the system's monotonic clock.
  public init() {}

  /// The one instance a program needs.
  public static let shared = SystemClock()

  /// The current time on the monotonic clock.
  public var now: LoopInstant { Self.now }

  /// The current time on the monotonic clock, without an instance.
  public static var now: LoopInstant {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return LoopInstant(sinceOrigin: .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec)))
  }
}

/// A clock that stands still until it is moved: tests of timers, spinners and refreshes
/// run instantly and see the same frames every time.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.advance(by: .seconds(2))
/// clock.now == LoopInstant(sinceOrigin: .seconds(2))  // true
/// ```
///
/// Not thread-safe: it belongs to the thread that runs the loop, as the interface does.
public final class VirtualClock: LoopClock {
  /// The time it stands at.
  public private(set) var now: LoopInstant

  /// Creates a clock standing at `start` (the origin by default).
  public init(start: LoopInstant = .origin) {
    now = start
  }

  /// Moves the clock `duration` forward; a negative duration does nothing (time never runs
  /// backwards on a loop's clock).
  public func advance(by duration: Duration) {
    guard duration > .zero else { return }
    now = now.advanced(by: duration)
  }

  /// Moves the clock forward to `instant`; an instant already past does nothing.
  public func advance(to instant: LoopInstant) {
    if instant > now { now = instant }
  }
}
