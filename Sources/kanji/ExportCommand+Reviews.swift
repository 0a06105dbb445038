import Foundation
import KanjiKit
import UserData

extension ExportCommand {
  /// `kanji export --reviews`: the signed-in account's review log as ``ReviewLogFile`` text.
  func exportReviews() throws {
    let (accounts, user) = try SignedInAccount.open(in: data.directory, for: "export")
    let log: [ReviewRecord]
    do {
      log = try accounts.reviewLog(for: user)
    } catch {
      throw CommandFailure(message: "cannot read your account data: \(error)", status: 1)
    }
    guard !log.isEmpty else {
      throw CommandFailure(
        message: "\(user.email) has no reviews yet: review the starred kanji and words first", status: 1)
    }
    let text = ReviewLogFile.text(log)
    guard let output else {
      try StandardStream.writeOutput(text)
      return
    }
    try Self.write(text, to: URL(fileURLWithPath: output))
  }
}

/// The account signed in in the app, for the commands that work on it.
enum SignedInAccount {
  /// Throws the reason there is no account data in `directory`: a file where the data
  /// folder should be, no such folder, or no account made in it yet.
  static func requireAccountData(in directory: URL) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) else {
      throw CommandFailure(
        message:
          "\(directory.path) does not exist, so it holds no account: check --data-dir, or sign in in the app first",
        status: 1)
    }
    guard isFolder.boolValue else {
      throw CommandFailure(
        message: "\(directory.path) is a file, not a data folder: give --data-dir the folder kanji keeps its data in",
        status: 1)
    }
    guard FileManager.default.fileExists(atPath: DataDirectory.userURL(in: directory).path) else {
      throw CommandFailure(
        message:
          "no account is signed in (no account data in \(directory.path)): sign in in the app's Account tab first",
        status: 1)
    }
  }

  /// Opens `user.sqlite` in `directory` and returns it with the signed-in user.
  ///
  /// - Parameter action: what the command does (`export`, `import`), for the message.
  /// - Throws: ``CommandFailure`` (status 1) when no account is signed in or the file
  ///   cannot be read.
  static func open(in directory: URL, for action: String) throws -> (AccountStore, User) {
    try requireAccountData(in: directory)
    do {
      let accounts = try AccountStore.open(directory: directory)
      guard let user = try accounts.currentUser() else {
        throw CommandFailure(
          message: "no account is signed in: sign in in the app's Account tab (kanji, then 3), then \(action) again",
          status: 1)
      }
      return (accounts, user)
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      throw CommandFailure(message: "cannot read your account data: \(error)", status: 1)
    }
  }
}
