import TermUI

/// One modal on the window coordinator's stack: what is shown, and how to end it.
final class Presentation {
  /// The screen shown (a flow's navigation controller, an alert, any screen).
  let content: ViewController
  let style: ModalStyle
  let title: String?
  let route: Route?
  /// The flow coordinator, kept alive by its presenter's children, not by this.
  weak var flow: NavigationCoordinator?
  /// Tells the presenter the modal was cancelled.
  let deliverCancelled: () -> Void
  /// Tells the presenter a screen was dismissed from code (nil: report it as cancelled).
  let deliverDismissed: (() -> Void)?

  init(
    content: ViewController, style: ModalStyle, title: String?, route: Route?,
    flow: NavigationCoordinator?, deliverCancelled: @escaping () -> Void,
    deliverDismissed: (() -> Void)? = nil
  ) {
    self.content = content
    self.style = style
    self.title = title
    self.route = route
    self.flow = flow
    self.deliverCancelled = deliverCancelled
    self.deliverDismissed = deliverDismissed
  }

  var modal: Window.Modal { Window.Modal(content: content, style: style, title: title) }
}
