import Coordinators
import Foundation
import KanjiKit
import SpacedRepetition
import TermCore
import TermUI
import UserData

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
  /// Why the navigation state could not be saved when the user quit, if it could not; the
  /// command reports it once the terminal is restored, and exits with status 1.
  public var saveError: (any Error)? { quitReport.saveError }
  /// Changes made while another program held `user.sqlite`'s lock that could still not be
  /// saved when the user quit, each with why: for the command to say after the screen ends.
  public var unsavedChanges: [String] { quitReport.unsaved }
  /// Filled by the quit handler, which may outlive this object (a headless test keeps only
  /// the run loop).
  private let quitReport = QuitReport()

  /// Builds the app over `environment` and opens what `launch` asks for.
  ///
  /// - Throws: ``LaunchError`` when the route, tab or query names something that does not
  ///   exist. A saved state that no longer resolves falls back to the tabs' roots, and an
  ///   account store that cannot be read leaves nobody signed in; both say so on the first
  ///   screen.
  public init(environment: KanjiEnvironment, launch: LaunchOptions, minimumSize: Size = Size(width: 40, height: 12))
    throws(LaunchError)
  {
    accounts = environment.accounts
    // The configuration was validated when it was read (``Configuration/readStudy``); a
    // scheduler it still refuses keeps the defaults, which it always takes.
    let scheduler = (try? Scheduler(launch.scheduler)) ?? .standard  // validated when read: see above
    // The words of the learner's records are found again when the dictionary changed (an
    // import, a new bundled dataset), before the session reads the stars and the saved
    // screens come back.
    let followed = Result { () throws(AccountError) -> DictionaryFollowReport in
      try environment.accounts.follow(environment.dictionary, scheduler: scheduler)
    }
    context = AppContext(
      dictionary: environment.dictionary, session: AccountSession(store: environment.accounts), keyMap: launch.keyMap,
      inputWatch: environment.inputWatch, kanjiOrder: launch.kanjiOrder, readingShelf: environment.readingShelf)
    context.now = environment.now
    context.calendar = environment.calendar
    context.mouse = launch.mouse
    context.recognizers = environment.recognizers ?? .bundled(dictionary: environment.dictionary)
    context.scheduler = scheduler
    coordinator = ApplicationCoordinator(context: context)
    application = Application(root: coordinator, minimumSize: minimumSize, keyMap: launch.keyMap)
    application.window.showsMouseHelp = launch.mouse
    if let problem = context.session.startupError {
      coordinator.notify(problem, while: "Nobody is signed in")
    }
    var notices = launch.notice.map { [$0] } ?? []
    switch followed {
    case .success(let report): if let changed = report.notice { notices.append(changed) }
    case .failure(let error):
      coordinator.notify(error, while: "Your starred and visited words could not be found in the new dictionary")
    }
    let restored = launch.restoreSavedState && restoreSavedState()
    try open(launch, restored: restored)
    // From here on a write never waits for another program's lock: the session keeps it and
    // the root tries again on a timer, saying so, so the screen never freezes.
    accounts.setWaitsForLocks(false)
    application.onQuit = { [accounts, quitReport, session = context.session] state in
      // Read-only this session, and the user was told at start: nothing to save, no error.
      guard accounts.unavailableReason == nil else { return }
      // Quitting waits (up to ten seconds) for what was kept, rather than lose it.
      accounts.setWaitsForLocks(true)
      switch session.retryKeptWrites() {
      case .waiting:
        quitReport.unsaved = session.keptWrites.map { "\($0) (user.sqlite stayed locked by another program)" }
      case .done(_, _, let failed): quitReport.unsaved = failed
      case .none: break
      }
      do {
        try Self.save(state, to: accounts)
      } catch {
        quitReport.saveError = error
      }
    }
    if !notices.isEmpty {
      let notice = notices.joined(separator: "\n\n")
      // The root is attached to the application's window and nothing is presented yet.
      try? coordinator.presentAlert(title: "Note", message: notice) { _ in }  // nothing presented: cannot fail
    }
  }

  /// The signed-in user's identifier, for tools that watch sessions (the fuzzer).
  package var signedInUserID: Int64? { context.session.user?.id }

  /// Saves the navigation state now (it is also saved when the user quits).
  ///
  /// - Throws: ``AccountError`` when the state cannot be written.
  public func saveState() throws {
    try Self.save(application.coordinator.navigationState, to: accounts)
  }

  private static func save(_ state: NavigationState, to accounts: AccountStore) throws {
    var state = state
    // Dialogs are not restored: a half-typed form is not worth bringing back.
    state.modals = []
    // The words its screens name are kept by what names them, to be found again in
    // another dictionary.
    // A route that does not parse names no word.
    let words = state.tabs.joined().compactMap { (try? KanjiRoute(route: $0))?.wordID }  // no parse: no word
    try accounts.saveNavigationState(try JSONEncoder().encode(state), words: words)
  }

  /// `saved` with each word screen's id changed to the id its word has in the dictionary
  /// in use; a tab whose word this dictionary lacks keeps the screens before it. Returns
  /// what could not come back, for the notice.
  private func followingSavedWords(_ saved: NavigationState) throws -> (NavigationState, [String]) {
    let words = try accounts.savedWords()
    guard !words.isEmpty else { return (saved, []) }
    var state = saved
    var lacking: [String] = []
    for (tab, routes) in saved.tabs.enumerated() {
      var kept: [Route] = []
      for route in routes {
        let typed = try? KanjiRoute(route: route)  // what does not parse is said by sanitized(_:)
        guard case .some(let known) = typed, let id = known.wordID, let word = words[id] else {
          kept.append(route)
          continue
        }
        guard let current = word.currentID else {
          lacking.append("\(word.identity.text) is not in this dictionary")
          break
        }
        switch known {
        case .wordKanji: kept.append(KanjiRoute.wordKanji(current).route)
        // The spelling the page was headed by stays; a dictionary without it heads it as usual.
        case .word(_, let spelling): kept.append(KanjiRoute.word(current, spelling: spelling).route)
        default: kept.append(KanjiRoute.word(current).route)
        }
      }
      state.tabs[tab] = kept
    }
    return (state, lacking)
  }

  /// Brings back the screens of the last session; what cannot come back is said on the
  /// first screen, and those tabs start at their roots. True when a saved state was there.
  private func restoreSavedState() -> Bool {
    do {
      guard let data = try accounts.loadNavigationState() else { return false }
      let (saved, lacking) = try followingSavedWords(try JSONDecoder().decode(NavigationState.self, from: data))
      var (state, dropped) = try coordinator.sanitized(saved)
      dropped = lacking + dropped
      try application.coordinator.apply(state)
      if !dropped.isEmpty {
        coordinator.notify("Some screens of your last session could not come back: " + dropped.joined(separator: "; "))
      }
    } catch {
      coordinator.notify(error, while: "The screens of your last session could not come back")
    }
    return true
  }
}

/// What happened when the user quit, kept apart from ``KanjiApplication`` so that the quit
/// handler holds no reference to the app.
private final class QuitReport {
  var saveError: (any Error)?
  /// Changes kept for another program's lock that could not be saved at quit, with why.
  var unsaved: [String] = []
}
