import Coordinators
import JapaneseText
import KanjiKit
import TermUI

/// The Words tab: every word, common first; `/` searches by romaji, kana, kanji or English
/// as you type; Enter opens the word's entry.
final class WordsCoordinator: DictionaryTabCoordinator {
  private var list: WordList?
  private weak var screen: DictionaryListViewController?
  private var source: PagedListSource<WordSummary>?
  /// Why the list could not be read, shown in its header until a reload succeeds.
  private var failure: String?

  /// Creates the tab.
  init(context: AppContext) {
    super.init(title: "Words", rootRoute: .words, context: context)
  }

  override func makeRoot() -> StackItem {
    if let screen { return StackItem(screen, route: rootRoute.route) }
    let source = PagedListSource<WordSummary>(count: 0, fetch: { _ in [] }, row: RowFormat.row)
    let screen = DictionaryListViewController(
      title: "Words", dataSource: source, columns: RowFormat.wordColumns,
      emptyMessage: "No word matches the search.")
    screen.keyMap = context.keyMap
    screen.onOpen = { [weak self] index in
      guard let self, let word = source.item(at: index) else { return }
      show(.word(word.id))
    }
    screen.onFilterChange = { [weak self] text in self?.reload(filter: text) }
    source.onError = { [weak self] error in self?.notify(error, while: "Some words could not be read") }
    self.screen = screen
    self.source = source
    reload(filter: "")
    return StackItem(screen, route: rootRoute.route)
  }

  /// How many words a search for `text` finds (for the command line's query).
  ///
  /// - Throws: the dictionary's error when it cannot be read.
  func matchCount(for text: String) throws -> Int {
    try context.dictionary.wordList(matching: text, limit: 1).count
  }

  /// Shows the list searching for `text`, as if the user had typed it after `/`.
  func search(_ text: String) {
    popToRoot()
    guard let screen else { return }
    screen.listView.filterField = text.isEmpty ? nil : TextField(text: text, maxLength: screen.filterLimit)
    screen.listView.select(0)
    reload(filter: text)
  }

  private func reload(filter: String) {
    let dictionary = context.dictionary
    do {
      list = try context.search(for: filter) { try dictionary.wordList(matching: filter) }
      failure = nil
    } catch  where DictionaryStore.isInterruption(error) {
      // Newer keys arrived while it ran: search again, for them, once they are all in.
      screen?.setNeedsFilterChange()
      return
    } catch {
      list = nil
      failure = "The words could not be read: \(error)"
      notify(error, while: "The words could not be read")
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
      return "\(CountPhrase.words(count)), common first" + keys.reminders([keys.reminder(.filter, in: .list, "search")])
    }
    if count == 0, let suggestions = list?.suggestions, !suggestions.isEmpty {
      let names = suggestions.map { "\($0.headword) (\(Romaji.romaji(fromKana: $0.reading)))" }
      return "No word matches; did you mean \(names.joined(separator: ", "))?"
    }
    return "\(CountPhrase.words(count, more: list?.isTruncated == true)) for \"\(query)\", best match first"
  }
}
