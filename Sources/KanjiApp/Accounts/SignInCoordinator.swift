import Coordinators
import KanjiKit
import TermUI

/// Signing in: an email and password form in a sheet; from it the user can switch to
/// creating an account inside the same sheet (the registration steps go on this flow's
/// stack, and Shift-Tab from the first one comes back to the form).
///
/// A wrong email or a wrong password gets the same message, so the form does not tell
/// which emails have accounts. Finishes with the signed-in user.
final class SignInCoordinator: RegistrationCoordinator {
  private let reason: String
  private var form: SignInViewController?

  /// Creates the flow; `reason` says why signing in is asked for.
  init(context: AppContext, reason: String = "Sign in to star kanji and words and keep a history of what you look at.")
  {
    self.reason = reason
    super.init(context: context, title: "Sign in")
  }

  override var needsConfirmationToCancel: Bool {
    super.needsConfirmationToCancel || !(form?.emailField.text.isEmpty ?? true)
      || !(form?.passwordField.text.isEmpty ?? true)
  }

  override var cancelConfirmation: (title: String, message: String) {
    ("Stop signing in?", "What you typed will be lost.")
  }

  override func start() {
    let form = SignInViewController(prompt: reason)
    form.keyMap = context.keyMap
    form.onSubmit = { [weak self, weak form] email, password in
      guard let self, let form else { return }
      do {
        finish(try context.session.signIn(email: email, password: password))
      } catch {
        // A wrong email and a wrong password read the same; no message holds the password.
        form.message = String(describing: error)
      }
    }
    form.onCreateAccount = { [weak self] in self?.showRegistration() }
    self.form = form
    push(form, route: KanjiRoute.signIn.route)
  }
}
