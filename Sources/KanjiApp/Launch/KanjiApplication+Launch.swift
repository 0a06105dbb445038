import Coordinators
import Foundation
import KanjiKit

extension KanjiApplication {
  /// Opens the route, query and tab of `launch`, in that order; with none of them and no
  /// `restored` session, selects the default tab.
  func open(_ launch: LaunchOptions, restored: Bool = false) throws(LaunchError) {
    if let route = launch.route { try open(route: route) }
    if let query = launch.query { try open(query: query) }
    if let tab = launch.tab {
      coordinator.show(tab: try Self.tabIndex(tab))
    } else if let tab = launch.defaultTab, launch.route == nil, launch.query == nil, !restored {
      coordinator.show(tab: try Self.tabIndex(tab))
    }
  }

  /// The tab `name` selects: `kanji`, `words`, `account`, `study` or `1` to `4`.
  static func tabIndex(_ name: String) throws(LaunchError) -> Int {
    switch name.lowercased() {
    case "kanji", "all", "all-kanji", "1": 0
    case "words", "word", "2": 1
    case "account", "3": 2
    case "study", "4": 3
    default: throw .unknownTab(name)
    }
  }

  /// Opens `path` on its tab: `kanji`, `kanji/日`, `words`, `word/日本` (a headword or
  /// reading), `word/1234`, `word-kanji/1234`, `account`, `account/starred`,
  /// `account/history`, `account/about`.
  func open(route path: String) throws(LaunchError) {
    do {
      try coordinator.open(try route(forPath: path))
    } catch {
      switch error {
      case .unknown: throw .unknownRoute(path)
      case .invalid(_, let reason): throw .cannotOpen(route: path, reason: reason)
      default: throw .cannotOpen(route: path, reason: error.description)
      }
    }
  }

  /// The typed route of a command-line path; `word/日本` names a word by its headword or
  /// reading as well as by its number.
  private func route(forPath path: String) throws(RouteError) -> KanjiRoute {
    let route = Route(path)
    guard route.kind == "word", route.arguments.count == 1, Int(route.arguments[0]) == nil else {
      return try KanjiRoute(route: route)
    }
    let found: Word?
    do {
      found = try context.dictionary.word(headword: route.arguments[0])
    } catch {
      throw .invalid(route, reason: "the dictionary could not be read: \(error)")
    }
    guard let found else {
      throw .invalid(route, reason: "the dictionary has no word written or read \(route.arguments[0])")
    }
    return .word(found.id)
  }

  /// `kanji QUERY`: a kanji opens its page; anything else searches the Words tab.
  func open(query raw: String) throws(LaunchError) {
    let query = raw.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { throw .noMatch(query: raw) }
    // One character that is not a kanji of the dictionary (or cannot be read as one) is
    // searched for as a word, and a dictionary that cannot be read says so there.
    if query.count == 1, (try? context.kanji(query, for: .kanji(query))) != nil {  // else searched as a word
      try open(route: "kanji/" + query)
      return
    }
    let matches: Int
    do {
      matches = try coordinator.words.matchCount(for: query)
    } catch {
      throw .cannotOpen(route: "words", reason: "the dictionary could not be read: \(error)")
    }
    guard matches > 0 else { throw .noMatch(query: query) }
    coordinator.words.search(query)
    coordinator.show(tab: 1)
  }
}
