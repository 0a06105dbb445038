import Coordinators
import KanjiKit
import TermUI

extension AccountCoordinator {
  /// The signed-in user's starred kanji; Enter opens the kanji flow, `s` unstars.
  func starredItem() -> StackItem {
    let session = context.session
    let dictionary = context.dictionary
    var literals = session.starredKanji()
    let source = PagedListSource<KanjiSummary>(
      count: literals.count, fetch: { _ in [] },
      row: { kanji in RowFormat.row(kanji, starred: session.isStarred(kanji.literal), order: .grade) })
    let screen = DictionaryListViewController(
      title: "Starred", dataSource: source, columns: RowFormat.kanjiColumns,
      emptyMessage: "No starred kanji yet: press s on a kanji to star it.")
    screen.keyMap = context.keyMap
    // Read again whenever the list shows, so a kanji starred or unstarred elsewhere is current.
    screen.onAppear = { [weak screen] in
      literals = session.starredKanji()
      let current = literals
      source.reset(count: current.count) { range in
        current[range].compactMap { (try? dictionary.kanji(literal: $0))??.summary }
      }
      screen?.reloadData()
      screen?.header = "\(current.count) starred kanji   s: unstar"
    }
    screen.onOpen = { [weak self] index in
      guard let kanji = source.item(at: index) else { return }
      self?.showKanji(kanji.literal)
    }
    screen.onToggleStar = { [weak self] index in
      guard let self, let kanji = source.item(at: index) else { return }
      toggleStar(kanji.literal, context: context)
    }
    screen.onAppear?()
    return StackItem(screen, route: "account/starred")
  }

  /// The signed-in user's history, most recent first; Enter opens the kanji or the word.
  func historyItem() -> StackItem {
    let session = context.session
    let dictionary = context.dictionary
    var entries: [HistoryEntry] = []
    let source = ClosureListDataSource(count: { entries.count }) { index in
      guard entries.indices.contains(index) else { return ListRow("") }
      switch entries[index].item {
      case .kanji(let literal):
        guard let kanji = (try? dictionary.kanji(literal: literal)) ?? nil else {
          return ListRow([literal, "", "no longer in the dictionary"])
        }
        return ListRow(
          [
            literal, RowFormat.readings(on: kanji.onReadings, kun: kanji.kunReadings),
            kanji.meanings.joined(separator: ", "),
          ], opens: true)
      case .word(let id):
        guard let word = (try? dictionary.word(id: id)) ?? nil else {
          return ListRow(["word \(id)", "", "no longer in the dictionary"])
        }
        return ListRow([word.headword, word.reading, word.summary.gloss], opens: true)
      }
    }
    let screen = DictionaryListViewController(
      title: "History", dataSource: source,
      columns: [ListColumn(.fixed(10)), ListColumn(.fixed(14)), ListColumn(.fill)],
      emptyMessage: "Nothing yet: the kanji and words you open are listed here.")
    screen.keyMap = context.keyMap
    screen.onAppear = { [weak screen] in
      entries = session.history()
      screen?.reloadData()
      screen?.header = "\(entries.count) kanji and words, most recent first"
    }
    screen.onOpen = { [weak self] index in
      guard let self, entries.indices.contains(index) else { return }
      switch entries[index].item {
      case .kanji(let literal): showKanji(literal)
      case .word(let id): showWord(id)
      }
    }
    screen.onAppear?()
    return StackItem(screen, route: "account/history")
  }
}
