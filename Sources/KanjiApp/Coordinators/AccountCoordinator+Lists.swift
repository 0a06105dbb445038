import Coordinators
import KanjiKit
import TermUI

extension AccountCoordinator {
  /// The signed-in user's starred kanji; Enter opens the kanji flow, `s` unstars.
  func starredItem() -> StackItem {
    let session = context.session
    let dictionary = context.dictionary
    let keys = context.keyMap
    let source = PagedListSource<KanjiSummary>(
      count: 0, fetch: { _ in [] },
      row: { kanji in RowFormat.row(kanji, starred: session.isStarred(kanji.literal), order: .grade) })
    let screen = DictionaryListViewController(
      title: "Starred", dataSource: source, columns: RowFormat.kanjiColumns,
      emptyMessage: "No starred kanji yet"
        + (keys.keyName(of: .toggleStar, in: .stars).map { ": press \($0) on a kanji to star it." } ?? "."))
    screen.keyMap = context.keyMap
    // Read again whenever the list shows, so a kanji starred or unstarred elsewhere is current.
    source.onError = { [weak self] error in self?.notify(error, while: "Some starred kanji could not be read") }
    screen.onAppear = { [weak self, weak screen] in
      let current: [String]
      do {
        try session.refreshStars()
        current = try session.starredKanji()
        screen?.header =
          "\(RowFormat.count(current.count)) starred kanji"
          + keys.reminders([keys.reminder(.toggleStar, in: .stars, "unstar")])
      } catch {
        current = []
        screen?.header = "Your starred kanji could not be read"
        self?.notify(error, while: "Your starred kanji could not be read")
      }
      // A starred kanji that a later import no longer has is left out of the list.
      source.reset(count: current.count) { range in
        try current[range].compactMap { try dictionary.kanji(literal: $0)?.summary }
      }
      screen?.reloadData()
    }
    screen.onOpen = { [weak self] index in
      guard let kanji = source.item(at: index) else { return }
      self?.show(.kanji(kanji.literal))
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
        let found: Kanji?
        do { found = try dictionary.kanji(literal: literal) } catch {
          return ListRow([literal, "", "could not be read"])
        }
        guard let kanji = found else { return ListRow([literal, "", "no longer in the dictionary"]) }
        return ListRow(
          [
            literal, RowFormat.readings(on: kanji.onReadings, kun: kanji.kunReadings),
            kanji.meanings.joined(separator: ", "),
          ], opens: true)
      case .word(let id):
        let found: Word?
        do { found = try dictionary.word(id: id) } catch { return ListRow(["word \(id)", "", "could not be read"]) }
        guard let word = found else { return ListRow(["word \(id)", "", "no longer in the dictionary"]) }
        return ListRow([word.headword, word.reading, word.summary.gloss], opens: true)
      }
    }
    let screen = DictionaryListViewController(
      title: "History", dataSource: source,
      columns: [ListColumn(.fixed(10)), ListColumn(.fixed(14)), ListColumn(.fill)],
      emptyMessage: "Nothing yet: the kanji and words you open are listed here.")
    screen.keyMap = context.keyMap
    screen.onAppear = { [weak self, weak screen] in
      do {
        entries = try session.history()
        screen?.header = "\(CountPhrase.entries(entries.count)), most recent first"
      } catch {
        entries = []
        screen?.header = "Your history could not be read"
        self?.notify(error, while: "Your history could not be read")
      }
      screen?.reloadData()
    }
    screen.onOpen = { [weak self] index in
      guard let self, entries.indices.contains(index) else { return }
      switch entries[index].item {
      case .kanji(let literal): show(.kanji(literal))
      case .word(let id): show(.word(id))
      }
    }
    screen.onAppear?()
    return StackItem(screen, route: "account/history")
  }
}
