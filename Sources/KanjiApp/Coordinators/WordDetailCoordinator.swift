import Coordinators
import KanjiKit
import TermUI
import UserData

/// A word's dictionary entry pushed onto the host's stack; Enter on one of its kanji starts
/// the kanji flow (``KanjiDetailCoordinator``) on the same stack.
final class WordDetailCoordinator: BaseCoordinator {
  /// The word shown.
  let wordID: Int
  /// The spelling the page is headed by, where not the word's usual heading
  /// (``Word/heading(spelling:)``): the one the search row opened was headed by.
  private(set) var spelling: String?
  private weak var host: NavigationCoordinator?
  private let context: AppContext

  /// Creates the coordinator for word `wordID`, headed by `spelling` where that is one of its
  /// spellings, on `host`'s stack.
  init(wordID: Int, spelling: String? = nil, host: NavigationCoordinator, context: AppContext) {
    self.wordID = wordID
    self.spelling = spelling
    self.host = host
    self.context = context
  }

  override var dumpName: String { "WordDetailCoordinator(\(wordID))" }

  /// The entry's route: `word/1234`, or `word/1234/揚げる` when headed by a spelling of its own.
  var route: KanjiRoute { .word(wordID, spelling: spelling) }

  /// The entry with its route and this coordinator as owner: what the host pushes.
  ///
  /// - Throws: ``RouteError/invalid(_:reason:)`` when the word does not exist or the
  ///   dictionary cannot be read.
  func item() throws(RouteError) -> StackItem {
    let screen = try makeScreen()
    return StackItem(screen, route: route.route, owner: self)
  }

  private func makeScreen() throws(RouteError) -> ViewController {
    let (word, characters, references) = try context.word(wordID, for: route)
    // A spelling that heads the page no differently, or is not the word's, is not kept.
    spelling = word.headingSpelling(spelling)
    let screen = WordPage.entry(
      word, spelling: spelling, characters: characters, references: references,
      annotations: context.wordResources.annotations(of: word))
    screen.keyMap = context.keyMap
    // The list holds the characters, then the cross-references (WordPage.links).
    screen.onOpen = { [weak self] index in
      if characters.indices.contains(index) {
        guard let kanji = characters[index].kanji else { return }
        self?.showKanji(kanji.literal)
      } else if references.indices.contains(index - characters.count) {
        self?.showReference(references[index - characters.count])
      }
    }
    screen.onCopy = { [weak self] in self?.copyEntry(Self.clipboardText(of: word)) }
    let context = context
    let item = HistoryItem.word(word.id)
    screen.isStarred = { context.session.isStarred(item) }
    screen.onAppear = { [weak self] in self?.refreshStars(context: context) }
    // Messages name the word as its page is headed (揚げる, opened from `deep-fry`).
    let name = word.heading(spelling: spelling).headword
    screen.onToggleStar = { [weak self] in self?.toggleStar(item, named: name, context: context) }
    return screen
  }

  /// Opens the word a cross-reference names on the host's stack, through the tab's route
  /// (`word/1234`), or says that the dictionary does not have it.
  private func showReference(_ reference: WordReference) {
    guard let target = reference.target else {
      notify("\(reference.label) is not in this dictionary; kanji import adds every word")
      return
    }
    guard let tab = host as? DictionaryTabCoordinator else { return }
    tab.show(.word(target.id))
  }

  /// Starts the kanji flow on the host's stack, as this entry's child.
  private func showKanji(_ literal: String) {
    guard let host else { return }
    let flow = KanjiDetailCoordinator(first: .kanji(literal), host: host, context: context)
    store(flow)
    flow.start()
  }
}
