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
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    try Self.write(text, to: URL(fileURLWithPath: output))
  }
}

/// The account signed in in the app, for the commands that work on it.
enum SignedInAccount {
  /// Opens `user.sqlite` in `directory` and returns it with the signed-in user.
  ///
  /// - Parameter action: what the command does (`export`, `import`), for the message.
  /// - Throws: ``CommandFailure`` (status 1) when no account is signed in or the file
  ///   cannot be read.
  static func open(in directory: URL, for action: String) throws -> (AccountStore, User) {
    guard FileManager.default.fileExists(atPath: DataDirectory.userURL(in: directory).path) else {
      throw CommandFailure(
        message:
          "no account is signed in (no account data in \(directory.path)): sign in in the app's Account tab first",
        status: 1)
    }
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
