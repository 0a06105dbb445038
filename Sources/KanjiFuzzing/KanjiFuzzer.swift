import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import TermUI
import UserData

/// Drives the app headlessly with a seeded, reproducible stream of random events and checks
/// every rule of ``NavigationAudit`` after each one.
///
/// The stream is biased so it reaches deep screens: Enter and `j` are common, forms get
/// text that passes their checks (an email, a password, names), and now and then hostile
/// text (escape sequences, bidirectional overrides, combining marks). Quitting (`q`, `Q`,
/// Ctrl-C, a signal) saves the state; the next session restores it, and the audit checks
/// that the quit app was freed whole. Every account uses one cheap password hash round.
///
/// ```swift
/// let fuzzer = KanjiFuzzer(dictionary: store, seed: 42)
/// let report = fuzzer.run(events: 20_000)
/// print(report.failure?.description ?? "ok")
/// ```
public final class KanjiFuzzer {
  /// What a run did and found.
  public struct Report: Sendable {
    /// The seed the run used.
    public var seed: UInt64
    /// Events sent.
    public var events = 0
    /// App sessions (each quit starts a new one over the same accounts).
    public var sessions = 1
    /// The distinct screens reached, as `tab 1 kanji` or `modal register/password`.
    public var screens: Set<String> = []
    /// The distinct terminal sizes tried.
    public var sizes: Set<Size> = []
    /// The deepest navigation stack seen.
    public var deepestStack = 0
    /// The distinct accounts seen signed in (the run's own and those registered in the form).
    public var accountsSignedIn = 0
    /// How many times the signed-in user changed (sign-ins, registrations, sign-outs).
    public var sessionChanges = 0
    /// The first broken rule, if any (the run stops there).
    public var failure: Failure?
  }

  /// A broken rule, with what is needed to replay it.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// The seed to replay with.
    public var seed: UInt64
    /// The index of the event after which the rule broke (0-based, over the whole run).
    public var eventIndex: Int
    /// The last events sent, oldest first, the failing one last.
    public var recentEvents: [String]
    /// The broken rules.
    public var problems: [String]
    /// The navigation tree when it broke.
    public var navigationDump: String

    public var description: String {
      """
      seed \(seed): after event \(eventIndex) (\(recentEvents.last ?? "?")):
        \(problems.joined(separator: "\n  "))
      last events: \(recentEvents.joined(separator: " "))
      \(navigationDump)
      """
    }
  }

  /// The address and password of the account every run starts with.
  public static let knownEmail = "fuzz@example.com"
  public static let knownPassword = "password123"

  private let dictionary: DictionaryStore
  private let seed: UInt64
  var random: SeededGenerator
  private let accounts: AccountStore
  let maxSize: Size
  private var app: KanjiApplication
  var headless: HeadlessApp
  private var audit = NavigationAudit()
  private var recent: [String] = []

  /// Prepares a run over `dictionary`, with terminal sizes up to `maxSize`.
  ///
  /// Odd seeds start signed in, even seeds signed out.
  public init(dictionary: DictionaryStore, seed: UInt64, maxSize: Size = Size(width: 300, height: 100)) throws {
    self.dictionary = dictionary
    self.seed = seed
    self.maxSize = maxSize
    random = SeededGenerator(seed: seed)
    accounts = try AccountStore.inMemory(hasher: PasswordHasher(rounds: 1))
    _ = try accounts.register(email: Self.knownEmail, password: Self.knownPassword, firstName: "Fuzz", lastName: "Test")
    if seed % 2 == 0 { try accounts.signOut() }
    (app, headless) = try Self.session(dictionary: dictionary, accounts: accounts, size: Size(width: 80, height: 24))
  }

  private static func session(dictionary: DictionaryStore, accounts: AccountStore, size: Size) throws
    -> (KanjiApplication, HeadlessApp)
  {
    let app = try KanjiApplication(
      environment: KanjiEnvironment(dictionary: dictionary, accounts: accounts), launch: LaunchOptions())
    let headless = HeadlessApp(application: app.application, size: size)
    headless.terminal.frameLimit = 1
    headless.send(events: [])  // the first frame
    return (app, headless)
  }

  /// Sends `count` events, checking after each; stops at the first broken rule.
  public func run(events count: Int) -> Report {
    var report = Report(seed: seed)
    var users: Set<Int64> = []
    var lastUser = app.signedInUserID
    for index in 0..<count {
      let event = nextEvent()
      recent.append(Self.describe(event))
      if recent.count > 40 { recent.removeFirst() }
      if case .resize(let size) = event { report.sizes.insert(size) }
      let exit = headless.send(events: [event])
      report.events += 1
      var problems = audit.problems(in: headless)
      record(into: &report)
      let user = app.signedInUserID
      if let user { users.insert(user) }
      if user != lastUser { report.sessionChanges += 1 }
      lastUser = user
      if exit != .inputEnded {
        problems += restart()
        report.sessions += 1
      }
      if !problems.isEmpty {
        report.failure = Failure(
          seed: seed, eventIndex: index, recentEvents: recent, problems: problems,
          navigationDump: headless.navigationDump)
        break
      }
    }
    report.accountsSignedIn = users.count
    return report
  }

  /// Quits into a new session over the same accounts; the old app must be freed whole.
  private func restart() -> [String] {
    weak let oldApp = app
    weak let oldCoordinator = app.application.coordinator.root
    let size = headless.terminal.size
    do {
      (app, headless) = try Self.session(dictionary: dictionary, accounts: accounts, size: size)
    } catch {
      return ["the app did not start again after quitting: \(error)"]
    }
    audit = NavigationAudit()
    var found: [String] = []
    if oldApp != nil { found.append("the quit KanjiApplication is still in memory") }
    if oldCoordinator != nil { found.append("the quit app's ApplicationCoordinator is still in memory") }
    return found + audit.problems(in: headless)
  }

  private func record(into report: inout Report) {
    let window = app.application.coordinator
    if let top = window.window.modals.last?.content {
      let flow = Self.flows(under: window).first { $0.navigationController === top }
      report.screens.insert("modal " + (flow?.routes.last?.path ?? "\(type(of: top)) \(top.title)"))
    } else {
      let tabs = app.application.coordinator.root as? TabBarCoordinator
      let tab = tabs?.selectedIndex ?? 0
      let routes = tabs?.selectedTab?.routes ?? []
      report.screens.insert(
        "tab \(tab + 1) " + (routes.last.map { $0.components.count > 1 ? $0.kind + "/…" : $0.path } ?? "?"))
      report.deepestStack = max(report.deepestStack, routes.count)
    }
  }

  private static func flows(under coordinator: any Coordinator) -> [NavigationCoordinator] {
    coordinator.children.flatMap { child in
      ((child as? NavigationCoordinator).map { [$0] } ?? []) + flows(under: child)
    }
  }
}
