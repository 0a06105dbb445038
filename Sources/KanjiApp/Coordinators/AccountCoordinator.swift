import Coordinators
import Foundation
import KanjiKit
import TermUI
import UserData

/// The Account tab. Signed out: *Sign in*, *Create account* and *About*. Signed in: the
/// profile, *Starred kanji and words (n)*, *History (n)*, *About* and *Sign out*.
///
/// Sign-in and registration are modal flows presented from here; starred kanji and words open the
/// kanji flow, history entries the kanji flow or a word's entry, on this tab's stack.
final class AccountCoordinator: DictionaryTabCoordinator {
  /// An entry of the account menu.
  enum MenuItem: Hashable {
    case signIn, createAccount, starred, history, about, signOut
  }

  private weak var home: DetailViewController?
  private var items: [MenuItem] = []
  private lazy var menuList = ListView(
    dataSource: ClosureListDataSource(count: { [weak self] in self?.items.count ?? 0 }) { [weak self] index in
      guard let self, items.indices.contains(index) else { return ListRow("") }
      return label(for: items[index])
    })
  private var shownUser: Int64?
  /// Formats "member since" dates.
  var formatDate: (Date) -> String = { date in
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: date)
  }

  /// Creates the tab.
  init(context: AppContext) {
    super.init(title: "Account", rootRoute: .account, context: context)
    shownUser = context.session.user?.id
    context.session.observe { [weak self] in self?.sessionChanged() }
  }

  override func makeRoot() -> StackItem {
    if let home { return StackItem(home, route: rootRoute.route) }
    let home = DetailViewController(title: "Account")
    home.keyMap = context.keyMap
    home.onOpen = { [weak self] index in
      guard let self, items.indices.contains(index) else { return }
      choose(items[index])
    }
    self.home = home
    refreshHome()
    return StackItem(home, route: rootRoute.route)
  }

  override func destination(for route: KanjiRoute) throws(RouteError) -> StackItem {
    guard case .accountPage(let page) = route else { return try super.destination(for: route) }
    switch page {
    case .about:
      let versions = AccountPages.versions(of: context.dictionary)
      return StackItem(AccountPages.about(keyMap: context.keyMap, versions: versions), route: route.route)
    case .starred, .history:
      guard context.session.user != nil else {
        throw .invalid(route.route, reason: "sign in first: nobody is signed in")
      }
      return page == .starred ? starredItem() : historyItem()
    }
  }

  // MARK: - The menu

  private func choose(_ item: MenuItem) {
    if [.signIn, .createAccount, .signOut].contains(item), let reason = context.session.store.unavailableReason {
      // Said before a form is filled in that could not be kept.
      notify(AccountError.unavailable(reason: reason), while: "Not now")
      return
    }
    switch item {
    case .signIn: present(SignInCoordinator(context: context))
    case .createAccount: present(RegistrationCoordinator(context: context))
    case .about: show(.accountPage(.about))
    case .starred: show(.accountPage(.starred))
    case .history: show(.accountPage(.history))
    case .signOut: confirmSignOut()
    }
  }

  private func present(_ flow: RegistrationCoordinator) {
    do {
      // The session tells every screen about the new user; the result needs no handling.
      try present(flow) { _ in }
    } catch {
      notify(error, while: "Cannot open \(flow.navigationController.title)")
    }
  }

  private func confirmSignOut() {
    do {
      try presentAlert(
        title: "Sign out?", message: "Your stars and history stay on this computer for your next sign-in.",
        buttons: ["Stay signed in", "Sign out"]
      ) { [weak self] result in
        guard case .finished(1) = result else { return }
        self?.signOut()
      }
    } catch {
      notify(error, while: "Cannot ask before signing out")
    }
  }

  /// Signs out, or says that the user is still signed in and why.
  private func signOut() {
    do {
      try context.session.signOut()
    } catch {
      notify(error, while: "You are still signed in")
    }
  }

  private func sessionChanged() {
    if shownUser != context.session.user?.id {
      shownUser = context.session.user?.id
      popToRoot()
    }
    refreshHome()
  }

  private func refreshHome() {
    guard let home else { return }
    let session = context.session
    let list = menuList
    if let user = session.user {
      items = [.starred, .history, .about, .signOut]
      home.detailView.heading = user.displayName
      home.detailView.sections = [
        .text(title: "Email", body: user.email),
        .text(title: "Member since", body: formatDate(user.createdAt)),
        .list(title: "Your account", list: list),
      ]
    } else {
      items = [.signIn, .createAccount, .about]
      home.detailView.heading = "Not signed in"
      let star = context.keyMap.keyName(of: .toggleStar, in: .stars).map { " with \($0)" } ?? ""
      home.detailView.sections = [
        .text(
          title: "Why sign in",
          body: "Star kanji and words\(star) and keep a history of what you look at. Accounts stay on this computer."),
        .list(title: "Account", list: list),
      ]
    }
    list.reloadData()
    home.detailView.setFocus(.list)
  }

  /// A menu entry as drawn now (the counts are read at every draw).
  private func label(for item: MenuItem) -> ListRow {
    switch item {
    case .signIn: ListRow("Sign in", opens: true)
    case .createAccount: ListRow("Create account", opens: true)
    case .starred: ListRow("Starred kanji and words (\(context.session.starredCount))", opens: true)
    case .history: ListRow("History" + historyCount, opens: true)
    case .about: ListRow("About the dictionary data", opens: true)
    case .signOut: ListRow("Sign out")
    }
  }

  /// ` (n)` after the History entry; left out when the history cannot be read, which the
  /// History list itself then reports when it is opened.
  private var historyCount: String {
    do {
      return " (\(try context.session.history().count))"
    } catch {
      return ""
    }
  }
}
