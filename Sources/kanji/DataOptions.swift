import ArgumentParser
import Foundation
import KanjiApp
import KanjiKit
import TermCore
import UserData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--data-dir` and opening the two databases in it.
struct DataOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Where the databases live (default: $XDG_DATA_HOME/kanji-navigator or ~/.local/share/kanji-navigator).",
      valueName: "path"))
  var dataDir: String?

  /// The data directory to use.
  var directory: URL { Self.directory(dataDir) }

  /// Whether `directory` holds no dictionary yet: a first start, which installs it.
  static func needsInstall(_ directory: URL) -> Bool {
    !isRegularFile(DataDirectory.dictionaryURL(in: directory))
  }

  /// The data directory `--data-dir` names, or the default.
  static func directory(_ dataDir: String?) -> URL {
    dataDir.map { URL(fileURLWithPath: $0) } ?? DataDirectory.default
  }

  /// The stores, opened (and the dictionary seeded on first start), plus what to tell the user.
  func openEnvironment(accountsInMemory: Bool = false) throws -> (kanji: KanjiEnvironment, notice: String?) {
    try Self.openEnvironment(directory: directory, accountsInMemory: accountsInMemory)
  }

  /// The stores in `directory`, as ``openEnvironment(accountsInMemory:)``.
  static func openEnvironment(
    directory: URL, accountsInMemory: Bool = false
  ) throws -> (kanji: KanjiEnvironment, notice: String?) {
    try startOpening(directory: directory, accountsInMemory: accountsInMemory).finish()
  }

  /// Opens the dictionary in `directory` and starts opening `user.sqlite` beside it; the
  /// caller may do other work (start the terminal) before ``OpeningEnvironment/finish()``
  /// takes the accounts.
  static func startOpening(directory: URL, accountsInMemory: Bool = false) throws -> OpeningEnvironment {
    // user.sqlite is opened and checked on a second thread while the dictionary is (3.2 M
    // instructions off the first frame's path on two cores), but only where the dictionary
    // already exists: creating the data directory, with its mode, and a first start's
    // install stay before it, as without the thread. Errors are the same and in the same
    // order: the dictionary's, then the accounts'. One difference: when an existing
    // dictionary turns out damaged, or the bundled data cannot be found, user.sqlite has been
    // opened (and migrated, if older) by the time the error is said; the next start that gets
    // past the dictionary does that too.
    let accountsAhead =
      accountsInMemory || !isRegularFile(DataDirectory.dictionaryURL(in: directory))
      ? nil
      : Overlapped {
        let (store, notice) = try AccountStore.openForBrowsing(directory: directory)
        // The first question the carry-over of old word ids asks, asked here: 0.2 ms less
        // on the first frame's thread.
        return OpenedAccounts(store: store, notice: notice, hasOldIDs: LegacyWordIDs.hasOldIDs(in: store))
      }
    // Located after the second thread has started: it needs nothing of the bundled data.
    let bundled: URL
    do {
      bundled = try BundledData.datasetURL()
    } catch {
      accountsAhead?.finish()
      throw CommandFailure(message: "\(error)", status: 1)
    }
    let dictionary: DictionaryStore
    do {
      dictionary = try DictionaryStore.open(directory: directory, bundled: bundled)
    } catch {
      // The process exits on this error: not while the other thread is writing user.sqlite.
      accountsAhead?.finish()
      throw CommandFailure(message: "\(error)", status: 1)
    }
    StartupTrace.mark("dictionary")
    return OpeningEnvironment(
      directory: directory, bundled: bundled, dictionary: dictionary, accountsInMemory: accountsInMemory,
      accountsAhead: accountsAhead)
  }
}

/// The dictionary open, `user.sqlite` perhaps still being opened on a second thread: made by
/// ``DataOptions/startOpening(directory:accountsInMemory:)``, ended by ``finish()`` (or by
/// ``abandon()`` on the way to an error).
struct OpeningEnvironment {
  let directory: URL
  let bundled: URL
  let dictionary: DictionaryStore
  let accountsInMemory: Bool
  let accountsAhead: Overlapped<OpenedAccounts>?

  /// Takes the accounts (waiting for the second thread) and makes the environment, with what
  /// to tell the user.
  func finish() throws -> (kanji: KanjiEnvironment, notice: String?) {
    do {
      if accountsInMemory {
        return (KanjiEnvironment(dictionary: dictionary, accounts: try .inMemory(hasher: .standard)), dictionary.notice)
      }
      // A full disk or a read-only user.sqlite leaves the dictionary to browse, read-only.
      let opened = try accountsAhead?.value() ?? OpenedAccounts(AccountStore.openForBrowsing(directory: directory))
      let (accounts, accountsNotice) = (opened.store, opened.notice)
      // Words starred under the ids of the data before JMdict keep their stars.
      let carried = LegacyWordIDs.carryOver(
        accounts: accounts, dictionary: dictionary, dataset: bundled, hasOldIDs: opened.hasOldIDs)
      let notice = [dictionary.notice, accountsNotice, carried].compactMap { $0 }.joined(separator: "\n\n")
      // Standard input is the terminal the browser reads: a key pressed during a search
      // makes that search stale.
      let environment = KanjiEnvironment(dictionary: dictionary, accounts: accounts, inputWatch: InputWatch())
      return (environment, notice.isEmpty ? nil : notice)
    } catch {
      throw CommandFailure(message: "\(error)", status: 1)
    }
  }

  /// Waits for the second thread and drops its outcome: for a caller that fails anyway and
  /// must not leave `user.sqlite` half written behind its error (the process exits after it).
  func abandon() {
    accountsAhead?.finish()
  }
}

/// `user.sqlite` opened for browsing, and whether it names words by old ids (nil: not asked yet).
struct OpenedAccounts: Sendable {
  var store: AccountStore
  var notice: String?
  var hasOldIDs: Result<Bool, AccountError>?

  init(store: AccountStore, notice: String?, hasOldIDs: Result<Bool, AccountError>?) {
    self.store = store
    self.notice = notice
    self.hasOldIDs = hasOldIDs
  }

  init(_ opened: (store: AccountStore, notice: String?)) {
    self.init(store: opened.store, notice: opened.notice, hasOldIDs: nil)
  }
}

/// Whether `url` names a regular file (following a symbolic link, as opening it does).
func isRegularFile(_ url: URL) -> Bool {
  var info = stat()
  return stat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
}

/// A failure already explained in words: printed as one line on stderr, then exit `status`.
struct CommandFailure: Error, CustomStringConvertible {
  var message: String
  var status: Int32
  var description: String { message }
}
