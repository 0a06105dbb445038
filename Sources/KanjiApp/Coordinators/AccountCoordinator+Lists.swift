import Coordinators
import KanjiKit
import TermUI
import UserData

extension AccountCoordinator {
  /// The signed-in user's starred kanji and words, the most recently starred first; Enter
  /// opens the kanji's page or the word's entry, `s` unstars (and stars again).
  func starredItem() -> StackItem {
    let session = context.session
    let dictionary = context.dictionary
    let keys = context.keyMap
    var entries: [(item: HistoryItem, name: String, cells: [String], opens: Bool)] = []
    let source = ClosureListDataSource(count: { entries.count }) { index in
      guard entries.indices.contains(index) else { return ListRow("") }
      let entry = entries[index]
      return ListRow([session.isStarred(entry.item) ? "*" : ""] + entry.cells, opens: entry.opens)
    }
    let screen = DictionaryListViewController(
      title: "Starred", dataSource: source, columns: RowFormat.starredColumns,
      emptyMessage: "Nothing starred yet"
        + (keys.keyName(of: .toggleStar, in: .stars).map { ": press \($0) on a kanji or a word to star it." } ?? "."))
    screen.keyMap = context.keyMap
    // Read again whenever the list shows, so a star added or removed elsewhere is current.
    screen.onAppear = { [weak self, weak screen] in
      do {
        try session.refreshStars()
        entries = try session.starredItems().map { item in try Self.starredEntry(item, in: dictionary) }
        let kanji = entries.filter { if case .kanji = $0.item { true } else { false } }.count
        screen?.header =
          "\(CountPhrase.kanji(kanji)), \(CountPhrase.words(entries.count - kanji))"
          + keys.reminders([keys.reminder(.toggleStar, in: .stars, "unstar")])
      } catch {
        entries = []
        screen?.header = "Your starred kanji and words could not be read"
        self?.notify(error, while: "Your starred kanji and words could not be read")
      }
      screen?.reloadData()
    }
    screen.onOpen = { [weak self] index in
      guard let self, entries.indices.contains(index), entries[index].opens else { return }
      switch entries[index].item {
      case .kanji(let literal): show(.kanji(literal))
      case .word(let id): show(.word(id))
      }
    }
    screen.onToggleStar = { [weak self] index in
      guard let self, entries.indices.contains(index) else { return }
      toggleStar(entries[index].item, named: entries[index].name, context: context)
    }
    screen.onAppear?()
    return StackItem(screen, route: "account/starred")
  }

  /// A starred item as the list shows it; one a later import no longer has says so.
  private static func starredEntry(_ item: HistoryItem, in dictionary: DictionaryStore) throws -> (
    item: HistoryItem, name: String, cells: [String], opens: Bool
  ) {
    switch item {
    case .kanji(let literal):
      guard let kanji = try dictionary.kanji(literal: literal) else {
        return (item, literal, [literal, "", "no longer in the dictionary", "kanji"], false)
      }
      return (
        item, literal,
        [
          literal, RowFormat.readings(on: kanji.onReadings, kun: kanji.kunReadings),
          kanji.meanings.joined(separator: ", "), "kanji",
        ], true
      )
    case .word(let id):
      guard let word = try dictionary.word(id: id) else {
        return (item, "word \(id)", ["word \(id)", "", "no longer in the dictionary", "word"], false)
      }
      return (item, word.headword, [word.headword, word.subheading, word.summary.gloss, "word"], true)
    }
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
        return ListRow([word.headword, word.subheading, word.summary.gloss], opens: true)
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
