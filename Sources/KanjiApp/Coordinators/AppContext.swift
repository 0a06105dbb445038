import Coordinators
import Foundation
import KanjiKit
import SpacedRepetition
import TermCore
import TermUI
import UserData

/// What every coordinator of the app shares: the dictionary, the session and the key map.
final class AppContext {
  /// The kanji and words.
  let dictionary: DictionaryStore
  /// The signed-in user, stars and history.
  let session: AccountSession
  /// The app's key map, given to every screen.
  let keyMap: KeyMap
  /// Abandons a search when newer input arrives.
  let inputWatch: InputWatch
  /// Reads KanjiVG's stroke table, the first time a page needs it.
  private let loadStrokeTable: () throws -> KanjiVGTable
  private var strokeTableResult: Result<KanjiVGTable, any Error>?
  private var builtComponentIndex: ComponentIndex?
  /// The order All Kanji starts in.
  let kanjiOrder: KanjiOrder
  /// The example-sentence and pitch-accent tables, read when the first word page opens.
  let wordResources: WordResources
  /// The texts opened in the reader.
  let readingShelf: ReadingShelf
  /// The wall clock reviews are logged by (the environment's).
  var now: () -> Date = { Date() }
  /// The calendar the study statistics count days in.
  var calendar: Calendar = .current
  /// The review scheduler, as the configuration file sets it.
  var scheduler: Scheduler = .standard
  /// Whether the terminal reports the mouse to the app (not with `--no-mouse`).
  var mouse = true
  /// Where the drawing pad's recogniser comes from (made the first time a drawing needs it).
  var recognizers: RecognizerSource

  /// Creates the shared context.
  init(
    dictionary: DictionaryStore, session: AccountSession, keyMap: KeyMap, inputWatch: InputWatch = .none,
    strokeTable: @escaping () throws -> KanjiVGTable = { try KanjiVGTable.bundled() },
    kanjiOrder: KanjiOrder = .grade, wordResources: WordResources = WordResources(),
    readingShelf: ReadingShelf = ReadingShelf(directory: nil)
  ) {
    self.readingShelf = readingShelf
    self.wordResources = wordResources
    self.loadStrokeTable = strokeTable
    self.dictionary = dictionary
    self.recognizers = .bundled(dictionary: dictionary)
    self.session = session
    self.keyMap = keyMap
    self.inputWatch = inputWatch
    self.kanjiOrder = kanjiOrder
  }

  /// Runs the search for `text`, abandoning it (SQLite's interrupt) if the user types while
  /// it runs. An empty text lists everything from a count kept in the dictionary: nothing to
  /// abandon, so no watching thread (start-up made two, one per list, before the first frame).
  func search<T>(for text: String, _ query: () throws -> T) throws -> T {
    if text.isEmpty { return try query() }
    let dictionary = self.dictionary
    return try inputWatch.watching(onInput: { dictionary.interrupt() }, query)
  }

  /// KanjiVG's stroke table, read on first use (not at start-up) and kept.
  ///
  /// - Throws: why it could not be read (the same error every time after the first).
  func strokeTable() throws -> KanjiVGTable {
    let result = strokeTableResult ?? Result { try loadStrokeTable() }
    strokeTableResult = result
    return try result.get()
  }

  /// The outline of `literal`, nil when KanjiVG does not draw it, or why the table cannot
  /// be read.
  func outline(of literal: String) -> Result<KanjiOutline?, any Error> {
    Result { try strokeTable().outline(of: literal) }
  }

  /// What a component means: its first meanings as a kanji of the dictionary, else the
  /// Unicode name of a radical form (⻖: "radical mound two"), else nil.
  func componentMeaning(of literal: String) -> String? {
    // A component's meaning is a courtesy on the page: a read failure leaves it unnamed.
    if let kanji = try? dictionary.kanji(literal: literal), !kanji.meanings.isEmpty {  // unnamed on failure
      return kanji.meanings.prefix(2).joined(separator: ", ")
    }
    guard let scalar = literal.unicodeScalars.first, let name = scalar.properties.name,
      name.hasPrefix("CJK RADICAL ") || name.hasPrefix("KANGXI RADICAL ")
    else { return nil }
    return "radical " + name.split(separator: " ").dropFirst(2).joined(separator: " ").lowercased()
  }

  /// What a candidate of the drawing pad means: the first meanings of a kanji of the
  /// dictionary; nil for a character the dictionary does not have, whose page would not open.
  func candidateMeaning(of literal: String) -> String? {
    // The list is a courtesy like a component's meaning: a kanji that cannot be read now
    // is left out, and its page would fail the same way.
    guard let kanji = try? dictionary.kanji(literal: literal) else { return nil }  // its page would fail alike
    return kanji.meanings.isEmpty ? "" : kanji.meanings.prefix(3).joined(separator: ", ")
  }

  /// The component lookup over the dictionary's kanji, built the first time it is opened.
  ///
  /// - Throws: why the stroke table or the dictionary could not be read.
  func componentIndex() throws -> ComponentIndex {
    if let built = builtComponentIndex { return built }
    let kanji = try dictionary.kanji(order: .frequency, offset: 0, limit: Int(Int32.max)).map(\.literal)
    let index = ComponentIndex(table: try strokeTable(), kanji: kanji)
    builtComponentIndex = index
    return index
  }

  /// The kanji `literal`, for the page of `route`.
  ///
  /// - Throws: ``RouteError/invalid(_:reason:)`` when the dictionary lacks it or cannot be read.
  func kanji(_ literal: String, for route: KanjiRoute) throws(RouteError) -> Kanji {
    let found: Kanji?
    do {
      found = try dictionary.kanji(literal: literal)
    } catch {
      throw .invalid(route.route, reason: "the dictionary could not be read: \(error)")
    }
    guard let found else { throw .invalid(route.route, reason: "the dictionary has no kanji \(literal)") }
    return found
  }

  /// The word with identifier `id`, its characters and its cross-references, for the page of `route`.
  /// Its kana are not among the characters: the page lists what a learner opens, the kanji
  /// (and the characters the dictionary lacks), not the okurigana of 飛び火 or 食べる.
  ///
  /// - Throws: ``RouteError/invalid(_:reason:)`` when the dictionary lacks it or cannot be read.
  func word(_ id: Int, for route: KanjiRoute) throws(RouteError) -> (
    word: Word, characters: [WordCharacter], references: [WordReference]
  ) {
    do {
      guard let word = try dictionary.word(id: id) else {
        throw RouteError.invalid(route.route, reason: "the dictionary has no word \(id)")
      }
      // A page headed by one of the word's spellings lists that spelling's kanji (揚げる: 揚).
      let spelling: String? = if case .word(_, let spelling) = route { spelling } else { nil }
      let characters = try dictionary.characters(ofWord: id, spelling: spelling).filter { !$0.isKana }
      return (word, characters, try dictionary.references(of: word))
    } catch let error as RouteError {
      throw error
    } catch {
      throw .invalid(route.route, reason: "the dictionary could not be read: \(error)")
    }
  }
}

extension AppContext {
  /// Records that the signed-in user opened `route`'s page, or tells them, through
  /// `coordinator`, that the history could not be written.
  func recordVisit(to route: KanjiRoute, from coordinator: BaseCoordinator) {
    let item: HistoryItem
    switch route {
    case .kanji(let literal): item = .kanji(literal)
    case .word(let id, _), .wordKanji(let id): item = .word(id)
    default: return
    }
    do {
      try session.recordVisit(item)
    } catch {
      coordinator.notify(error, while: "The visit was not added to your history")
    }
  }
}
