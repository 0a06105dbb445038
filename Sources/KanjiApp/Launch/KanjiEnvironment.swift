import Foundation
import KanjiKit
import TermCore
import UserData

/// What the app runs on: the dictionary and the user accounts.
///
/// The command line opens both stores (from the data directory); tests pass in-memory ones.
public struct KanjiEnvironment {
  /// The kanji and words.
  public let dictionary: DictionaryStore
  /// Users, their stars and history, and the saved navigation state.
  public let accounts: AccountStore
  /// Watches the terminal's input while a search runs, so a search made stale by newer
  /// keys is abandoned; ``InputWatch/none`` headless.
  public let inputWatch: InputWatch
  /// The texts opened in the reader (`kanji read FILE`): `reading/` in the data directory
  /// for the command, in memory by default.
  public var readingShelf = ReadingShelf(directory: nil)
  /// The wall clock reviews are logged and come due by; tests tie it to the loop's
  /// virtual clock so that `<wait 10m>` lets cards come due.
  public var now: () -> Date = { Date() }
  /// The calendar whose days the study statistics count in.
  public var calendar: Calendar = .current
  /// Where the drawing pad's handwriting recogniser comes from: nil for the one over the
  /// shipped KanjiVG table; tests put their own here.
  var recognizers: RecognizerSource?

  /// Creates an environment over two open stores.
  public init(dictionary: DictionaryStore, accounts: AccountStore, inputWatch: InputWatch = .none) {
    self.dictionary = dictionary
    self.accounts = accounts
    self.inputWatch = inputWatch
  }
}
