/// A modal rebuilt from a ``NavigationState/Modal``, ready to be presented.
///
/// An app's root coordinator returns one from
/// ``BaseCoordinator/modalDestination(for:)`` after checking the modal's routes; the
/// window coordinator calls ``present`` only once the whole state has resolved.
public struct ModalDestination {
  /// Presents the modal (typically by calling `present(flow, route:…)` on the root).
  public var present: () -> Void

  /// Creates a destination from the closure that presents it.
  public init(present: @escaping () -> Void) {
    self.present = present
  }
}
