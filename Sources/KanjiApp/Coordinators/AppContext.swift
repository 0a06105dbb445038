import KanjiKit
import TermUI

/// What every coordinator of the app shares: the dictionary, the session and the key map.
final class AppContext {
  /// The kanji and words.
  let dictionary: DictionaryStore
  /// The signed-in user, stars and history.
  let session: AccountSession
  /// The app's key map, given to every screen.
  let keyMap: KeyMap

  /// Creates the shared context.
  init(dictionary: DictionaryStore, session: AccountSession, keyMap: KeyMap) {
    self.dictionary = dictionary
    self.session = session
    self.keyMap = keyMap
  }

  /// The kanji `literal`, or nil when the dictionary lacks it or cannot be read.
  func kanji(_ literal: String) -> Kanji? {
    (try? dictionary.kanji(literal: literal)) ?? nil
  }

  /// The word with identifier `id`, or nil.
  func word(_ id: Int) -> Word? {
    (try? dictionary.word(id: id)) ?? nil
  }

  /// The characters of word `id`, resolved to kanji where possible.
  func characters(ofWord id: Int) -> [WordCharacter] {
    (try? dictionary.characters(ofWord: id)) ?? []
  }
}
