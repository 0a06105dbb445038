import Coordinators
import KanjiKit
import TermUI

/// The Words tab: every word, common first; `/` searches by romaji, kana, kanji or English
/// as you type; Enter opens the word's entry.
final class WordsCoordinator: DictionaryTabCoordinator {
  private var list: WordList?
  private weak var screen: DictionaryListViewController?
  private var source: PagedListSource<WordSummary>?

  /// Creates the tab.
  init(context: AppContext) {
    super.init(title: "Words", rootRoute: "words", context: context)
  }

  override func makeRoot() -> StackItem {
    if let screen { return StackItem(screen, route: rootRoute) }
    let source = PagedListSource<WordSummary>(count: 0, fetch: { _ in [] }, row: RowFormat.row)
    let screen = DictionaryListViewController(
      title: "Words", dataSource: source, columns: RowFormat.wordColumns,
      emptyMessage: "No word matches the search.")
    screen.keyMap = context.keyMap
    screen.onOpen = { [weak self] index in
      guard let self, let word = source.item(at: index) else { return }
      showWord(word.id)
    }
    screen.onFilterChange = { [weak self] text in self?.reload(filter: text) }
    self.screen = screen
    self.source = source
    reload(filter: "")
    return StackItem(screen, route: rootRoute)
  }

  /// How many words a search for `text` finds (for the command line's query).
  func matchCount(for text: String) -> Int {
    (try? context.dictionary.wordList(matching: text, limit: 1).count) ?? 0
  }

  /// Shows the list searching for `text`, as if the user had typed it after `/`.
  func search(_ text: String) {
    popToRoot()
    guard let screen else { return }
    screen.listView.filterField = text.isEmpty ? nil : TextField(text: text)
    screen.listView.select(0)
    reload(filter: text)
  }

  private func reload(filter: String) {
    let dictionary = context.dictionary
    let list = try? dictionary.wordList(matching: filter)
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
    if query.isEmpty { return "\(RowFormat.count(count)) words, common first   /: search" }
    let more = list?.isTruncated == true ? "+" : ""
    return "\(RowFormat.count(count))\(more) \(count == 1 ? "word" : "words") for \"\(query)\", best match first"
  }
}
