import TermUI

extension BaseCoordinator {
  /// Presents `flow` modally over everything; `completion` gets its typed result.
  ///
  /// The flow is stored as this coordinator's child and started; it is freed when it ends,
  /// however it ends, before `completion` runs.
  ///
  /// - Throws: ``NavigationError/notInWindow(coordinator:)`` when this coordinator is not
  ///   attached to an application; ``NavigationError/alreadyPresented(name:)``.
  public func present<Value>(
    _ flow: ModalFlowCoordinator<Value>, style: ModalStyle = .sheet, title: String? = nil,
    route: Route? = nil, completion: @escaping (ModalResult<Value>) -> Void
  ) throws(NavigationError) {
    guard let window = windowCoordinator else { throw .notInWindow(coordinator: dumpName) }
    guard !window.isPresenting(flow.navigationController) else { throw .alreadyPresented(name: flow.dumpName) }
    store(flow)
    let presentation = Presentation(
      content: flow.navigationController, style: style, title: title ?? flow.navigationController.title,
      route: route, flow: flow, deliverCancelled: { completion(.cancelled) })
    flow.onFinish = { [weak window, weak presentation] value in
      guard let window, let presentation else { return }
      window.end(presentation) { completion(.finished(value)) }
    }
    if flow.viewControllers.isEmpty { flow.start() }
    window.push(presentation)
  }

  /// Presents one screen modally; `completion` (if any) hears how it ended.
  ///
  /// End it from code with ``dismiss(_:)``, which reports `.finished(())`; Esc reports
  /// `.cancelled`.
  ///
  /// - Throws: ``NavigationError/notInWindow(coordinator:)``, ``NavigationError/alreadyPresented(name:)``.
  public func present(
    _ viewController: ViewController, style: ModalStyle = .sheet, title: String? = nil, route: Route? = nil,
    completion: ((ModalResult<Void>) -> Void)? = nil
  ) throws(NavigationError) {
    guard let window = windowCoordinator else { throw .notInWindow(coordinator: dumpName) }
    guard !window.isPresenting(viewController) else { throw .alreadyPresented(name: viewController.title) }
    let presentation = Presentation(
      content: viewController, style: style, title: title, route: route, flow: nil,
      deliverCancelled: { completion?(.cancelled) }, deliverDismissed: { completion?(.finished(())) })
    window.push(presentation)
  }

  /// Presents an alert; `completion` gets the index of the button pressed, or `.cancelled`.
  ///
  /// - Throws: ``NavigationError/notInWindow(coordinator:)``.
  public func presentAlert(
    title: String, message: String = "", buttons: [String] = ["OK"], selected: Int = 0,
    completion: @escaping (ModalResult<Int>) -> Void
  ) throws(NavigationError) {
    guard let window = windowCoordinator else { throw .notInWindow(coordinator: dumpName) }
    let alert = AlertController(title: title, message: message, buttons: buttons, selected: selected)
    let presentation = Presentation(
      content: alert, style: .alert, title: nil, route: nil, flow: nil,
      deliverCancelled: { completion(.cancelled) })
    alert.onChoose = { [weak window, weak presentation] index in
      guard let window, let presentation else { return }
      window.end(presentation) { completion(.finished(index)) }
    }
    window.push(presentation)
  }

  /// Dismisses a screen this app presented with `present(_:style:title:route:completion:)`,
  /// reporting `.finished(())`; modals above it are cancelled first.
  ///
  /// - Throws: ``NavigationError/notPresented(name:)`` (nothing changes).
  public func dismiss(_ viewController: ViewController) throws(NavigationError) {
    guard let window = windowCoordinator else { throw .notInWindow(coordinator: dumpName) }
    try window.dismiss(presentationOf: viewController, finishing: true)
  }
}
