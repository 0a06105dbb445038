import Coordinators
import TermUI

/// The example's root: two tabs, Movies and Account.
public final class MoviesCoordinator: TabBarCoordinator {
  /// The Movies tab.
  public let movies = MovieListCoordinator()
  /// The Account tab.
  public let account = AccountCoordinator()

  /// Creates the root.
  public init() {
    super.init(tabs: [movies, account])
  }

  /// Restores the registration sheet from a saved state.
  public override func modalDestination(for modal: NavigationState.Modal) throws(RouteError) -> ModalDestination {
    guard modal.route == "register" else { throw .unknown(modal.route) }
    let flow = RegistrationCoordinator()
    let steps = try flow.destinations(for: modal.stack.isEmpty ? ["register/email"] : modal.stack)
    return ModalDestination { [account] in
      account.startRegistration(flow)
      // `steps` has a screen per route of a non-empty list, so the stack is never empty.
      try? flow.setStack(steps)
    }
  }
}

/// Builds the example application.
public enum MoviesApp {
  /// The application, ready to `run(on:)` a terminal.
  public static func makeApplication() -> Application {
    Application(root: MoviesCoordinator())
  }
}
