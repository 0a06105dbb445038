import Coordinators
import KanjiKit
import TermUI
import UserData

/// Creating an account, one field per step: email, password and the password again (both
/// masked), first name, last name, on the flow's own stack in a sheet.
///
/// Each step checks its field when Enter is pressed and says what is wrong under it; a
/// second password that differs from the first goes back to the first, emptied, and says so;
/// Shift-Tab goes back a step with its value kept; Esc cancels the whole flow, asking first
/// when something was typed. The account is stored only at the last step, all at once, and
/// the flow finishes with the new, signed-in user.
class RegistrationCoordinator: ModalFlowCoordinator<User> {
  /// One step of the form.
  enum Step: String, CaseIterable, Sendable {
    case email, password
    case confirmPassword = "confirm-password"
    case firstName = "first-name"
    case lastName = "last-name"
  }

  let context: AppContext
  private var steps: [Step: TextEntryViewController] = [:]

  /// Creates the flow.
  init(context: AppContext, title: String = "Create account") {
    self.context = context
    super.init(title: title)
  }

  override var needsConfirmationToCancel: Bool {
    steps.values.contains { !$0.field.text.isEmpty }
  }

  override var cancelConfirmation: (title: String, message: String) {
    ("Discard the new account?", "What you typed will be lost.")
  }

  override func start() {
    showRegistration()
  }

  /// Pushes the first step (the email), keeping what was typed there before.
  func showRegistration() {
    show(.email)
  }

  /// The text typed into `step` so far (for tests; never shown for the password).
  func text(of step: Step) -> String {
    steps[step]?.field.text ?? ""
  }

  private func show(_ step: Step) {
    push(screen(for: step), route: KanjiRoute.register(step).route)
  }

  private func screen(for step: Step) -> TextEntryViewController {
    if let screen = steps[step] { return screen }
    let screen: TextEntryViewController
    let session = context.session
    switch step {
    case .email:
      screen = TextEntryViewController(
        title: "Email", prompt: "Your email address. You sign in with it; it never leaves this computer.",
        placeholder: "name@example.com", maxLength: AccountValidation.maximumEmailLength)
      screen.validate = { text in
        if let problem = AccountValidation.emailProblem(text) { return problem }
        do {
          return try session.isRegistered(email: text) ? AccountError.emailTaken.description : nil
        } catch {
          return "\(error)"
        }
      }
    case .password:
      screen = TextEntryViewController(
        title: "Password",
        prompt: "Choose a password of at least \(AccountValidation.minimumPasswordLength) characters.",
        isSecure: true, maxLength: AccountValidation.maximumPasswordLength)
      screen.validate = AccountValidation.passwordProblem
    case .confirmPassword:
      screen = TextEntryViewController(
        title: "Confirm password", prompt: "Type the same password again.", isSecure: true,
        maxLength: AccountValidation.maximumPasswordLength)
    case .firstName:
      screen = TextEntryViewController(
        title: "First name", prompt: "Your first name.", placeholder: "名 / first name",
        maxLength: AccountValidation.maximumNameLength)
      screen.validate = { AccountValidation.nameProblem($0, field: "First name") }
    case .lastName:
      screen = TextEntryViewController(
        title: "Last name", prompt: "Your last name.", placeholder: "姓 / last name",
        maxLength: AccountValidation.maximumNameLength)
      screen.validate = { AccountValidation.nameProblem($0, field: "Last name") }
    }
    screen.keyMap = context.keyMap
    screen.onSubmit = { [weak self] _ in self?.submitted(step) }
    // The first step has no step before it: no Shift-Tab there, and no hint for one.
    if step != Step.allCases.first {
      // The step is on the stack above the first, so a pop cannot fail at the root.
      screen.onPrevious = { [weak self] in try? self?.pop() }  // above the root: pop cannot fail
    }
    steps[step] = screen
    return screen
  }

  private func submitted(_ step: Step) {
    if step == .confirmPassword, text(of: .confirmPassword) != text(of: .password) {
      passwordsDiffer()
      return
    }
    // A new first password is confirmed afresh.
    if step == .password { steps[.confirmPassword]?.field.text = "" }
    let all = Step.allCases
    guard let index = all.firstIndex(of: step) else { return }
    if index + 1 < all.count {
      show(all[index + 1])
      return
    }
    do {
      let user = try context.session.register(
        email: text(of: .email), password: text(of: .password), firstName: text(of: .firstName),
        lastName: text(of: .lastName))
      finish(user)
    } catch {
      steps[step]?.field.validationMessage = error.description
    }
  }

  /// The second password differs from the first: both are emptied and the flow goes back
  /// to the first, which says why.
  private func passwordsDiffer() {
    steps[.confirmPassword]?.field.text = ""
    steps[.password]?.field.text = ""
    do {
      try pop()
    } catch {
      steps[.confirmPassword]?.field.validationMessage = "The passwords do not match: \(error)"
      return
    }
    steps[.password]?.field.validationMessage =
      "The two passwords did not match. Type a new password, then the same again."
  }
}
