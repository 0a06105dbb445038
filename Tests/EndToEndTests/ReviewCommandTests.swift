import Foundation
import KanjiKit
import SpacedRepetition
import Testing
import UserData

/// `kanji export --reviews` and `kanji import --reviews` on real data directories.
@Suite struct ReviewCommandTests {
  /// 2026-01-05T08:00:00Z.
  let start = Instant(secondsSinceEpoch: 1_767_600_000)

  /// Runs `kanji` with `arguments` on `data`; returns the status and what it printed
  /// (standard output and standard error together).
  private func kanji(_ arguments: [String], data: URL) throws -> (status: Int32, output: String) {
    let output = data.appendingPathComponent("command-output").path
    let status = waitForExit(
      try spawn([Binaries.kanji] + arguments + ["--data-dir", data.path], stdout: output, errorsToOutput: true))
    return (status, try String(contentsOfFile: output, encoding: .utf8))
  }

  /// Ann's directory with reviews of 日 (three, with a lapse) and of 日本 (one).
  private func annWithReviews(_ name: String) throws -> URL {
    let data = try DataFixture.dataDirectoryWithAnn(name)
    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    let ann = try #require(try store.currentUser())
    let dictionary = try DictionaryStore.open(directory: data, bundled: try BundledData.datasetURL())
    let word = try #require(try dictionary.word(headword: "日本"))
    try store.setStarred(true, item: .word(word.id), for: ann)
    var card = try store.recordReview(.good, of: .kanji("日"), at: start, for: ann, scheduler: .standard).card
    card = try store.recordReview(.easy, of: .kanji("日"), at: card.due, for: ann, scheduler: .standard).card
    try store.recordReview(
      .again, of: .kanji("日"), at: card.due.adding(seconds: 86_400), for: ann, scheduler: .standard)
    try store.recordReview(
      .hard, of: ReviewItem(word: word), at: start.adding(seconds: 90), for: ann, scheduler: .standard)
    return data
  }

  /// A data directory with a new account, Bob, signed in, and nothing starred.
  private func bob(_ name: String) throws -> URL {
    let data = try DataFixture.dataDirectory(name)
    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    try store.register(email: "bob@example.com", password: "correct horse", firstName: "Bob", lastName: "M")
    return data
  }

  private func bobsLog(_ data: URL) throws -> (store: AccountStore, user: User) {
    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    return (store, try #require(try store.currentUser()))
  }

  @Test func exportsTheLogInTimeOrderWithTheCardAfterEachReview() throws {
    let data = try annWithReviews("reviews-export")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output) = try kanji(["export", "--reviews"], data: data)
    #expect(status == 0)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(lines[0] == "kind\titem\treading\treviewed\trating\tstate\tdue\tstability\tdifficulty")
    #expect(lines[1] == "kanji\t日\t\t2026-01-05T08:00:00Z\t3\tlearning\t2026-01-05T08:10:00Z\t2.3065\t2.1181")
    #expect(lines[2].hasPrefix("word\t日本\tにほん\t2026-01-05T08:01:30Z\t2\tlearning\t"))
    #expect(lines[3].hasPrefix("kanji\t日\t\t2026-01-05T08:10:00Z\t4\treview\t"))
    #expect(lines[4].contains("\t1\trelearning\t"))
  }

  @Test func exportImportExportGivesTheSameFile() throws {
    let data = try annWithReviews("reviews-round-trip")
    defer { try? FileManager.default.removeItem(at: data) }
    let file = data.appendingPathComponent("reviews.tsv")
    #expect(try kanji(["export", "--reviews", "--output", file.path], data: data).status == 0)
    let other = try bob("reviews-round-trip-bob")
    defer { try? FileManager.default.removeItem(at: other) }
    let imported = try kanji(["import", "--reviews", file.path], data: other)
    #expect(imported.status == 0)
    #expect(
      imported.output == "Added 4 reviews to bob@example.com's log (0 reviews already there); starred 2 items.\n")
    let again = other.appendingPathComponent("again.tsv")
    #expect(try kanji(["export", "--reviews", "--output", again.path], data: other).status == 0)
    #expect(try String(contentsOf: again, encoding: .utf8) == String(contentsOf: file, encoding: .utf8))
    // A second import adds nothing.
    let twice = try kanji(["import", "--reviews", file.path], data: other)
    #expect(twice.output == "Added 0 reviews to bob@example.com's log (4 reviews already there); starred 0 items.\n")
    let (store, user) = try bobsLog(other)
    #expect(try store.reviewCount(for: user) == 4)
    #expect(try store.starredItems(for: user).count == 2)
  }

  @Test(arguments: [
    (
      "kind\titem\treading\treviewed\trating\nkanji\t日\t\t2026-01-05T08:00:00Z\t3\nkanji\t本\t\t2026-01-05\t3\n",
      "line 3: '2026-01-05' is not a time like 2026-01-05T08:00:00Z"
    ),
    (
      "kind\titem\treading\treviewed\trating\nkanji\t日\t\t2026-01-05T08:00:00Z\t3\nword\t日本\tにぽん\t2026-01-05T08:00:00Z\t3\n",
      "line 3: the word 日本 (にぽん) is not in the dictionary"
    ),
  ])
  func badLinesAreNamedAndNothingIsWritten(text: String, message: String) throws {
    let data = try bob("reviews-bad-line")
    defer { try? FileManager.default.removeItem(at: data) }
    let file = data.appendingPathComponent("reviews.tsv")
    try Data(text.utf8).write(to: file)
    let (status, output) = try kanji(["import", "--reviews", file.path], data: data)
    #expect(status == 1)
    #expect(output == "kanji: \(file.path), \(message); nothing was imported\n")
    let (store, user) = try bobsLog(data)
    #expect(try store.reviewCount(for: user) == 0)
    #expect(try store.starredItems(for: user).isEmpty)
  }

  @Test func aMissingFileIsSaid() throws {
    let data = try bob("reviews-missing")
    defer { try? FileManager.default.removeItem(at: data) }
    let missing = data.appendingPathComponent("nowhere.tsv").path
    let (status, output) = try kanji(["import", "--reviews", missing], data: data)
    #expect(status == 1)
    #expect(output.hasPrefix("kanji: cannot read \(missing): "))
  }

  @Test func nobodySignedInIsSaidForBothCommands() throws {
    let data = try DataFixture.dataDirectory("reviews-nobody")
    defer { try? FileManager.default.removeItem(at: data) }
    let file = data.appendingPathComponent("reviews.tsv")
    try Data("kind\titem\treading\treviewed\trating\n".utf8).write(to: file)
    let exported = try kanji(["export", "--reviews"], data: data)
    #expect(exported.status == 1)
    #expect(exported.output.hasPrefix("kanji: no account is signed in"))
    let imported = try kanji(["import", "--reviews", file.path], data: data)
    #expect(imported.status == 1)
    #expect(imported.output.hasPrefix("kanji: no account is signed in"))
  }

  @Test func anEmptyLogIsNotExported() throws {
    let data = try bob("reviews-empty")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output) = try kanji(["export", "--reviews"], data: data)
    #expect(status == 1)
    #expect(output == "kanji: bob@example.com has no reviews yet: review the starred kanji and words first\n")
  }

  @Test func starsAndReviewsAreNotExportedAtOnce() throws {
    let data = try DataFixture.scratch("reviews-usage")
    defer { try? FileManager.default.removeItem(at: data) }
    let (status, output) = try kanji(["export", "--stars", "--reviews"], data: data)
    #expect(status == 2)
    #expect(output.hasPrefix("kanji: export --stars or --reviews, not both at once"))
  }
}
