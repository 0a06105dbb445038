import Coordinators
import TermUI

/// Sign-up, one field per step (email, password, name), on its own stack in a sheet.
///
/// Finishes with `.finished(User)`; Esc asks before throwing typed input away; Shift-Tab
/// goes back a step.
public final class RegistrationCoordinator: ModalFlowCoordinator<User> {
  private var email = ""
  private var name = ""
  private var steps: [TextEntryViewController] = []

  /// Creates the flow.
  public init() {
    super.init(title: "Sign up")
  }

  public override var needsConfirmationToCancel: Bool {
    steps.contains { !$0.field.text.isEmpty }
  }

  public override var cancelConfirmation: (title: String, message: String) {
    ("Discard sign-up?", "The email, password and name you typed will be lost.")
  }

  public override func start() {
    push(makeStep("email"), route: "register/email")
  }

  public override func destination(for route: Route) throws(RouteError) -> StackItem {
    guard route.kind == "register", let step = route.arguments.first, ["email", "password", "name"].contains(step)
    else {
      throw .unknown(route)
    }
    return StackItem(makeStep(step), route: route)
  }

  private func makeStep(_ step: String) -> TextEntryViewController {
    let screen: TextEntryViewController
    switch step {
    case "email":
      screen = TextEntryViewController(
        title: "Email", prompt: "Your email address. We only use it to sign you in.", placeholder: "you@example.com")
      screen.validate = { $0.contains("@") && $0.contains(".") ? nil : "That does not look like an email address." }
      screen.onSubmit = { [unowned self] text in
        email = text
        push(makeStep("password"), route: "register/password")
      }
    case "password":
      screen = TextEntryViewController(
        title: "Password", prompt: "Choose a password of at least 8 characters.", isSecure: true)
      screen.validate = { $0.count >= 8 ? nil : "At least 8 characters, please." }
      screen.onSubmit = { [unowned self] _ in
        push(makeStep("name"), route: "register/name")
      }
    default:
      screen = TextEntryViewController(title: "Name", prompt: "What should we call you?", placeholder: "名前 / name")
      screen.validate = { $0.isEmpty ? "Please type a name." : nil }
      screen.onSubmit = { [unowned self] text in
        finish(User(email: email, name: text))
      }
    }
    screen.onPrevious = { [unowned self] in
      do {
        try pop()
      } catch {
        notify(error, while: "No previous step")
      }
    }
    steps.append(screen)
    return screen
  }
}
