import TermUI

/// The root of the coordinator tree: owns the `Window`, the app's root coordinator and
/// the modal stack.
///
/// Every coordinator presents through this one (found up the parent chain), so modals from
/// anywhere stack in one place; Esc (the window's cancel intent) lands in
/// ``cancelTopModal()``. Ending a modal removes it and every modal above it, frees the
/// presented flows, and only then tells each presenter how its modal ended.
public final class WindowCoordinator: BaseCoordinator {
  /// The window this coordinator owns.
  public let window = Window()
  /// The app's root coordinator (usually a ``TabBarCoordinator``).
  public let root: BaseCoordinator
  private(set) var presentations: [Presentation] = []

  /// Stores and starts `root` and puts its screen in the window.
  public init(root: BaseCoordinator) {
    self.root = root
    super.init()
    store(root)
    root.start()
    window.setRoot(root.rootViewController)
    window.onCancelModal = { [weak self] in
      self?.cancelTopModal()
    }
  }

  public override var rootViewController: ViewController? { root.rootViewController }

  public override var dumpName: String { "window" }

  /// The presented screens (a flow's is its navigation controller), bottom first.
  public var presentedViewControllers: [ViewController] { presentations.map(\.content) }

  /// Whether `viewController` is presented.
  public func isPresenting(_ viewController: ViewController) -> Bool {
    presentations.contains { $0.content === viewController }
  }

  // MARK: - Ending modals

  /// Cancels the top modal as Esc does: if its flow would lose input, first asks in an
  /// alert ("Keep editing" / "Discard"). Nothing happens when no modal is up.
  public func cancelTopModal() {
    guard let top = presentations.last else { return }
    if let flow = top.flow as? any CancellableFlow, flow.needsConfirmationToCancel {
      let confirmation = flow.cancelConfirmation
      // The window coordinator is its own window, so presenting cannot fail.
      try? presentAlert(
        title: confirmation.title, message: confirmation.message, buttons: ["Keep editing", "Discard"]
      ) { [weak self, weak top] result in
        guard case .finished(1) = result, let self, let top else { return }
        self.end(top, deliver: top.deliverCancelled)
      }
      return
    }
    end(top, deliver: top.deliverCancelled)
  }

  /// Dismisses the top modal without asking; its presenter hears `.cancelled`.
  ///
  /// - Throws: ``NavigationError/nothingPresented`` when no modal is up (nothing changes).
  public func dismissTopModal() throws(NavigationError) {
    guard let top = presentations.last else { throw .nothingPresented }
    end(top, deliver: top.deliverCancelled)
  }

  /// Dismisses the modal showing `viewController` and every modal above it.
  ///
  /// - Parameters:
  ///   - viewController: the presented screen (a flow's navigation controller, an alert).
  ///   - finishing: report a presented screen as `.finished(())` rather than `.cancelled`
  ///     (flows always hear `.cancelled` here; they finish with a value).
  /// - Throws: ``NavigationError/notPresented(name:)`` (nothing changes).
  public func dismiss(presentationOf viewController: ViewController, finishing: Bool = false) throws(NavigationError) {
    guard let presentation = presentations.first(where: { $0.content === viewController }) else {
      throw .notPresented(name: viewController.title)
    }
    let deliver =
      finishing ? (presentation.deliverDismissed ?? presentation.deliverCancelled) : presentation.deliverCancelled
    end(presentation, deliver: deliver)
  }

  /// Dismisses every modal; each presenter hears `.cancelled`, top first.
  public func dismissAllModals() {
    while let top = presentations.last { end(top, deliver: top.deliverCancelled) }
  }

  // MARK: - The one path

  func push(_ presentation: Presentation) {
    presentations.append(presentation)
    window.setModals(presentations.map(\.modal))
  }

  /// Removes `presentation` and those above it, frees their flows, then reports: the
  /// ones above as cancelled (top first), this one through `deliver`.
  func end(_ presentation: Presentation, deliver: () -> Void) {
    guard let index = presentations.firstIndex(where: { $0 === presentation }) else { return }
    let above = Array(presentations[(index + 1)...].reversed())
    presentations.removeSubrange(index...)
    window.setModals(presentations.map(\.modal))
    for other in above {
      release(other)
      other.deliverCancelled()
    }
    release(presentation)
    deliver()
  }

  private func release(_ presentation: Presentation) {
    if let flow = presentation.flow { flow.parent?.free(flow) }
  }
}
