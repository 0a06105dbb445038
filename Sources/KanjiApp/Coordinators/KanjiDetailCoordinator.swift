import Coordinators
import KanjiKit
import TermUI

/// The kanji flow, started from every place that shows a kanji: a kanji's page, Enter on one
/// of its words shows the kanji of that word, Enter on one of those shows its page, and so
/// on as deep as the user goes.
///
/// Like the detail coordinator of the coordinator tutorials it pushes onto its host's
/// stack; it ends when its first page leaves the stack, whichever way it leaves. Its
/// screens never know which tab they are in.
final class KanjiDetailCoordinator: BaseCoordinator {
  /// A page of the flow.
  enum Page: Hashable {
    /// A kanji's page.
    case kanji(String)
    /// The kanji of the word with this identifier.
    case wordKanji(Int)

    /// The page's route: `kanji/日`, `word-kanji/1234`.
    var route: Route {
      switch self {
      case .kanji(let literal): Route(components: ["kanji", literal])
      case .wordKanji(let id): Route(components: ["word-kanji", String(id)])
      }
    }
  }

  /// The page the flow started with.
  let first: Page
  private weak var host: NavigationCoordinator?
  private let context: AppContext

  /// Creates the flow starting at `first` on `host`'s stack.
  init(first: Page, host: NavigationCoordinator, context: AppContext) {
    self.first = first
    self.host = host
    self.context = context
  }

  override var dumpName: String {
    switch first {
    case .kanji(let literal): "KanjiDetailCoordinator(\(literal))"
    case .wordKanji(let id): "KanjiDetailCoordinator(word \(id))"
    }
  }

  /// Pushes the first page (nothing when its kanji or word does not exist).
  override func start() {
    show(first)
  }

  /// The first page with its route and this coordinator as owner, for restoring a stack.
  ///
  /// - Throws: ``RouteError/invalid(_:reason:)`` when the kanji or word does not exist.
  func firstItem() throws(RouteError) -> StackItem {
    guard let screen = screen(for: first) else { throw .invalid(first.route, reason: Self.missing(first)) }
    return StackItem(screen, route: first.route, owner: self)
  }

  /// Why a page cannot be built.
  static func missing(_ page: Page) -> String {
    switch page {
    case .kanji(let literal): "the dictionary has no kanji \(literal)"
    case .wordKanji(let id): "the dictionary has no word \(id)"
    }
  }

  // MARK: - Pages

  private func show(_ page: Page) {
    guard let host, let screen = screen(for: page) else { return }
    host.push(screen, route: page.route, by: self)
    switch page {
    case .kanji(let literal): context.session.recordVisit(.kanji(literal))
    case .wordKanji(let id): context.session.recordVisit(.word(id))
    }
  }

  private func screen(for page: Page) -> ViewController? {
    switch page {
    case .kanji(let literal): kanjiScreen(literal)
    case .wordKanji(let id): wordKanjiScreen(id)
    }
  }

  private func kanjiScreen(_ literal: String) -> ViewController? {
    guard let kanji = context.kanji(literal) else { return nil }
    let dictionary = context.dictionary
    let count = (try? dictionary.wordCount(containing: kanji.literal)) ?? 0
    let words = PagedListSource<WordSummary>(
      count: count,
      fetch: { range in try dictionary.words(containing: kanji.literal, offset: range.lowerBound, limit: range.count) },
      row: RowFormat.row)
    let list = ListView(
      dataSource: words, columns: RowFormat.wordColumns, emptyMessage: "No word in the dictionary uses it.")
    let screen = KanjiDetailViewController(kanji: kanji, words: list, wordCount: count)
    screen.keyMap = context.keyMap
    let session = context.session
    screen.isStarred = { session.isStarred(kanji.literal) }
    screen.onOpen = { [weak self] index in
      guard let word = words.item(at: index) else { return }
      self?.show(.wordKanji(word.id))
    }
    screen.onToggleStar = { [weak self] in
      guard let self else { return }
      toggleStar(kanji.literal, context: context)
    }
    return screen
  }

  private func wordKanjiScreen(_ id: Int) -> ViewController? {
    guard let word = context.word(id) else { return nil }
    let characters = context.characters(ofWord: id)
    let screen = WordPage.characters(word, characters: characters)
    screen.keyMap = context.keyMap
    screen.onOpen = { [weak self] index in
      guard characters.indices.contains(index), let kanji = characters[index].kanji else { return }
      self?.show(.kanji(kanji.literal))
    }
    return screen
  }
}
