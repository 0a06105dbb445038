import KanjiKit

/// What the app runs on: the dictionary and the user accounts.
///
/// The command line opens both stores (from the data directory); tests pass in-memory ones.
public struct KanjiEnvironment {
  /// The kanji and words.
  public let dictionary: DictionaryStore
  /// Users, their stars and history, and the saved navigation state.
  public let accounts: AccountStore

  /// Creates an environment over two open stores.
  public init(dictionary: DictionaryStore, accounts: AccountStore) {
    self.dictionary = dictionary
    self.accounts = accounts
  }
}
