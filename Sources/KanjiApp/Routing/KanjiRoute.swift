import Coordinators

/// Every screen of the app that has an address, parsed from and printed to its path here
/// and nowhere else.
///
/// The command line's `--open`, the state restored at start, a jump from one page to
/// another and the tests all name screens with these values; the path (`kanji/日`,
/// `word/1234`) is only their saved form.
enum KanjiRoute: AppRoute {
  /// A page of the Account tab, by name.
  enum AccountPage: String, CaseIterable, Sendable {
    case starred, history, about
  }

  /// The root of the All Kanji tab: `kanji`.
  case allKanji
  /// A kanji's page: `kanji/日`.
  case kanji(String)
  /// The variant forms of a kanji: `kanji-variants/国`.
  case kanjiVariants(String)
  /// A kanji drawn stroke by stroke: `strokes/語`.
  case strokeOrder(String)
  /// The component lookup, with components already picked: `components`, `components/言口`.
  case componentLookup([String])
  /// The components of a kanji: `parts/語`.
  case kanjiParts(String)
  /// The drawing pad, to find a kanji by drawing it: `draw`.
  case drawingPad
  /// The root of the Words tab: `words`.
  case words
  /// A word's entry: `word/1234`; headed by one of its spellings, the one a search row was
  /// headed by: `word/1234/揚げる`.
  case word(Int, spelling: String? = nil)
  /// The kanji of a word: `word-kanji/1234`.
  case wordKanji(Int)
  /// A text in the reader, by its name on the ``ReadingShelf``: `read/0123456789abcdef`.
  case read(String)
  /// The root of the Account tab: `account`.
  case account
  /// A page of the Account tab: `account/starred`, `account/history`, `account/about`.
  case accountPage(AccountPage)
  /// The sign-in form: `sign-in`.
  case signIn
  /// A step of the registration form: `register/email`.
  case register(RegistrationCoordinator.Step)
  /// The root of the Study tab, the review: `study`.
  case study
  /// The review statistics: `study/statistics`.
  case studyStatistics

  init(route: Route) throws(RouteError) {
    let arguments = route.arguments
    switch (route.kind, arguments.count) {
    case ("kanji", 0): self = .allKanji
    case ("kanji", 1): self = .kanji(arguments[0])
    case ("kanji-variants", 1): self = .kanjiVariants(arguments[0])
    case ("strokes", 1): self = .strokeOrder(arguments[0])
    case ("components", 0): self = .componentLookup([])
    case ("components", 1): self = .componentLookup(arguments[0].map(String.init))
    case ("parts", 1): self = .kanjiParts(arguments[0])
    case ("draw", 0): self = .drawingPad
    case ("words", 0): self = .words
    case ("word", 1): self = .word(try Self.wordID(arguments[0], in: route))
    case ("word", 2): self = .word(try Self.wordID(arguments[0], in: route), spelling: arguments[1])
    case ("word-kanji", 1): self = .wordKanji(try Self.wordID(arguments[0], in: route))
    case ("read", 1):
      guard ReadingShelf.isName(arguments[0]) else { throw .invalid(route, reason: "a text is named by 16 hex digits") }
      self = .read(arguments[0])
    case ("account", 0): self = .account
    case ("account", 1):
      guard let page = AccountPage(rawValue: arguments[0]) else { throw .unknown(route) }
      self = .accountPage(page)
    case ("sign-in", 0): self = .signIn
    case ("register", 1):
      guard let step = RegistrationCoordinator.Step(rawValue: arguments[0]) else { throw .unknown(route) }
      self = .register(step)
    case ("study", 0): self = .study
    case ("study", 1) where arguments[0] == "statistics": self = .studyStatistics
    default: throw .unknown(route)
    }
  }

  var route: Route {
    switch self {
    case .allKanji: "kanji"
    case .kanji(let literal): Route(components: ["kanji", literal])
    case .kanjiVariants(let literal): Route(components: ["kanji-variants", literal])
    case .strokeOrder(let literal): Route(components: ["strokes", literal])
    case .componentLookup(let picks):
      picks.isEmpty ? "components" : Route(components: ["components", picks.joined()])
    case .kanjiParts(let literal): Route(components: ["parts", literal])
    case .drawingPad: "draw"
    case .words: "words"
    case .word(let id, let spelling): Route(components: ["word", String(id)] + (spelling.map { [$0] } ?? []))
    case .wordKanji(let id): Route(components: ["word-kanji", String(id)])
    case .read(let name): Route(components: ["read", name])
    case .account: "account"
    case .accountPage(let page): Route(components: ["account", page.rawValue])
    case .signIn: "sign-in"
    case .register(let step): Route(components: ["register", step.rawValue])
    case .study: "study"
    case .studyStatistics: Route(components: ["study", "statistics"])
    }
  }

  /// The route of the root of the tab that shows this screen when it is opened from the
  /// command line (dictionary pages open on All Kanji or Words).
  var homeTab: KanjiRoute {
    switch self {
    case .allKanji, .kanji, .kanjiVariants, .wordKanji, .strokeOrder, .componentLookup, .kanjiParts, .drawingPad:
      .allKanji
    case .words, .word, .read: .words
    case .account, .accountPage, .signIn, .register: .account
    case .study, .studyStatistics: .study
    }
  }

  /// The word a word's page or its kanji names, or nil.
  var wordID: Int? {
    switch self {
    case .word(let id, _), .wordKanji(let id): id
    default: nil
    }
  }

  /// Whether this route is the root of a tab.
  var isTabRoot: Bool { self == .allKanji || self == .words || self == .account || self == .study }

  private static func wordID(_ text: String, in route: Route) throws(RouteError) -> Int {
    guard let id = Int(text), id > 0 else { throw .invalid(route, reason: "a word is named by its number") }
    return id
  }
}
