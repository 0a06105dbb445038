import Foundation
import KanjiApp
import KanjiKit
import SpacedRepetition
import UserData

extension ImportCommand {
  /// `kanji import --reviews FILE`: adds a review log to the signed-in account, all or nothing.
  func importReviews(from path: String, into directory: URL) throws {
    let (accounts, user) = try SignedInAccount.open(in: directory, for: "import")
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      let reason = FileFailure.reason(for: error)
      throw CommandFailure(message: "cannot read \(path): \(reason)", status: 1)
    }
    let entries: [ReviewEntry]
    do {
      let lines = try ReviewLogFile.parse(text)
      let environment = try DataOptions.openEnvironment(directory: directory, accountsInMemory: true)
      try WordFollowing.follow(accounts, environment.kanji.dictionary)
      entries = try ReviewLogFile.resolve(lines, in: environment.kanji.dictionary)
    } catch let error as ReviewLogError {
      throw CommandFailure(message: "\(path), \(error); nothing was imported", status: 1)
    }
    let summary: ReviewImportSummary
    do {
      summary = try accounts.importReviews(entries, for: user, scheduler: .standard)
    } catch {
      throw CommandFailure(message: "cannot write your account data: \(error); nothing was imported", status: 1)
    }
    let added = Plural.count(summary.added, "review", "reviews")
    let logged = Plural.count(summary.alreadyLogged, "review", "reviews")
    let starred = Plural.count(summary.starred, "item", "items")
    try StandardStream.writeOutput(
      "Added \(added) to \(user.email)'s log (\(logged) already there); starred \(starred).\n")
  }
}
