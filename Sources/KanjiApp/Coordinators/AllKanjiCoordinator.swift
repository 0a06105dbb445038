import Coordinators
import KanjiKit
import TermUI

/// The All Kanji tab: every kanji in a choice of orders (`o`), filtered as you type (`/`),
/// starred with `s`; Enter opens the kanji flow.
final class AllKanjiCoordinator: DictionaryTabCoordinator {
  /// The list's order now.
  private(set) var order: KanjiOrder = .grade
  private var filter = ""
  private var list: KanjiList?
  private weak var screen: DictionaryListViewController?
  private var source: PagedListSource<KanjiSummary>?

  /// Creates the tab.
  init(context: AppContext) {
    super.init(title: "All Kanji", rootRoute: "kanji", context: context)
  }

  override func makeRoot() -> StackItem {
    if let screen { return StackItem(screen, route: rootRoute) }
    let session = context.session
    let source = PagedListSource<KanjiSummary>(
      count: 0, fetch: { _ in [] },
      row: { [weak self] kanji in
        RowFormat.row(kanji, starred: session.isStarred(kanji.literal), order: self?.order ?? .grade)
      })
    let screen = DictionaryListViewController(
      title: "All Kanji", dataSource: source, columns: RowFormat.kanjiColumns,
      emptyMessage: "No kanji matches the filter.")
    screen.keyMap = context.keyMap
    screen.onOpen = { [weak self] index in
      guard let self, let kanji = source.item(at: index) else { return }
      showKanji(kanji.literal)
    }
    screen.onFilterChange = { [weak self] text in self?.reload(filter: text) }
    screen.onNextOrder = { [weak self] in
      guard let self else { return }
      order = RowFormat.next(after: order)
      reload(filter: filter)
      self.screen?.listView.select(0)
    }
    screen.onToggleStar = { [weak self] index in
      guard let self, let kanji = source.item(at: index) else { return }
      toggleStar(kanji.literal, context: context)
    }
    self.screen = screen
    self.source = source
    reload(filter: "")
    return StackItem(screen, route: rootRoute)
  }

  /// Reads the list for `filter` in the current order and updates the header.
  private func reload(filter: String) {
    self.filter = filter
    let dictionary = context.dictionary
    let list = try? dictionary.kanjiList(matching: filter, order: order)
    self.list = list
    source?.reset(count: list?.count ?? 0) { range in
      guard let list else { return [] }
      return try dictionary.rows(of: list, in: range)
    }
    screen?.reloadData()
    screen?.header = header()
  }

  private func header() -> String {
    let count = list?.count ?? 0
    let query = list?.query.text ?? ""
    if query.isEmpty {
      return "\(RowFormat.count(count)) kanji by \(RowFormat.name(of: order))   o: order  /: filter"
    }
    let more = list?.isTruncated == true ? "+" : ""
    return "\(RowFormat.count(count))\(more) \(count == 1 ? "match" : "matches") for \"\(query)\", most relevant first"
  }
}
