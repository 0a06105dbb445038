import Foundation
import KanjiKit
import Testing
import UserData

/// Two `kanji` processes on one data directory at the same time: both start, both write
/// (stars, history, saved screens) without "database is locked", and a star made in one
/// shows in the other once it reloads (here: starts again).
@Suite struct TwoInstanceTests {
  init() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji), "build kanji first")
  }

  /// Each instance's keys, in rounds sent to the two in turn: it opens kanji pages (history)
  /// and stars one. `h`, not Esc, goes back: tmux sends a round's keys in one write, and Esc
  /// with the `j` after it would be read as Alt-j.
  static let firstRounds = [["j", "Enter"], ["s"]] + Array(repeating: ["h", "j", "Enter"], count: 10)
  static let secondRounds = [["j", "j", "Enter"], ["s"]] + Array(repeating: ["h", "j", "Enter"], count: 10)

  /// The same keys as a key script for the headless app, less the star: signed in to no
  /// account, it answers `s` with the sign-in form. Each instance stars a kanji it then
  /// leaves, so where it ends looks the same either way.
  static func scriptWithoutTheStar(_ rounds: [[String]]) -> String {
    rounds.joined().filter { $0 != "s" }.map { $0.count == 1 ? $0 : "<\($0)>" }.joined(separator: " ")
  }

  /// `text` without the due count of the Study tab's label.
  static func withoutDueCount(_ text: String) -> String {
    text.replacing(/4 Study \(\d+\)/, with: "4 Study")
  }

  @Test func twoInstancesShareOneDataDirectory() throws {
    let data = try DataFixture.dataDirectoryWithAnn("two-instances")
    defer { try? FileManager.default.removeItem(at: data) }
    // Where each instance ends, as the headless app draws it.
    let scratch = try DataFixture.freshDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }  // a leftover in the temporary directory is harmless
    let expected = try [Self.firstRounds, Self.secondRounds].map {
      try DataFixture.headlessScreen(script: Self.scriptWithoutTheStar($0), dataDir: scratch)
    }
    let first = try TmuxSession()
    let second = try TmuxSession()
    for session in [first, second] {
      try session.run(
        "\(Binaries.kanji) --fresh --data-dir \(data.path) 2> \(session.path("err")); echo $? > \(session.path("status"))"
      )
      try session.waitFor("day, sun")
    }
    // Interleaved writes.
    for (firstRound, secondRound) in zip(Self.firstRounds, Self.secondRounds) {
      try first.keys(firstRound)
      try second.keys(secondRound)
    }
    for (session, screen, name) in [(first, expected[0], "first"), (second, expected[1], "second")] {
      // Signed in, the Study tab's label counts the cards due (`4 Study (3)`), which the
      // headless app, signed out, does not show; how many depends on when each instance
      // read the other's star.
      try session.waitForScreen(screen, after: "the \(name) instance's keys", normalizing: Self.withoutDueCount)
      let shown = session.pane
      // What a failed write would say on the bottom row (a word's gloss may say "error").
      for failure in ["locked", "was not saved", "could not", "unavailable"] {
        #expect(!shown.contains(failure), "\(shown)")
      }
      try session.keys("Q")
      #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
      #expect(try String(contentsOfFile: session.path("err"), encoding: .utf8) == "")
    }
    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    let ann = try store.signIn(email: "ann@example.com", password: "correct horse")
    let stars = try store.starredKanji(for: ann)
    #expect(stars.count == 3, "日 and one star from each instance: \(stars)")
    #expect(try store.history(for: ann).count >= 12, "each instance visited 11 kanji (a revisit moves, not adds)")

    // The first starts again and sees the second's star.
    try first.run(
      "\(Binaries.kanji) --fresh --data-dir \(data.path) --open account; echo $? > \(first.path("status2"))")
    try first.waitFor("Starred kanji and words (3)")
    try first.keys("Q")
    #expect(first.waitForFile("status2") == "0\n", "\(first.pane)")
  }
}
