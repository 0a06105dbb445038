import Coordinators
import JapaneseText
import KanjiKit
import TermUI

/// The Words tab: every word, the most used first; `/` searches by romaji, kana, kanji or English
/// as you type; Enter opens the word's entry.
final class WordsCoordinator: DictionaryTabCoordinator {
  private var list: WordList?
  private weak var screen: WordSearchViewController?
  private var source: PagedListSource<WordSummary>?
  /// Why the list could not be read, shown in its header until a reload succeeds.
  private var failure: String?
  /// Splits Japanese queries into words; made for the first one.
  private var segmenter: Segmenter?

  /// Creates the tab.
  init(context: AppContext) {
    super.init(title: "Words", rootRoute: .words, context: context)
  }

  override func makeRoot() -> StackItem {
    if let screen { return StackItem(screen, route: rootRoute.route) }
    let source = PagedListSource<WordSummary>(count: 0, fetch: { _ in [] }, row: RowFormat.row)
    let screen = WordSearchViewController(
      title: "Words", dataSource: source, columns: RowFormat.wordColumns,
      emptyMessage: "No word matches the search.")
    screen.keyMap = context.keyMap
    screen.onOpen = { [weak self] index in
      guard let self, let word = source.item(at: index) else { return }
      show(.word(word.id, spelling: word.headword))
    }
    screen.onFilterChange = { [weak self] text in self?.reload(filter: text) }
    screen.onSelectWord = { [weak self] in self?.showSelectedWord() }
    screen.onStarFromSentence = { [weak self] row in self?.starFromSentence(row: row) }
    let session = context.session
    screen.isRowStarred = { [weak source] row in
      source?.item(at: row).map { session.isStarred(.word($0.id)) } ?? false
    }
    source.onError = { [weak self] error in self?.notify(error, while: "Some words could not be read") }
    self.screen = screen
    self.source = source
    reload(filter: "")
    return StackItem(screen, route: rootRoute.route)
  }

  override func destination(for route: KanjiRoute) throws(RouteError) -> StackItem {
    if case .read(let name) = route { return try readerItem(named: name) }
    return try super.destination(for: route)
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

  /// Searches for `filter`. A Japanese query that the search finds nothing for and that is
  /// several words (a pasted sentence) is shown split, with its first word's entries.
  private func reload(filter: String) {
    screen?.sentence = nil
    guard load(matching: filter), list?.count == 0, failure == nil, let line = sentence(of: filter) else { return }
    screen?.sentence = line
    showSelectedWord()
  }

  /// Lists the entries of the sentence's selected word: a search for it as written, or for
  /// its dictionary form when that finds nothing (a form the search does not undo).
  private func showSelectedWord() {
    guard let word = screen?.sentence?.selectedSegment else { return }
    screen?.listView.select(0)
    guard load(matching: word.surface), list?.count == 0, failure == nil, let form = word.dictionaryForm,
      form != word.surface
    else { return }
    load(matching: form)
  }

  /// Stars or unstars the word of the list's row `row`, read as the selected word of the
  /// searched sentence: the star keeps the sentence, with that word as it was written.
  private func starFromSentence(row: Int) {
    guard let line = screen?.sentence, let word = source?.item(at: row) else { return }
    let name = word.headword
    starWord(word.id, named: name, at: line.selectedSegmentIndex, in: line.segments) { [weak self] starred in
      self?.notify(starred ? "Starred \(name), with its sentence." : "Unstarred \(name).")
    }
  }

  /// Lists what a search for `filter` finds; false when newer keys interrupted it.
  @discardableResult
  private func load(matching filter: String) -> Bool {
    let dictionary = context.dictionary
    do {
      list = try context.search(for: filter) { try dictionary.wordList(matching: filter) }
      failure = nil
    } catch  where DictionaryStore.isInterruption(error) {
      // Newer keys arrived while it ran: search again, for them, once they are all in.
      screen?.setNeedsFilterChange()
      return false
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
    return true
  }

  private func header() -> String {
    if let failure { return failure }
    let count = list?.count ?? 0
    let query = list?.query.text ?? ""
    if query.isEmpty {
      let keys = context.keyMap
      return "\(CountPhrase.words(count)), most used first"
        + keys.reminders([keys.reminder(.filter, in: .list, "search")])
    }
    if count == 0, let suggestions = list?.suggestions, !suggestions.isEmpty {
      let names = suggestions.map { "\($0.headword) (\(Romaji.romaji(fromKana: $0.reading)))" }
      return "No word matches; did you mean \(names.joined(separator: ", "))?"
    }
    return "\(CountPhrase.words(count, more: list?.isTruncated == true)) for \"\(query)\", best match first"
  }

  /// The query split into its words, when it is Japanese and more than one word.
  private func sentence(of query: String) -> SentenceLine? {
    guard query.unicodeScalars.contains(where: { Kana.isKana($0) || Kana.isIdeograph($0) }) else { return nil }
    let segmenter = self.segmenter ?? Segmenter(lexicon: DictionaryLexicon(store: context.dictionary))
    self.segmenter = segmenter
    do {
      return SentenceLine(segments: try segmenter.segments(of: query))
    } catch {
      notify(error, while: "The search could not be split into words")
      return nil
    }
  }
}
