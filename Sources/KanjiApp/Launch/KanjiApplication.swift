import Coordinators
import Foundation
import KanjiKit
import TermCore
import TermUI

/// The Kanji Navigator app, ready to run on a terminal.
///
/// ```swift
/// let app = try KanjiApplication(environment: environment, launch: LaunchOptions(query: "日"))
/// app.application.run(on: NcursesTerminal())
/// ```
///
/// Building it restores the navigation state saved on the last quit (unless the launch
/// options say not to), then opens what the command line asked for. Quitting saves the
/// state through the account store.
public final class KanjiApplication {
  /// The run loop; run it on a terminal, or drive it headlessly.
  public let application: Application
  let coordinator: ApplicationCoordinator
  let context: AppContext
  private let accounts: AccountStore

  /// Builds the app over `environment` and opens what `launch` asks for.
  ///
  /// - Throws: ``LaunchError`` when the route, tab or query names something that does not
  ///   exist; a saved state that no longer resolves only falls back to the tabs' roots.
  public init(environment: KanjiEnvironment, launch: LaunchOptions, minimumSize: Size = Size(width: 40, height: 12))
    throws(LaunchError)
  {
    accounts = environment.accounts
    context = AppContext(
      dictionary: environment.dictionary, session: AccountSession(store: environment.accounts), keyMap: Self.keyMap)
    coordinator = ApplicationCoordinator(context: context)
    application = Application(root: coordinator, minimumSize: minimumSize, keyMap: Self.keyMap)
    if launch.restoreSavedState { restoreSavedState() }
    try open(launch)
    application.onQuit = { [accounts] state in Self.save(state, to: accounts) }
    if let notice = launch.notice {
      try? coordinator.presentAlert(title: "Note", message: notice) { _ in }
    }
  }

  /// The signed-in user's identifier, for tools that watch sessions (the fuzzer).
  package var signedInUserID: Int64? { context.session.user?.id }

  /// Saves the navigation state now (it is also saved when the user quits).
  public func saveState() {
    Self.save(application.coordinator.navigationState, to: accounts)
  }

  private static func save(_ state: NavigationState, to accounts: AccountStore) {
    var state = state
    // Dialogs are not restored: a half-typed form is not worth bringing back.
    state.modals = []
    guard let data = try? JSONEncoder().encode(state) else { return }
    try? accounts.saveNavigationState(data)
  }

  private func restoreSavedState() {
    guard let data = accounts.loadNavigationState(),
      let saved = try? JSONDecoder().decode(NavigationState.self, from: data),
      let state = coordinator.sanitized(saved)
    else { return }
    try? application.coordinator.apply(state)
  }
}
