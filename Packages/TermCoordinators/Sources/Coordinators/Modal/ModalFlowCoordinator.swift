import TermUI

/// A flow with its own navigation stack, presented modally, ending with a typed result.
///
/// Present it with `present(_:style:title:route:completion:)`; push its
/// steps onto its own stack; end it with ``finish(_:)`` or ``cancel()``. Esc cancels it,
/// first asking to confirm while ``needsConfirmationToCancel`` says input would be lost.
/// The presenter gets `.finished(value)` or `.cancelled` once the flow has been released.
open class ModalFlowCoordinator<Result>: NavigationCoordinator {
  /// Whether Esc should ask before cancelling (input would be lost). False by default.
  open var needsConfirmationToCancel: Bool { false }

  /// The confirmation alert's title and message.
  open var cancelConfirmation: (title: String, message: String) {
    ("Discard \(navigationController.title)?", "What you typed will be lost.")
  }

  /// Set by the presentation: delivers a finished value.
  var onFinish: ((Result) -> Void)?

  /// Creates a flow whose stack is named `title` (shown in the sheet's border).
  ///
  /// In a modal, Esc cancels the flow rather than going back a step.
  public override init(title: String) {
    super.init(title: title)
    navigationController.escapeGoesBack = false
  }

  /// Ends the flow with `result`: the modal (and any above it) goes, the flow is freed, and
  /// the presenter is told `.finished(result)`. Nothing happens if it is not presented.
  public func finish(_ result: Result) {
    onFinish?(result)
  }

  /// Ends the flow as cancelled, without asking.
  public func cancel() {
    // A flow that is not presented (any more) has nothing to cancel, as documented.
    try? windowCoordinator?.dismiss(presentationOf: navigationController)
  }
}

/// What the window coordinator needs to know of any flow, whatever its result type.
protocol CancellableFlow: AnyObject {
  var needsConfirmationToCancel: Bool { get }
  var cancelConfirmation: (title: String, message: String) { get }
}

extension ModalFlowCoordinator: CancellableFlow {}
