import Synchronization
import TermCore

/// The thread-safe way into a run loop: closures posted here from any thread or task run
/// on the loop's thread, in order, as soon as the loop can take them — at once even while
/// it waits for a key.
///
/// Take the mailbox on the loop's thread (`application.mailbox`) and hand it to the other
/// thread; it is `Sendable`, the application is not:
///
/// ```swift
/// let mailbox = application.mailbox
/// Thread.detachNewThread {
///   let count = countFiles()
///   mailbox.post { counter.store(count) }  // counter: a Sendable model the screen reads
/// }
/// ```
///
/// A posted closure is `@Sendable`, so it cannot capture a screen. To reach one, bind it
/// first (``bind(_:)``): the ``LoopBound`` reference hands the screen to the closure on
/// the loop's thread. After posted closures run, the loop draws the window again and
/// presents the frame if anything changed.
public final class Mailbox: Sendable {
  /// What waits in the mailbox.
  package enum Message: Sendable {
    /// A closure to run.
    case closure(@Sendable () -> Void)
    /// The result of background work, for the delivery registered under `id`.
    case result(id: Int, Result<any Sendable, any Error>)
    /// Background work under `id` reported progress; `take` gives the latest report.
    case progress(id: Int, take: @Sendable () -> (any Sendable)?)
  }

  private let queue = Mutex<[Message]>([])
  /// The pipe that wakes the loop; the terminal watches it while it waits.
  public let wakeUp = WakeUp()

  /// Creates an empty mailbox with its own wake-up pipe.
  public init() {}

  /// Runs `body` on the loop's thread, after the closures posted before it; safe from any
  /// thread. A closure posted after the loop has ended never runs.
  public func post(_ body: @escaping @Sendable () -> Void) {
    put(.closure(body))
  }

  /// A reference to `object` that closures posted from other threads can use on the loop's
  /// thread. Call it on the loop's thread.
  public func bind<Object: AnyObject>(_ object: Object) -> LoopBound<Object> {
    LoopBound(object, mailbox: self)
  }

  /// Queues `message` and wakes the loop.
  package func put(_ message: Message) {
    queue.withLock { $0.append(message) }
    wakeUp.signal()
  }

  /// Takes every message waiting, oldest first.
  package func takeAll() -> [Message] {
    queue.withLock { queue in
      defer { queue.removeAll(keepingCapacity: true) }
      return queue
    }
  }

  /// Whether nothing waits.
  package var isEmpty: Bool { queue.withLock { $0.isEmpty } }
}

/// A screen (or any object of the loop's thread) that closures posted from other threads
/// can reach: ``post(_:)`` hands it to the closure on the loop's thread, and skips the
/// closure when the object has been released.
///
/// ```swift
/// let screen = mailbox.bind(self)          // on the loop's thread
/// Thread.detachNewThread {
///   let size = measure()
///   screen.post { $0.show(size) }          // runs on the loop's thread
/// }
/// ```
///
/// It holds the object weakly, so a posted update never keeps a closed screen alive.
public final class LoopBound<Object: AnyObject>: @unchecked Sendable {
  // Only closures the loop runs on its own thread read this reference (see post(_:)); other
  // threads only carry the box.
  private weak var object: Object?
  private let mailbox: Mailbox

  fileprivate init(_ object: Object, mailbox: Mailbox) {
    self.object = object
    self.mailbox = mailbox
  }

  /// Runs `body` with the object on the loop's thread; not at all if it was released.
  public func post(_ body: @escaping @Sendable (Object) -> Void) {
    mailbox.post { [self] in
      guard let object else { return }
      body(object)
    }
  }
}
