import Coordinators
import KanjiKit

extension BaseCoordinator {
  /// Stars or unstars kanji `literal` for the signed-in user.
  ///
  /// Signed out, it first presents the sign-in flow; when that succeeds the kanji is
  /// starred and the user is back where they were; cancelling changes nothing.
  func toggleStar(_ literal: String, context: AppContext) {
    if context.session.toggleStar(literal) { return }
    let flow = SignInCoordinator(
      context: context, reason: "Sign in to star \(literal). Stars are kept with your account.")
    try? present(flow) { result in
      if case .finished = result { context.session.setStarred(literal, true) }
    }
  }
}
