import ArgumentParser
import Foundation
import KanjiKit
import UserData

/// `kanji export --stars`: writes the signed-in account's starred kanji and words, with
/// their readings and meanings, as a table or as an Anki import file.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write the starred kanji and words of the signed-in account, for study elsewhere.",
    discussion: """
      The account is the one signed in in the app (Account tab). --format tsv (the default) \
      writes a header row and one row per star: kind, item, readings, meanings, sentence (the \
      sentence a word was starred from in the reader or a searched sentence, the word in it \
      set off in brackets; empty for other stars). --format anki writes an HTML file for \
      Anki's File > Import with the Basic note type: Front is the kanji or word, with the \
      sentence under it and the word in bold, Back its readings and meanings, and each note \
      is tagged kanji or word. Fields holding a tab, a line break or a quote are quoted. Without --output the file goes to \
      standard output; with it, the file is written whole or not at all.

      --reviews writes the account's review log instead: a header row and one row per review \
      in time order (kind, item, reading, reviewed, rating, state, due, stability, difficulty; \
      times in ISO 8601 UTC), which kanji import --reviews reads back.

      Exit status: 0 when written; 1 when no account is signed in, it has no stars (or reviews), or the \
      file cannot be written; 2 on wrong usage.
      """)

  @Flag(help: "Export the starred kanji and words.")
  var stars = false

  @Flag(help: "Export the review log, as a table with one row per review.")
  var reviews = false

  @Option(help: ArgumentHelp("tsv or anki.", valueName: "format"))
  var format = "tsv"

  @Option(help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"))
  var output: String?

  @OptionGroup var data: DataOptions

  func validate() throws {
    guard stars || reviews else { throw ValidationError("say what to export: --stars or --reviews") }
    guard !(stars && reviews) else { throw ValidationError("export --stars or --reviews, not both at once") }
    guard !reviews || format == "tsv" else { throw ValidationError("--reviews is written as tsv only") }
    guard StarExport.Format(rawValue: format) != nil else {
      throw ValidationError("--format '\(format)' is not one of: tsv, anki")
    }
  }

  func run() throws {
    if reviews { return try exportReviews() }
    let format = StarExport.Format(rawValue: format) ?? .tsv
    let directory = data.directory
    try SignedInAccount.requireAccountData(in: directory)
    let stars: [Star]
    let user: User
    let environment = try data.openEnvironment(accountsInMemory: true)
    do {
      let accounts = try AccountStore.open(directory: directory)
      // Stars made with another dictionary are found in this one first.
      try WordFollowing.follow(accounts, environment.kanji.dictionary)
      guard let signedIn = try accounts.currentUser() else {
        throw CommandFailure(
          message: "no account is signed in: sign in in the app's Account tab (kanji, then 3), then export again",
          status: 1)
      }
      user = signedIn
      stars = try accounts.stars(for: user)
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      throw CommandFailure(message: "cannot read your account data: \(error)", status: 1)
    }
    guard !stars.isEmpty else {
      throw CommandFailure(
        message: "\(user.email) has no starred kanji or words: press s on a kanji's or a word's page to star it",
        status: 1)
    }
    let export: StarExport
    do {
      let found = try StarExport.lookUp(stars, in: environment.kanji.dictionary)
      export = found.export
      if !found.missing.isEmpty {
        let names = found.missing.map { star in
          switch star.item {
          case .kanji(let literal): literal
          case .word(let id): star.identity?.text ?? "word \(id)"
          }
        }
        StandardStream.writeError(
          "kanji: \(found.missing.count) starred item(s) not in this dictionary were left out: "
            + names.joined(separator: ", ") + "\n")
      }
    } catch {
      throw CommandFailure(message: "cannot read the dictionary: \(error)", status: 1)
    }
    guard !export.entries.isEmpty else {
      throw CommandFailure(message: "none of \(user.email)'s stars is in this dictionary: nothing to export", status: 1)
    }
    let text = export.text(format)
    guard let output else {
      try StandardStream.writeOutput(text)
      return
    }
    try Self.write(text, to: URL(fileURLWithPath: output))
  }

  /// Writes `text` to the file `url` names (``OutputFile``: a plain file atomically, with
  /// its mode kept; a device or FIFO in place; a link through to its target; never
  /// replacing what is not a plain file).
  static func write(_ text: String, to url: URL) throws {
    do {
      try OutputFile.write(text, to: url.path)
    } catch {
      throw CommandFailure(message: "\(error)", status: 1)
    }
  }
}
