import Coordinators
import KanjiKit
import TermUI

/// The All Kanji tab: every kanji in a choice of orders (`o`), filtered as you type (`/`),
/// starred with `s`; Enter opens the kanji flow.
final class AllKanjiCoordinator: DictionaryTabCoordinator {
  /// The list's order now.
  private(set) var order: KanjiOrder {
    // The rows show the order's value.
    didSet { source?.invalidateRows() }
  }
  private var filter = ""
  private var list: KanjiList?
  private weak var screen: DictionaryListViewController?
  private var source: PagedListSource<KanjiSummary>?
  /// Why the list could not be read, shown in its header until a reload succeeds.
  private var failure: String?

  /// Creates the tab.
  init(context: AppContext) {
    order = context.kanjiOrder
    super.init(title: "All Kanji", rootRoute: .allKanji, context: context)
  }

  override func makeRoot() -> StackItem {
    if let screen { return StackItem(screen, route: rootRoute.route) }
    let session = context.session
    let source = PagedListSource<KanjiSummary>(
      count: 0, fetch: { _ in [] },
      row: { [weak self] kanji in
        RowFormat.row(kanji, starred: session.isStarred(kanji.literal), order: self?.order ?? .grade)
      }, rowsVersion: { session.starsVersion })
    let screen = DictionaryListViewController(
      title: "All Kanji", dataSource: source, columns: RowFormat.kanjiColumns,
      emptyMessage: "No kanji matches the filter.")
    screen.keyMap = context.keyMap
    screen.onOpen = { [weak self] index in
      guard let self, let kanji = source.item(at: index) else { return }
      show(.kanji(kanji.literal))
    }
    screen.onFilterChange = { [weak self] text in self?.reload(filter: text) }
    screen.onOpenComponentLookup = { [weak self] in self?.show(.componentLookup([])) }
    screen.onOpenDrawingPad = { [weak self] in self?.show(.drawingPad) }
    screen.onNextOrder = { [weak self] in
      guard let self else { return }
      order = RowFormat.next(after: order)
      reload(filter: filter)
      self.screen?.listView.select(0)
    }
    screen.onAppear = { [weak self] in
      guard let self else { return }
      refreshStars(context: context)
    }
    screen.onToggleStar = { [weak self] index in
      guard let self, let kanji = source.item(at: index) else { return }
      toggleStar(kanji.literal, context: context)
    }
    source.onError = { [weak self] error in self?.notify(error, while: "Some kanji could not be read") }
    self.screen = screen
    self.source = source
    reload(filter: "")
    return StackItem(screen, route: rootRoute.route)
  }

  /// Reads the list for `filter` in the current order and updates the header.
  private func reload(filter: String) {
    self.filter = filter
    let dictionary = context.dictionary
    do {
      list = try context.search(for: filter) { try dictionary.kanjiList(matching: filter, order: order) }
      failure = nil
    } catch  where DictionaryStore.isInterruption(error) {
      // Newer keys arrived while it ran: search again, for them, once they are all in.
      screen?.setNeedsFilterChange()
      return
    } catch {
      list = nil
      failure = "The kanji could not be read: \(error)"
      notify(error, while: "The kanji could not be read")
    }
    let list = self.list
    source?.reset(count: list?.count ?? 0) { range in
      guard let list else { return [] }
      return try dictionary.rows(of: list, in: range)
    }
    screen?.reloadData()
    screen?.header = header()
  }

  private func header() -> String {
    if let failure { return failure }
    let count = list?.count ?? 0
    let query = list?.query.text ?? ""
    if query.isEmpty {
      let keys = context.keyMap
      return "\(CountPhrase.kanji(count)) by \(RowFormat.name(of: order))"
        + keys.reminders([
          keys.reminder(.nextOrder, in: .ordering, "order"), keys.reminder(.filter, in: .list, "filter"),
          keys.reminder(.openComponentLookup, in: .componentSearch, "by parts"),
        ])
    }
    return "\(CountPhrase.matches(count, more: list?.isTruncated == true)) for \"\(query)\", most relevant first"
  }
}
