/// Watches objects through weak references, to prove that navigation released them.
///
/// ```swift
/// let tracker = ReleaseTracker()
/// tracker.track(detailCoordinator, as: "detail coordinator")
/// detailCoordinator = nil
/// try app.send("<Esc>")
/// #expect(tracker.alive == [])
/// ```
///
/// Works with any test framework (or none): it only reports names.
public final class ReleaseTracker {
  private struct Watched {
    var name: String
    weak var object: AnyObject?
  }

  private var watched: [Watched] = []

  /// Creates a tracker watching nothing.
  public init() {}

  /// Starts watching `object` under `name`.
  public func track(_ object: AnyObject, as name: String) {
    watched.append(Watched(name: name, object: object))
  }

  /// The names of the watched objects still in memory, in the order they were tracked.
  public var alive: [String] { watched.filter { $0.object != nil }.map(\.name) }

  /// The names of the watched objects that have been released.
  public var released: [String] { watched.filter { $0.object == nil }.map(\.name) }

  /// Whether the object tracked as `name` has been released (false if never tracked).
  public func isReleased(_ name: String) -> Bool {
    watched.contains { $0.name == name && $0.object == nil }
  }
}
