import Foundation
import KanjiKit

/// The signed-in user as the screens see it, over ``AccountStore``: who is signed in, their
/// stars (cached, so every list row can ask) and their history.
///
/// Storage stays in the store; this only keeps what screens ask on every draw and tells
/// the coordinators when the user or the stars changed.
final class AccountSession {
  /// The store underneath.
  let store: AccountStore
  /// Who is signed in, or nil.
  private(set) var user: User?
  private var starred: Set<String> = []
  /// Called after a sign-in, sign-out or a star changed; every interested coordinator adds one.
  private var observers: [() -> Void] = []

  /// Creates a session showing the user the store remembers as signed in.
  init(store: AccountStore) {
    self.store = store
    user = store.currentUser()
    reloadStars()
  }

  /// Calls `observer` after every change of user or stars.
  func observe(_ observer: @escaping () -> Void) {
    observers.append(observer)
  }

  // MARK: - Signing in and out

  /// Registers an account and signs it in; nothing is stored when it throws.
  @discardableResult
  func register(email: String, password: String, firstName: String, lastName: String) throws(AccountError) -> User {
    let user = try store.register(email: email, password: password, firstName: firstName, lastName: lastName)
    didSignIn(user)
    return user
  }

  /// Signs in; throws ``AccountError/invalidCredentials`` for a wrong email or password.
  @discardableResult
  func signIn(email: String, password: String) throws(AccountError) -> User {
    let user = try store.signIn(email: email, password: password)
    didSignIn(user)
    return user
  }

  private func didSignIn(_ user: User) {
    self.user = user
    reloadStars()
    notify()
  }

  /// Signs out; stars and history stay stored for the next sign-in.
  func signOut() {
    store.signOut()
    user = nil
    reloadStars()
    notify()
  }

  /// Whether an account already uses `email`.
  func isRegistered(email: String) -> Bool {
    store.isEmailRegistered(email)
  }

  // MARK: - Stars and history

  /// Whether the signed-in user starred `literal` (false when signed out).
  func isStarred(_ literal: String) -> Bool {
    starred.contains(literal)
  }

  /// How many kanji the signed-in user starred.
  var starredCount: Int { starred.count }

  /// The signed-in user's starred kanji, in the store's order.
  func starredKanji() -> [String] {
    guard let user else { return [] }
    return store.starredKanji(for: user)
  }

  /// Stars or unstars `literal` for the signed-in user; false when nobody is signed in.
  @discardableResult
  func toggleStar(_ literal: String) -> Bool {
    guard let user else { return false }
    _ = try? store.toggleStar(kanji: literal, for: user)
    reloadStars()
    notify()
    return true
  }

  /// Stars (or unstars) `literal` for the signed-in user whatever it was; false when
  /// nobody is signed in.
  @discardableResult
  func setStarred(_ literal: String, _ starred: Bool) -> Bool {
    guard let user else { return false }
    try? store.setStarred(starred, kanji: literal, for: user)
    reloadStars()
    notify()
    return true
  }

  /// Records a visit in the signed-in user's history (nothing when signed out).
  func recordVisit(_ item: HistoryItem) {
    guard let user else { return }
    try? store.recordVisit(item, for: user)
  }

  /// The signed-in user's history, most recent first.
  func history() -> [HistoryEntry] {
    guard let user else { return [] }
    return store.history(for: user)
  }

  private func reloadStars() {
    starred = Set(starredKanji())
  }

  private func notify() {
    for observer in observers { observer() }
  }
}
