/// Why the app could not open where the command line asked; the message says what to try.
public enum LaunchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `--open` named a route the app does not have.
  case unknownRoute(String)
  /// `--tab` named no tab.
  case unknownTab(String)
  /// The route names a kanji or word the dictionary lacks, or a screen that cannot open now.
  case cannotOpen(route: String, reason: String)
  /// `kanji QUERY` matched no kanji and no word.
  case noMatch(query: String)

  public var description: String {
    switch self {
    case .unknownRoute(let route):
      "no such route '\(route)': try kanji/日, word/日本, words, account/starred, account/history or account/about"
    case .unknownTab(let tab):
      "no such tab '\(tab)': try kanji, words, account or study (or 1, 2, 3, 4)"
    case .cannotOpen(let route, let reason):
      "cannot open '\(route)': \(reason)"
    case .noMatch(let query):
      "nothing matches '\(query)': try a kanji (日), a reading (にほん, nihon) or an English word (water)"
    }
  }
}
