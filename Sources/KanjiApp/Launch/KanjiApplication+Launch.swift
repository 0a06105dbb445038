import Coordinators
import Foundation
import KanjiKit

extension KanjiApplication {
  /// Opens the route, query and tab of `launch`, in that order.
  func open(_ launch: LaunchOptions) throws(LaunchError) {
    if let route = launch.route { try open(route: route) }
    if let query = launch.query { try open(query: query) }
    if let tab = launch.tab { coordinator.show(tab: try Self.tabIndex(tab)) }
  }

  /// The tab `name` selects: `kanji`, `words`, `account` or `1` to `3`.
  static func tabIndex(_ name: String) throws(LaunchError) -> Int {
    switch name.lowercased() {
    case "kanji", "all", "all-kanji", "1": 0
    case "words", "word", "2": 1
    case "account", "3": 2
    default: throw .unknownTab(name)
    }
  }

  /// Opens `path` on its tab: `kanji`, `kanji/日`, `words`, `word/日本`, `word/1234`,
  /// `word-kanji/1234`, `account`, `account/starred`, `account/history`, `account/about`.
  func open(route path: String) throws(LaunchError) {
    let route = Route(path)
    let tab: DictionaryTabCoordinator
    var routes: [Route]
    switch (route.kind, route.arguments.count) {
    case ("kanji", 0), ("words", 0), ("account", 0):
      tab =
        route.kind == "kanji" ? coordinator.allKanji : route.kind == "words" ? coordinator.words : coordinator.account
      routes = [tab.rootRoute]
    case ("kanji", 1), ("word-kanji", 1):
      tab = coordinator.allKanji
      routes = tab.stack(opening: [route])
    case ("word", 1):
      tab = coordinator.words
      routes = tab.stack(opening: [Route(components: ["word", try wordID(route.arguments[0], route: path)])])
    case ("account", 1):
      tab = coordinator.account
      routes = tab.stack(opening: [route])
    default:
      throw .unknownRoute(path)
    }
    do {
      try tab.apply(routes)
    } catch {
      switch error {
      case .unknown: throw .unknownRoute(path)
      case .invalid(_, let reason): throw .cannotOpen(route: path, reason: reason)
      default: throw .cannotOpen(route: path, reason: error.description)
      }
    }
    coordinator.show(tab: coordinator.dictionaryTabs.firstIndex { $0 === tab } ?? 0)
  }

  /// `kanji QUERY`: a kanji opens its page; anything else searches the Words tab.
  func open(query raw: String) throws(LaunchError) {
    let query = raw.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { throw .noMatch(query: raw) }
    if query.count == 1, let kanji = context.kanji(query) {
      try open(route: "kanji/" + kanji.literal)
      return
    }
    guard coordinator.words.matchCount(for: query) > 0 else { throw .noMatch(query: query) }
    coordinator.words.search(query)
    coordinator.show(tab: 1)
  }

  /// The identifier of the word `argument` names: a number, or a headword or reading.
  private func wordID(_ argument: String, route: String) throws(LaunchError) -> String {
    if let id = Int(argument) {
      guard context.word(id) != nil else { throw .cannotOpen(route: route, reason: "the dictionary has no word \(id)") }
      return argument
    }
    guard let word = (try? context.dictionary.word(headword: argument)) ?? nil else {
      throw .cannotOpen(route: route, reason: "the dictionary has no word written or read \(argument)")
    }
    return String(word.id)
  }
}
