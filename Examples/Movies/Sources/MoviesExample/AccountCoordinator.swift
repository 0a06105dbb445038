import Coordinators
import TermUI

/// The Account tab: sign up through a modal registration flow, or sign out.
public final class AccountCoordinator: NavigationCoordinator {
  /// The signed-in user, if any.
  public private(set) var user: User?
  /// How the last registration ended, for tests and the screen.
  public private(set) var lastRegistration: ModalResult<User>?
  private let rows = ArrayListDataSource([])

  /// Creates the tab.
  public init() {
    super.init(title: "Account")
  }

  public override func start() {
    // A one-screen stack is never empty, the only way setStack fails.
    try? setStack([destinationForAccount()])
  }

  public override func destination(for route: Route) throws(RouteError) -> StackItem {
    guard route == "account" else { throw .unknown(route) }
    return destinationForAccount()
  }

  /// Presents the registration flow in a sheet; its result updates the account.
  public func startRegistration(_ flow: RegistrationCoordinator = RegistrationCoordinator()) {
    do {
      try present(flow, route: "register") { [weak self] result in
        guard let self else { return }
        lastRegistration = result
        if case .finished(let user) = result { self.user = user }
        refresh()
      }
    } catch {
      notify(error, while: "Cannot open sign-up")
    }
  }

  private func destinationForAccount() -> StackItem {
    refresh()
    let list = ListViewController(title: "Account", dataSource: rows)
    list.onOpen = { [unowned self] index in
      if user == nil {
        startRegistration()
      } else if index == 1 {
        user = nil
        refresh()
      }
    }
    return StackItem(list, route: "account")
  }

  private func refresh() {
    if let user {
      rows.rows = [ListRow("Signed in as \(user.name) <\(user.email)>"), ListRow("Sign out", opens: true)]
    } else {
      rows.rows = [ListRow("Sign up", opens: true)]
    }
  }
}
