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
    /// The variant forms of a kanji.
    case variants(String)

    /// The page's route: `kanji/日`, `word-kanji/1234`, `kanji-variants/国`.
    var route: KanjiRoute {
      switch self {
      case .kanji(let literal): .kanji(literal)
      case .wordKanji(let id): .wordKanji(id)
      case .variants(let literal): .kanjiVariants(literal)
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
    case .variants(let literal): "KanjiDetailCoordinator(variants of \(literal))"
    }
  }

  /// Pushes the first page, or tells the user why it cannot open.
  override func start() {
    show(first)
  }

  /// The first page with its route and this coordinator as owner: what the host pushes.
  ///
  /// - Throws: ``RouteError/invalid(_:reason:)`` when the kanji or word does not exist or
  ///   the dictionary cannot be read.
  func firstItem() throws(RouteError) -> StackItem {
    StackItem(try screen(for: first), route: first.route.route, owner: self)
  }

  // MARK: - Pages

  private func show(_ page: Page) {
    guard let host else { return }
    do {
      host.push(try screen(for: page), route: page.route.route, by: self)
    } catch {
      notify(error)
      return
    }
    context.recordVisit(to: page.route, from: self)
  }

  private func screen(for page: Page) throws(RouteError) -> ViewController {
    switch page {
    case .kanji(let literal): try kanjiScreen(literal)
    case .wordKanji(let id): try wordKanjiScreen(id)
    case .variants(let literal): try variantsScreen(literal)
    }
  }

  private func kanjiScreen(_ literal: String) throws(RouteError) -> ViewController {
    let route = KanjiRoute.kanji(literal)
    let kanji = try context.kanji(literal, for: route)
    let dictionary = context.dictionary
    let count: Int
    do {
      count = try dictionary.wordCount(containing: kanji.literal)
    } catch {
      throw .invalid(route.route, reason: "the dictionary could not be read: \(error)")
    }
    let words = PagedListSource<WordSummary>(
      count: count,
      fetch: { range in try dictionary.words(containing: kanji.literal, offset: range.lowerBound, limit: range.count) },
      row: RowFormat.row)
    words.onError = { [weak self] error in self?.notify(error, while: "The words with \(literal) could not be read") }
    let list = ListView(
      dataSource: words, columns: RowFormat.wordColumns, emptyMessage: "No word in the dictionary uses it.")
    let variants: [WordCharacter]
    do {
      variants = try dictionary.variants(of: kanji)
    } catch {
      throw .invalid(route.route, reason: "the dictionary could not be read: \(error)")
    }
    let screen = KanjiDetailViewController(kanji: kanji, words: list, wordCount: count, variants: variants)
    screen.keyMap = context.keyMap
    let session = context.session
    screen.isStarred = { session.isStarred(kanji.literal) }
    screen.onOpen = { [weak self] index in
      guard let word = words.item(at: index) else { return }
      self?.show(.wordKanji(word.id))
    }
    screen.onAppear = { [weak self] in
      guard let self else { return }
      refreshStars(context: context)
    }
    screen.onToggleStar = { [weak self] in
      guard let self else { return }
      toggleStar(kanji.literal, context: context)
    }
    screen.onCopy = { [weak self] in self?.copyEntry(Self.clipboardText(of: kanji)) }
    // One variant in the dictionary opens at once; several are listed to choose from.
    let openable = variants.compactMap(\.kanji)
    if !openable.isEmpty {
      screen.onOpenVariants = { [weak self] in
        self?.show(openable.count == 1 ? .kanji(openable[0].literal) : .variants(kanji.literal))
      }
    }
    return screen
  }

  private func variantsScreen(_ literal: String) throws(RouteError) -> ViewController {
    let route = KanjiRoute.kanjiVariants(literal)
    let kanji = try context.kanji(literal, for: route)
    let variants: [WordCharacter]
    do {
      variants = try context.dictionary.variants(of: kanji)
    } catch {
      throw .invalid(route.route, reason: "the dictionary could not be read: \(error)")
    }
    let screen = WordPage.variants(of: kanji, variants: variants)
    screen.keyMap = context.keyMap
    screen.onOpen = { [weak self] index in
      guard variants.indices.contains(index), let variant = variants[index].kanji else { return }
      self?.show(.kanji(variant.literal))
    }
    return screen
  }

  private func wordKanjiScreen(_ id: Int) throws(RouteError) -> ViewController {
    let (word, characters) = try context.word(id, for: .wordKanji(id))
    let screen = WordPage.characters(word, characters: characters)
    screen.keyMap = context.keyMap
    screen.onOpen = { [weak self] index in
      guard characters.indices.contains(index), let kanji = characters[index].kanji else { return }
      self?.show(.kanji(kanji.literal))
    }
    screen.onCopy = { [weak self] in self?.copyEntry(Self.clipboardText(of: word)) }
    return screen
  }
}
