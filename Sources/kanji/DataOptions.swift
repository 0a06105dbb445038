import ArgumentParser
import Foundation
import KanjiApp
import KanjiKit
import TermCore

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
    let bundled: URL
    do {
      bundled = try BundledData.datasetURL()
    } catch {
      throw CommandFailure(message: "\(error)", status: 1)
    }
    // user.sqlite is opened and checked on a second thread while the dictionary is (3.2 M
    // instructions off the first frame's path on two cores), but only where the dictionary
    // already exists: creating the data directory, with its mode, and a first start's
    // install stay before it, as without the thread. Errors are the same and in the same
    // order: the dictionary's, then the accounts'. One difference: when an existing
    // dictionary turns out damaged, user.sqlite has been opened (and migrated, if older) by
    // the time the error is said; the next start that gets past the dictionary does that too.
    let accountsAhead =
      accountsInMemory || !isRegularFile(DataDirectory.dictionaryURL(in: directory))
      ? nil : Overlapped { try AccountStore.openForBrowsing(directory: directory) }
    do {
      let dictionary: DictionaryStore
      do {
        dictionary = try DictionaryStore.open(directory: directory, bundled: bundled)
      } catch {
        // The process exits on this error: not while the other thread is writing user.sqlite.
        accountsAhead?.finish()
        throw error
      }
      StartupTrace.mark("dictionary")
      if accountsInMemory {
        return (KanjiEnvironment(dictionary: dictionary, accounts: try .inMemory(hasher: .standard)), dictionary.notice)
      }
      // A full disk or a read-only user.sqlite leaves the dictionary to browse, read-only.
      let (accounts, accountsNotice) = try accountsAhead?.value() ?? AccountStore.openForBrowsing(directory: directory)
      // Words starred under the ids of the data before JMdict keep their stars.
      let carried = LegacyWordIDs.carryOver(accounts: accounts, dictionary: dictionary, dataset: bundled)
      let notice = [dictionary.notice, accountsNotice, carried].compactMap { $0 }.joined(separator: "\n\n")
      // Standard input is the terminal the browser reads: a key pressed during a search
      // makes that search stale.
      let environment = KanjiEnvironment(dictionary: dictionary, accounts: accounts, inputWatch: InputWatch())
      return (environment, notice.isEmpty ? nil : notice)
    } catch {
      throw CommandFailure(message: "\(error)", status: 1)
    }
  }
}

/// Whether `url` names a regular file (following a symbolic link, as opening it does).
private func isRegularFile(_ url: URL) -> Bool {
  var info = stat()
  return stat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
}

/// A failure already explained in words: printed as one line on stderr, then exit `status`.
struct CommandFailure: Error, CustomStringConvertible {
  var message: String
  var status: Int32
  var description: String { message }
}
