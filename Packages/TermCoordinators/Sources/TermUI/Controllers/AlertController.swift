import TermCore

/// A screen showing an ``Alert``; pressing a button is reported by ``onChoose``.
///
/// A click on a button presses it. Esc is left to the modal layer, which cancels the alert.
public final class AlertController: ViewController {
  /// The alert.
  public let alert: Alert
  /// The user pressed the button at this index.
  public var onChoose: ((Int) -> Void)?

  /// Creates an alert screen.
  public init(title: String, message: String = "", buttons: [String] = ["OK"], selected: Int = 0) {
    alert = Alert(title: title, message: message, buttons: buttons, selected: selected)
    super.init(title: title)
  }

  public override var keyHints: [KeyHint] { [KeyHint("Left/Right", "choose"), KeyHint("Enter", "press")] }

  public override var keyContexts: [KeyContext] { [.alert] }

  public override var preferredContentSize: Size? { alert.preferredSize(maxWidth: 50) }

  public override func render(in area: Rect, into buffer: inout CellBuffer) {
    alert.render(in: area, into: &buffer)
  }

  public override func handle(_ event: InputEvent) -> EventResult {
    if case .mouse(let mouse) = event {
      guard mouse.isPrimaryClick, let index = alert.button(at: mouse.position) else { return .ignored }
      alert.selectButton(index)
      onChoose?(index)
      return .handled
    }
    guard case .key(let key) = event, let action = keyMap.action(for: key, in: .alert) else {
      // Nothing under an alert may see a key, but the modal layer may cancel it.
      return .ignored
    }
    switch action {
    case .nextButton: alert.selectButton((alert.selectedButton + 1) % alert.buttons.count)
    case .previousButton: alert.selectButton((alert.selectedButton + alert.buttons.count - 1) % alert.buttons.count)
    case .press: onChoose?(alert.selectedButton)
    default: return .ignored
    }
    return .handled
  }
}
