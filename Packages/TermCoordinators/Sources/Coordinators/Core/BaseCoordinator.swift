import TermUI

/// The base of every coordinator: children, a parent, a start, modal presentation.
///
/// Subclass it (or ``NavigationCoordinator``, ``TabBarCoordinator``,
/// ``ModalFlowCoordinator``), build the first screens in ``start()``, and react to what
/// screens report by pushing, presenting or finishing.
open class BaseCoordinator: Coordinator {
  public weak var parent: (any Coordinator)?
  public private(set) var children: [any Coordinator] = []
  /// The run loop this coordinator's timers and work run on, once it is in a window's tree.
  package let schedulerLink = SchedulerLink()

  /// Creates a coordinator with no parent and no children.
  public init() {}

  /// Builds the first screens. Called once, by whoever stores or presents the coordinator.
  open func start() {}

  /// The screen that shows this coordinator (a navigation or tab bar controller), if any.
  open var rootViewController: ViewController? { nil }

  /// The name used in the navigation dump; the type's name by default.
  open var dumpName: String { String(describing: type(of: self)) }

  /// The modal to present for `modal` when a ``NavigationState`` is applied.
  ///
  /// Override in an app's root coordinator to restore modals: check the routes (build the
  /// flow's ``NavigationCoordinator/destinations(for:)``), and return a destination that
  /// presents it. Change nothing here: the window presents only when the whole state
  /// resolved. The default knows no modals.
  ///
  /// - Throws: ``RouteError/unknown(_:)`` or ``RouteError/invalid(_:reason:)``.
  open func modalDestination(for modal: NavigationState.Modal) throws(RouteError) -> ModalDestination {
    throw .unknown(modal.route)
  }

  /// Called after `child` was freed, whatever the way it left.
  open func childDidEnd(_ child: any Coordinator) {}

  public func store(_ child: any Coordinator) {
    guard child !== self, !children.contains(where: { $0 === child }) else { return }
    if let old = child.parent { old.free(child) }
    children.append(child)
    child.parent = self
    if let child = child as? BaseCoordinator, let scheduler = windowCoordinator?.window.scheduler {
      child.attach(to: scheduler)
    }
  }

  /// Attaches this coordinator and its children to the window's run loop; timers and work
  /// they asked for before start now.
  package func attach(to scheduler: Scheduler) {
    schedulerLink.attach(to: scheduler)
    for case let child as BaseCoordinator in children { child.attach(to: scheduler) }
  }

  public func free(_ child: any Coordinator) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    children.remove(at: index)
    child.parent = nil
    childDidEnd(child)
  }

  /// The window coordinator at the top of this coordinator's tree, if it is attached.
  public var windowCoordinator: WindowCoordinator? {
    var current: (any Coordinator)? = self
    while let coordinator = current {
      if let window = coordinator as? WindowCoordinator { return window }
      current = coordinator.parent
    }
    return nil
  }
}
