import Foundation
import KanjiKit
import SpacedRepetition
import UserData

/// The commands' side of ``AccountStore/follow(_:scheduler:)``: the learner's words found
/// again when the dictionary changed, said in the command's words.
enum WordFollowing {
  /// Follows `dictionary` with `accounts`, writing what changed to standard error.
  ///
  /// - Throws: ``CommandFailure`` (status 1) when the words cannot be followed: the command
  ///   would otherwise show stars under the ids of another dictionary.
  static func follow(_ accounts: AccountStore, _ dictionary: DictionaryStore) throws {
    do {
      if let notice = try accounts.follow(dictionary).notice { StandardStream.writeError("kanji: \(notice)\n") }
    } catch {
      throw CommandFailure(
        message: "your starred and visited words could not be found in the dictionary in use: \(error)", status: 1)
    }
  }

  /// Before `kanji import` replaces the dictionary: the words of `user.sqlite` in
  /// `directory`, if there is one, are named from the dictionary in use (a file from an
  /// earlier release is migrated here), so that they are found in the new one after.
  ///
  /// - Returns: the account store, or nil when there is none; one that cannot be opened is
  ///   said on standard error and the import goes on (it never needs the accounts).
  static func prepareForImport(in directory: URL) -> AccountStore? {
    guard isRegularFile(DataDirectory.userURL(in: directory)) else { return nil }
    do {
      let accounts = try AccountStore.open(directory: directory)
      if isRegularFile(DataDirectory.dictionaryURL(in: directory)) {
        let dictionary = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
        try accounts.follow(dictionary)
      }
      return accounts
    } catch {
      StandardStream.writeMessage(
        "kanji import: your starred and visited words cannot be noted before the import (\(error)); they will be "
          + "shown by their old entry numbers\n")
      return nil
    }
  }

  /// After `kanji import`: the words of `accounts` found in the new dictionary in
  /// `directory`, and what changed said on standard output.
  static func finishImport(_ accounts: AccountStore, in directory: URL) throws(StandardStream.Failure) {
    let report: DictionaryFollowReport
    do {
      let dictionary = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
      report = try accounts.follow(dictionary)
    } catch {
      StandardStream.writeMessage(
        "kanji import: the dictionary is imported, but your starred and visited words could not be found in it yet "
          + "(\(error)); the next start tries again\n")
      return
    }
    guard let notice = report.notice else { return }
    try StandardStream.writeOutput(notice + "\n")
  }
}
