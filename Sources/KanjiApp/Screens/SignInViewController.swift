import KanjiKit
import TermCore
import TermUI
import UserData

/// The sign-in form: email, password (masked), and a button to create an account instead.
///
/// Tab and Shift-Tab move between the three; Enter on the email goes to the password,
/// Enter on the password reports ``onSubmit``, Enter on the button ``onCreateAccount``.
/// Esc is left to the modal, which cancels. A click on a field focuses it (the caret where
/// clicked); a click on the button presses it.
final class SignInViewController: ViewController {
  /// What can have the focus.
  enum Focus: Int, CaseIterable {
    case email, password, createAccount
  }

  /// Why signing in is asked for.
  let prompt: String
  /// The email field.
  let emailField = TextField(placeholder: "name@example.com", maxLength: AccountValidation.maximumEmailLength)
  /// The password field, masked.
  let passwordField = TextField(isSecure: true, maxLength: AccountValidation.maximumPasswordLength)
  /// What has the focus.
  private(set) var focus: Focus = .email
  /// A message under the form (a failed sign-in), or nil.
  var message: String?
  /// The user submitted an email and a password.
  var onSubmit: ((String, String) -> Void)?
  /// The user asked to create an account instead.
  var onCreateAccount: (() -> Void)?
  /// Where the form and its button were last drawn, for the mouse.
  private var formFrame: Rect?
  private var buttonFrame: Rect?
  /// Creates the form.
  init(prompt: String) {
    self.prompt = prompt
    super.init(title: "Sign in")
  }

  override var keyHints: [KeyHint] {
    [
      keyMap.hint([.submit], in: .textField, focus == .createAccount ? "create account" : "sign in"),
      keyMap.hint([.nextField], in: .textField, "next"),
    ].compactMap { $0 }
  }

  override var keyContexts: [KeyContext] { [.textField] }

  override var preferredContentSize: Size? { Size(width: 52, height: 12) }

  override func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    formFrame = area
    buttonFrame = nil
    guard !area.isEmpty else { return }
    var y = area.minY
    func line(_ text: String, style: Style = .normal) {
      guard y < area.maxY else { return }
      buffer.write(DisplayWidth.truncate(text, to: area.width), at: Point(x: area.minX, y: y), style: style, clip: area)
      y += 1
    }
    for text in TextWrap.lines(prompt, width: area.width).prefix(2) { line(text) }
    y += 1
    for (label, field, which) in [("Email", emailField, Focus.email), ("Password", passwordField, .password)] {
      line(label, style: focus == which ? .accent : .dim)
      field.isFocused = focus == which
      if y < area.maxY { field.render(in: Rect(x: area.minX, y: y, width: area.width, height: 1), into: &buffer) }
      y += 1
    }
    if let message { line(message, style: .error) } else { y += 1 }
    let button = "> Create an account instead"
    if y < area.maxY {
      buttonFrame = Rect(x: area.minX, y: y, width: min(area.width, DisplayWidth.of(button)), height: 1)
    }
    line(button, style: focus == .createAccount ? .selected : .normal)
  }

  override func handle(_ event: InputEvent) -> EventResult {
    if case .mouse(let mouse) = event { return handleMouse(mouse) }
    if case .key(let key) = event, let action = keyMap.action(for: key, in: .textField) {
      switch action {
      case .nextField: move(by: 1)
      case .previousField: move(by: -1)
      case .submit: submit()
      default: return .ignored
      }
      return .handled
    }
    let field: TextField
    switch focus {
    case .email: field = emailField
    case .password: field = passwordField
    case .createAccount: return .ignored
    }
    let before = field.text
    let result = field.handle(event)
    if field.text != before { message = nil }
    return result
  }

  private func handleMouse(_ mouse: MouseEvent) -> EventResult {
    let point = mouse.position
    guard mouse.isPrimaryClick, formFrame?.contains(point) == true else { return .ignored }
    if emailField.placeCaret(at: point) {
      focus = .email
    } else if passwordField.placeCaret(at: point) {
      focus = .password
    } else if buttonFrame?.contains(point) == true {
      focus = .createAccount
      onCreateAccount?()
    } else {
      return .ignored
    }
    return .handled
  }

  private func move(by delta: Int) {
    let count = Focus.allCases.count
    focus = Focus(rawValue: (focus.rawValue + delta + count) % count) ?? .email
  }

  private func submit() {
    switch focus {
    case .email: focus = .password
    case .password:
      if emailField.text.isEmpty || passwordField.text.isEmpty {
        message = "Enter your email and password."
      } else {
        onSubmit?(emailField.text, passwordField.text)
      }
    case .createAccount: onCreateAccount?()
    }
  }
}
