import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import UserData

/// Builds the app over the real bundled dictionary (in memory, shared by all tests) and a
/// fresh in-memory account store, and drives it headlessly.
enum TestApp {
  /// The bundled Jōyō dictionary, read once.
  static let dictionary = Result { try DictionaryStore.inMemory(bundled: BundledData.datasetURL()) }

  /// A fresh account store with a fast hasher.
  static func accounts() throws -> AccountStore {
    try AccountStore.inMemory(hasher: PasswordHasher(rounds: 1))
  }

  /// The app over `accounts` (a fresh store by default), driven on a headless terminal.
  static func make(
    _ launch: LaunchOptions = LaunchOptions(), accounts: AccountStore? = nil, width: Int = 80, height: Int = 24,
    minimumSize: Size = Size(width: 40, height: 12), readingShelf: ReadingShelf? = nil
  ) throws -> (KanjiApplication, HeadlessApp) {
    var environment = KanjiEnvironment(dictionary: try dictionary.get(), accounts: try accounts ?? Self.accounts())
    if let readingShelf { environment.readingShelf = readingShelf }
    let app = try KanjiApplication(environment: environment, launch: launch, minimumSize: minimumSize)
    return (app, HeadlessApp(application: app.application, size: Size(width: width, height: height)))
  }

  /// A store with one registered account, signed out: ann@example.com / "correct horse".
  static func accountsWithAnn(signedIn: Bool = false) throws -> AccountStore {
    let store = try accounts()
    _ = try store.register(email: "ann@example.com", password: "correct horse", firstName: "Ann", lastName: "Example")
    if !signedIn { try store.signOut() }
    return store
  }

  /// `text` with today's date (as the Account tab shows it) replaced, so snapshots keep.
  static func withoutToday(_ text: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
    return text.replacingOccurrences(of: formatter.string(from: Date()), with: "YYYY-MM-DD")
  }
}
