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
    /// A kanji drawn stroke by stroke.
    case strokeOrder(String)
    /// The component lookup with these picks.
    case componentLookup([String])
    /// The components of a kanji.
    case kanjiParts(String)
    /// The drawing pad.
    case drawingPad

    /// The page's route: `kanji/日`, `word-kanji/1234`, `kanji-variants/国`.
    var route: KanjiRoute {
      switch self {
      case .kanji(let literal): .kanji(literal)
      case .wordKanji(let id): .wordKanji(id)
      case .variants(let literal): .kanjiVariants(literal)
      case .strokeOrder(let literal): .strokeOrder(literal)
      case .componentLookup(let picks): .componentLookup(picks)
      case .kanjiParts(let literal): .kanjiParts(literal)
      case .drawingPad: .drawingPad
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
    case .strokeOrder(let literal): "KanjiDetailCoordinator(strokes \(literal))"
    case .componentLookup(let picks): "KanjiDetailCoordinator(components \(picks.joined()))"
    case .kanjiParts(let literal): "KanjiDetailCoordinator(parts \(literal))"
    case .drawingPad: "KanjiDetailCoordinator(drawing pad)"
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
    case .strokeOrder(let literal): try strokeOrderScreen(literal)
    case .componentLookup(let picks): try componentLookupScreen(picks)
    case .kanjiParts(let literal): try partsScreen(literal)
    case .drawingPad: drawingPadScreen()
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
    let outline = context.outline(of: literal)
    let screen = KanjiDetailViewController(
      kanji: kanji, words: list, wordCount: count, variants: variants,
      parts: Self.parts(of: kanji, outline: outline, context: context))
    screen.keyMap = context.keyMap
    // Without KanjiVG data `d` would do nothing; with an unreadable table it says why.
    if case .success(nil) = outline {
    } else {
      screen.onShowStrokeOrder = { [weak self] in self?.show(.strokeOrder(literal)) }
    }
    if case .success(let found?) = outline, !found.components.isEmpty {
      screen.onShowComponents = { [weak self] in self?.show(.kanjiParts(literal)) }
    }
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

  private func strokeOrderScreen(_ literal: String) throws(RouteError) -> ViewController {
    let route = KanjiRoute.strokeOrder(literal)
    let outline: KanjiOutline?
    do {
      outline = try context.strokeTable().outline(of: literal)
    } catch {
      throw .invalid(route.route, reason: "\(error)")
    }
    guard let outline, !outline.strokes.isEmpty else {
      throw .invalid(route.route, reason: "KanjiVG has no stroke order for \(literal)")
    }
    let screen = StrokeOrderViewController(outline: outline)
    screen.keyMap = context.keyMap
    return screen
  }

  private func componentLookupScreen(_ picks: [String]) throws(RouteError) -> ViewController {
    let route = KanjiRoute.componentLookup(picks)
    let index: ComponentIndex
    do {
      index = try context.componentIndex()
    } catch {
      throw .invalid(route.route, reason: "\(error)")
    }
    if let unknown = picks.first(where: { index.index(of: $0) == nil }) {
      throw .invalid(route.route, reason: "\(unknown) is not a component of the lookup")
    }
    let screen = ComponentLookupViewController(index: index, picks: picks) { [context] in
      context.componentMeaning(of: $0)
    }
    screen.keyMap = context.keyMap
    screen.onOpenKanji = { [weak self] literal in self?.show(.kanji(literal)) }
    screen.onOpenDrawingPad = { [weak self] in self?.show(.drawingPad) }
    return screen
  }

  private func drawingPadScreen() -> ViewController {
    // This flow is not in the tree yet when its first page is made: its host is.
    let screen = DrawingPadViewController(
      recognizers: context.recognizers, mouse: context.mouse,
      heardMouse: host?.windowCoordinator?.window.hasReceivedMouse ?? false
    ) { [context] in
      context.candidateMeaning(of: $0)
    }
    screen.keyMap = context.keyMap
    screen.onOpenKanji = { [weak self] literal in self?.show(.kanji(literal)) }
    screen.onOpenComponentLookup = { [weak self] in self?.show(.componentLookup([])) }
    return screen
  }

  private func partsScreen(_ literal: String) throws(RouteError) -> ViewController {
    let route = KanjiRoute.kanjiParts(literal)
    let outline: KanjiOutline?
    let index: ComponentIndex
    do {
      outline = try context.strokeTable().outline(of: literal)
      index = try context.componentIndex()
    } catch {
      throw .invalid(route.route, reason: "\(error)")
    }
    guard let outline, !outline.allComponents.isEmpty else {
      throw .invalid(route.route, reason: "KanjiVG names no components of \(literal)")
    }
    let parts = outline.allComponents
    let rows = parts.map { part -> ListRow in
      let uses = index.index(of: part).map { "in \(RowFormat.count(index.components[$0].uses)) kanji" } ?? "in no other"
      let depth = outline.components.contains(part) ? "" : "  (inside)"
      return ListRow([part, (context.componentMeaning(of: part) ?? "") + depth, uses], opens: true)
    }
    let screen = ListViewController(
      title: "\(literal) parts", dataSource: ArrayListDataSource(rows),
      columns: [ListColumn(.fixed(2)), ListColumn(.fill), ListColumn(.fixed(14), alignment: .trailing)])
    screen.keyMap = context.keyMap
    screen.onOpen = { [weak self] row in
      guard parts.indices.contains(row) else { return }
      let part = parts[row]
      guard index.index(of: part) != nil else {
        self?.notify("No other kanji of the dictionary contains \(part).")
        return
      }
      self?.show(.componentLookup([part]))
    }
    return screen
  }

  /// The page's line on stroke order and components: what `d` shows, or why it cannot.
  private static func parts(of kanji: Kanji, outline: Result<KanjiOutline?, Error>, context: AppContext) -> String {
    switch outline {
    case .failure(let error):
      return "Stroke order unavailable: \(error)"
    case .success(nil):
      return "KanjiVG has no stroke order or components for \(kanji.literal)."
    case .success(let outline?):
      // The keys in force (the configuration file may rebind or unbind them), and "1 stroke".
      let keys = context.keyMap
      let strokes = CountPhrase.strokes(outline.strokes.count)
      var lines = [
        keys.keyName(of: .showStrokeOrder, in: .kanjiPage).map { "\($0) draws its \(strokes) in order (KanjiVG)" }
          ?? "\(strokes), in order in KanjiVG"
      ]
      if let form = drawnForm(of: kanji.literal, strokes: outline.strokes.count, counted: kanji.strokes) {
        lines.append(form)
      }
      if !outline.components.isEmpty {
        let named = outline.components.map { component in
          guard let meaning = context.componentMeaning(of: component) else { return component }
          return "\(component) \(meaning)"
        }
        lines.append("Components: " + named.joined(separator: " + "))
        if let key = keys.keyName(of: .showComponents, in: .kanjiPage) {
          lines.append("\(key) lists them, each opening the kanji that contain it")
        }
      }
      return lines.joined(separator: "\n")
    }
  }

  /// What the page says when KanjiVG draws `literal` in `strokes` strokes and KANJIDIC2
  /// counts `counted`: which form each is; nil when they agree. Of the Jōyō kanji, nine
  /// differ (餌 牙 葛 僅 遡 遜 賭 謎 餅), all because KanjiVG draws the traditional form the
  /// Jōyō table prints and KANJIDIC2 counts the simplified one most fonts show.
  static func drawnForm(of literal: String, strokes: Int, counted: Int) -> String? {
    guard strokes != counted else { return nil }
    let form = traditionalForms.contains(literal) ? "the traditional form" : "another form"
    return "KanjiVG draws \(form); the \(CountPhrase.strokes(counted)) above are KANJIDIC2's count "
      + "of the form most fonts show"
  }

  /// The Jōyō kanji whose KanjiVG drawing is the traditional form.
  static let traditionalForms: Set<String> = ["餌", "牙", "葛", "僅", "遡", "遜", "賭", "謎", "餅"]

  private func wordKanjiScreen(_ id: Int) throws(RouteError) -> ViewController {
    let (word, characters, _) = try context.word(id, for: .wordKanji(id))
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
