import Coordinators
import KanjiKit
import TermUI
import UserData

extension AccountCoordinator {
  /// The signed-in user's starred kanji and words, the most recently starred first; Enter
  /// opens the kanji's page or the word's entry, `s` unstars (and stars again). A word
  /// starred from a sentence shows it in place of its meaning, shortened around the word to
  /// the room the row has, the word set off in 【】.
  func starredItem() -> StackItem {
    let session = context.session
    let dictionary = context.dictionary
    let keys = context.keyMap
    var entries: [StarredEntry] = []
    weak var shown: StarredListViewController?
    let source = ClosureListDataSource(count: { entries.count }) { index in
      guard entries.indices.contains(index) else { return ListRow("") }
      let entry = entries[index]
      var cells = entry.cells
      // The meaning column's width as the list lays it out (the fill column, fourth).
      if let width = shown?.columnWidths.dropFirst(3).first, width > 0 {
        cells[2] = RowFormat.starredMeaning(gloss: cells[2], sentence: entry.sentence, width: width)
      }
      return ListRow([session.isStarred(entry.item) ? "*" : ""] + cells, opens: entry.opens)
    }
    let screen = StarredListViewController(
      title: "Starred", dataSource: source, columns: RowFormat.starredColumns,
      emptyMessage: "Nothing starred yet"
        + (keys.keyName(of: .toggleStar, in: .stars).map { ": press \($0) on a kanji or a word to star it." } ?? "."))
    shown = screen
    screen.keyMap = context.keyMap
    // Read again whenever the list shows, so a star added or removed elsewhere is current.
    screen.onAppear = { [weak self, weak screen] in
      do {
        try session.refreshStars()
        entries = try session.stars().map { star in try Self.starredEntry(star, in: dictionary) }
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
    // A row unstarred stays listed with its sentence until the list is read again, so
    // starring it again there brings the sentence back with it.
    screen.onToggleStar = { [weak self] index in
      guard let self, entries.indices.contains(index) else { return }
      let entry = entries[index]
      toggleStar(entry.item, named: entry.name, sentence: entry.sentence, context: context)
    }
    screen.onAppear?()
    return StackItem(screen, route: "account/starred")
  }

  /// A row of Account > Starred before it is fitted to the width: the item, its name in
  /// messages, the cells after the star (item, reading, meaning, kind), whether it opens,
  /// and the sentence a word was starred from.
  private struct StarredEntry {
    var item: HistoryItem
    var name: String
    var cells: [String]
    var opens: Bool
    var sentence: StarSentence?
  }

  /// A star as the list shows it; one a later import no longer has says so.
  private static func starredEntry(_ star: Star, in dictionary: DictionaryStore) throws -> StarredEntry {
    let item = star.item
    switch item {
    case .kanji(let literal):
      guard let kanji = try dictionary.kanji(literal: literal) else {
        return StarredEntry(
          item: item, name: literal, cells: [literal, "", "no longer in the dictionary", "kanji"], opens: false)
      }
      return StarredEntry(
        item: item, name: literal,
        cells: [
          literal, RowFormat.readings(on: kanji.onReadings, kun: kanji.kunReadings),
          kanji.meanings.joined(separator: ", "), "kanji",
        ], opens: true, sentence: star.sentence)
    case .word(let id):
      guard let word = try dictionary.word(id: id) else {
        // Listed by what names it; it comes back with a dictionary that has it.
        let (word, reading) = RowFormat.lackingWord(id, star.identity)
        return StarredEntry(
          item: item, name: star.identity.map(\.text) ?? word,
          cells: [word, reading, RowFormat.notInDictionary(star.identity), "word"], opens: false,
          sentence: star.sentence)
      }
      return StarredEntry(
        item: item, name: word.headword, cells: [word.headword, word.subheading, word.summary.gloss, "word"],
        opens: true, sentence: star.sentence)
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
        let identity = entries[index].identity
        let (name, reading) = RowFormat.lackingWord(id, identity)
        let found: Word?
        do { found = try dictionary.word(id: id) } catch { return ListRow([name, reading, "could not be read"]) }
        guard let word = found else { return ListRow([name, reading, RowFormat.notInDictionary(identity)]) }
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
