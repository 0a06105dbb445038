import Foundation
import KanjiKit
import Testing
import UserData

/// The Study tab in the real binary on tmux: sign in, star, review with Space and the digits,
/// quit, start again and find the same state.
@Suite(.serialized) struct StudyTabTests {
  @Test func reviewsSurviveARestart() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji))
    let dataDir = try DataFixture.dataDirectory("study")
    defer { try? FileManager.default.removeItem(at: dataDir) }  // a leftover in the temporary directory is harmless
    let store = try AccountStore.open(directory: dataDir, hasher: PasswordHasher(rounds: 1_000))
    _ = try store.register(email: "ann@example.com", password: "correct horse", firstName: "Ann", lastName: "Example")
    try store.signOut()

    let session = try TmuxSession()
    let command = "\(Binaries.kanji) --data-dir \(dataDir.path) --fresh"
    try session.run("\(command); echo $? > \(session.path("status"))")
    try session.waitFor("1 All Kanji")
    try session.keys("4")
    try session.waitFor("Not signed in")
    try session.keys("Enter")
    try session.waitFor("Email")
    try session.keys("-l", "ann@example.com")
    try session.keys("Enter")
    try session.keys("-l", "correct horse")
    try session.keys("Enter")
    try session.waitFor("Nothing to study yet")
    // Three kanji of All Kanji starred on their pages.
    for moves in ["", "j", "j"] {
      try session.keys("1")
      if !moves.isEmpty { try session.keys(moves) }
      try session.keys("Enter")
      try session.waitFor("not starred")
      try session.keys("s")
      try session.waitFor("* starred")
      try session.keys("Escape")
      try session.waitFor("j/k move")
    }
    try session.keys("4")
    try session.waitFor("4 Study (3)")
    try session.keys("Space")
    try session.waitFor("[3 Good")
    try session.keys("3")
    try session.waitFor("4 Study (2)")
    try session.keys("Space")
    try session.waitFor("[4 Easy")
    try session.keys("4")
    try session.waitFor("4 Study (1)")
    try session.keys("Q")
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")

    let again = try TmuxSession()
    try again.run(command)
    try again.waitFor("1 All Kanji")
    try again.keys("4")
    try again.waitFor("4 Study (1)")
    let user = try #require(try store.currentUser())
    #expect(try store.reviewLog(for: user).map(\.rating.rawValue) == [3, 4])
  }
}
