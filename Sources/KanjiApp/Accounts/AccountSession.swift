import Foundation
import KanjiKit
import UserData

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
  private var starred: Set<HistoryItem> = [] {
    didSet { if starred != oldValue { starsVersion &+= 1 } }
  }
  /// The store's ``AccountStore/externalChangeStamp()`` just before the stars were last
  /// read: while it stays the same, no other program changed them.
  private var starsStamp: Int?
  /// A count that moves whenever the stars shown change (a star toggled, another user, the
  /// stars read again and found changed), so lists can keep rows made with the stars before.
  private(set) var starsVersion = 0
  /// Called after a sign-in, sign-out or a star changed; every interested coordinator adds one.
  private var observers: [() -> Void] = []
  /// Why the signed-in user or their stars could not be read at start, if they could not;
  /// the app shows it over the first screen.
  private(set) var startupError: AccountError?
  /// Writes kept while another program holds `user.sqlite`'s lock, oldest first.
  private var pending: [PendingWrite] = []
  /// When the first kept write found the lock held.
  private var waitingSince: ContinuousClock.Instant?
  /// Called when a write is kept for another program's lock, so the app tries again on a
  /// timer (``retryKeptWrites()``) and says what it waits for.
  var onWaitingForLock: (() -> Void)?

  /// Creates a session showing the user the store remembers as signed in.
  ///
  /// A store that cannot be read leaves nobody signed in and the reason in ``startupError``.
  init(store: AccountStore) {
    self.store = store
    do {
      user = try store.currentUser()
      try reloadStars()
    } catch {
      startupError = error
    }
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
    try didSignIn(user)
    return user
  }

  /// Signs in; throws ``AccountError/invalidCredentials`` for a wrong email or password.
  @discardableResult
  func signIn(email: String, password: String) throws(AccountError) -> User {
    let user = try store.signIn(email: email, password: password)
    try didSignIn(user)
    return user
  }

  private func didSignIn(_ user: User) throws(AccountError) {
    self.user = user
    defer { notify() }
    try reloadStars()
  }

  /// Signs out; stars and history stay stored for the next sign-in.
  ///
  /// - Throws: a storage error when the session could not be removed; the user then stays
  ///   signed in, on screen as in the store, so a restart never signs anyone in silently.
  func signOut() throws(AccountError) {
    try store.signOut()
    user = nil
    starred = []
    notify()
  }

  /// Whether an account already uses `email`.
  func isRegistered(email: String) throws(AccountError) -> Bool {
    try store.isEmailRegistered(email)
  }

  // MARK: - Stars and history

  /// Whether the signed-in user starred the kanji `literal` (false when signed out).
  func isStarred(_ literal: String) -> Bool {
    starred.contains(.kanji(literal))
  }

  /// Whether the signed-in user starred `item`, a kanji or a word (false when signed out).
  func isStarred(_ item: HistoryItem) -> Bool {
    starred.contains(item)
  }

  /// How many kanji and words the signed-in user starred.
  var starredCount: Int { starred.count }

  /// The signed-in user's starred kanji, in the store's order.
  func starredKanji() throws(AccountError) -> [String] {
    guard let user else { return [] }
    return try store.starredKanji(for: user)
  }

  /// The signed-in user's starred kanji and words, the most recently starred first.
  func starredItems() throws(AccountError) -> [HistoryItem] {
    guard let user else { return [] }
    return try store.starredItems(for: user)
  }

  /// The signed-in user's stars, the most recently starred first, each word with the
  /// sentence it was starred from when there is one.
  func stars() throws(AccountError) -> [Star] {
    guard let user else { return [] }
    return try store.stars(for: user)
  }

  /// The sentence the signed-in user starred `item` from; nil when there is none (or nobody
  /// is signed in).
  func sentence(of item: HistoryItem) throws(AccountError) -> StarSentence? {
    guard let user else { return nil }
    return try store.sentence(of: item, for: user)
  }

  /// Stars or unstars the kanji `literal` for the signed-in user; false when nobody is
  /// signed in.
  ///
  /// - Throws: a storage error; the star is then as it was, on screen as in the store.
  @discardableResult
  func toggleStar(_ literal: String) throws(AccountError) -> Bool {
    guard let user else { return false }
    defer { notify() }
    try store.toggleStar(kanji: literal, for: user)
    try reloadStars()
    return true
  }

  /// Reads the signed-in user's stars again, so screens show what is stored now even when
  /// another instance changed them; called when a screen that shows stars comes into view.
  /// Nothing is read when no other program wrote to `user.sqlite` since the last read.
  func refreshStars() throws(AccountError) {
    let stamp = try store.externalChangeStamp()
    guard stamp != starsStamp else { return }
    let before = starred
    try reloadStars(stamp: stamp)
    if starred != before { notify() }
  }

  /// Stars (or unstars) `literal` for the signed-in user whatever it was; false when
  /// nobody is signed in.
  ///
  /// - Throws: a storage error; the star is then as it was.
  @discardableResult
  func setStarred(_ literal: String, _ starred: Bool) throws(AccountError) -> Bool {
    try setStarred(.kanji(literal), starred)
  }

  /// Stars (or unstars) `item`, a kanji or a word, for the signed-in user whatever it was,
  /// keeping `sentence` with a star made from one (the newest sentence replaces an older);
  /// false when nobody is signed in.
  ///
  /// - Throws: a storage error; the star is then as it was.
  ///
  /// When another program holds `user.sqlite`'s lock, the star is kept, shown as made, and
  /// written when the lock is let go (``retryKeptWrites()``); `name` says which in messages.
  @discardableResult
  func setStarred(
    _ item: HistoryItem, _ starred: Bool, sentence: StarSentence? = nil, named name: String = "an item"
  ) throws(AccountError) -> Bool {
    guard let user else { return false }
    defer { notify() }
    let store = store
    let written = try writeOrKeep(starred ? "the star on \(name)" : "the unstarring of \(name)") {
      () throws(AccountError) in try store.setStarred(starred, item: item, sentence: sentence, for: user)
    }
    if written {
      try reloadStars()
    } else if starred {
      self.starred.insert(item)
    } else {
      self.starred.remove(item)
    }
    return true
  }

  /// Records a visit in the signed-in user's history (nothing when signed out); kept for
  /// later, as a star is, while another program holds the lock.
  func recordVisit(_ item: HistoryItem) throws(AccountError) {
    guard let user else { return }
    let store = store
    try writeOrKeep("a visit") { () throws(AccountError) in try store.recordVisit(item, for: user) }
  }

  // MARK: - Writes kept while another program holds the lock

  /// A write the store could not make because another program held the lock.
  private struct PendingWrite {
    /// What it is, for messages: "the star on 食べる".
    let what: String
    let write: () throws(AccountError) -> Void
  }

  /// What ``retryKeptWrites()`` did.
  enum KeptWrites: Equatable {
    /// Nothing was kept.
    case none
    /// The lock is still held: `count` writes wait, for `seconds` so far.
    case waiting(count: Int, seconds: Double)
    /// Every kept write is made, after `seconds` of waiting; `failed` lists the ones that
    /// failed for another reason, with it (they are dropped, and the stars read again).
    case done(count: Int, seconds: Double, failed: [String])
  }

  /// The writes kept for another program's lock, for messages.
  var keptWrites: [String] { pending.map(\.what) }

  /// Makes `write` now; when another program holds the lock, keeps it for later and returns
  /// false. A write made while others wait waits behind them, so they are made in order.
  @discardableResult
  private func writeOrKeep(
    _ what: String, _ write: @escaping () throws(AccountError) -> Void
  ) throws(AccountError) -> Bool {
    if pending.isEmpty {
      do {
        try write()
        return true
      } catch {
        guard case .busy = error else { throw error }
      }
      waitingSince = .now
    }
    pending.append(PendingWrite(what: what, write: write))
    onWaitingForLock?()
    return false
  }

  /// Tries the kept writes again, oldest first, stopping at the first that still finds the
  /// lock held.
  func retryKeptWrites() -> KeptWrites {
    guard !pending.isEmpty else { return .none }
    let count = pending.count
    var failed: [String] = []
    while let first = pending.first {
      do {
        try first.write()
      } catch {
        guard case .busy = error else {
          failed.append("\(first.what) was not saved: \(error)")
          pending.removeFirst()
          continue
        }
        return .waiting(count: pending.count, seconds: secondsWaited())
      }
      pending.removeFirst()
    }
    let seconds = secondsWaited()
    waitingSince = nil
    // What is shown comes from the store again: a failed write's star is as it was.
    if (try? reloadStars()) != nil { notify() }  // a failure to read shows the stars as they were kept
    return .done(count: count, seconds: seconds, failed: failed)
  }

  private func secondsWaited() -> Double {
    guard let waitingSince else { return 0 }
    let waited = ContinuousClock.now - waitingSince
    return Double(waited.components.seconds) + Double(waited.components.attoseconds) / 1e18
  }

  /// The signed-in user's history, most recent first.
  func history() throws(AccountError) -> [HistoryEntry] {
    guard let user else { return [] }
    return try store.history(for: user)
  }

  /// Reads the stars; `stamp`, the change stamp read before them, or read here first.
  private func reloadStars(stamp: Int? = nil) throws(AccountError) {
    let read: Int
    if let stamp { read = stamp } else { read = try store.externalChangeStamp() }
    starred = Set(try starredItems())
    starsStamp = read
  }

  private func notify() {
    for observer in observers { observer() }
  }
}
