import Coordinators
import KanjiKit

extension BaseCoordinator {
  /// Stars or unstars kanji `literal` for the signed-in user.
  ///
  /// Signed out, it first presents the sign-in flow; when that succeeds the kanji is
  /// starred and the user is back where they were; cancelling changes nothing. A star that
  /// cannot be written is reported on the bottom row, and the screen keeps the stored state.
  func toggleStar(_ literal: String, context: AppContext) {
    do {
      if try context.session.toggleStar(literal) { return }
    } catch {
      notify(error, while: "The star on \(literal) was not saved")
      return
    }
    let flow = SignInCoordinator(
      context: context, reason: "Sign in to star \(literal). Stars are kept with your account.")
    do {
      try present(flow) { [weak self] result in
        guard case .finished = result else { return }
        do {
          try context.session.setStarred(literal, true)
        } catch {
          self?.notify(error, while: "The star on \(literal) was not saved")
        }
      }
    } catch {
      notify(error, while: "Cannot ask you to sign in")
    }
  }
}
