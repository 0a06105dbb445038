import Coordinators
import KanjiKit
import TermUI

/// A word's dictionary entry pushed onto the host's stack; Enter on one of its kanji starts
/// the kanji flow (``KanjiDetailCoordinator``) on the same stack.
final class WordDetailCoordinator: BaseCoordinator {
  /// The word shown.
  let wordID: Int
  private weak var host: NavigationCoordinator?
  private let context: AppContext

  /// Creates the coordinator for word `wordID` on `host`'s stack.
  init(wordID: Int, host: NavigationCoordinator, context: AppContext) {
    self.wordID = wordID
    self.host = host
    self.context = context
  }

  override var dumpName: String { "WordDetailCoordinator(\(wordID))" }

  /// The entry's route: `word/1234`.
  var route: Route { Route(components: ["word", String(wordID)]) }

  /// Pushes the entry (nothing when the word does not exist).
  override func start() {
    guard let host, let screen = makeScreen() else { return }
    host.push(screen, route: route, by: self)
    context.session.recordVisit(.word(wordID))
  }

  /// The entry with its route and this coordinator as owner, for restoring a stack.
  ///
  /// - Throws: ``RouteError/invalid(_:reason:)`` when the word does not exist.
  func item() throws(RouteError) -> StackItem {
    guard let screen = makeScreen() else { throw .invalid(route, reason: "the dictionary has no word \(wordID)") }
    return StackItem(screen, route: route, owner: self)
  }

  private func makeScreen() -> ViewController? {
    guard let word = context.word(wordID) else { return nil }
    let characters = context.characters(ofWord: wordID)
    let screen = WordPage.entry(word, characters: characters)
    screen.keyMap = context.keyMap
    screen.onOpen = { [weak self] index in
      guard characters.indices.contains(index), let kanji = characters[index].kanji else { return }
      self?.showKanji(kanji.literal)
    }
    return screen
  }

  private func showKanji(_ literal: String) {
    guard let host else { return }
    let flow = KanjiDetailCoordinator(first: .kanji(literal), host: host, context: context)
    store(flow)
    flow.start()
  }
}
