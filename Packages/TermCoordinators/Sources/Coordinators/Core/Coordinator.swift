/// Something that decides what comes next: creates screens and shows and removes them.
///
/// Coordinators form a tree. A parent keeps its children alive (``store(_:)``) for as long
/// as their screens are shown and lets them go (``free(_:)``) when the screens leave; the
/// library's coordinators do this for every way of leaving, so an app rarely calls
/// ``free(_:)`` itself. Implementations hold ``parent`` weakly.
public protocol Coordinator: AnyObject {
  /// The coordinator that stores this one; nil for the root or a freed one.
  var parent: (any Coordinator)? { get set }
  /// The coordinators this one keeps alive.
  var children: [any Coordinator] { get }
  /// Keeps `child` alive and makes this coordinator its parent.
  func store(_ child: any Coordinator)
  /// Lets `child` go; nothing happens if it is not a child.
  func free(_ child: any Coordinator)
}
