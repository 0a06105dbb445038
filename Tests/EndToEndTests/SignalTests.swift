import Foundation
import KanjiKit
import Testing
import UserData

/// Signals reaching the real binary inside a modal and in the middle of typing (LaunchTests
/// covers them on a list): the terminal is back in cooked mode with echo, the exit status
/// is 128+N, and the user's committed data is whole. Ctrl-Z then `fg` redraws everything.
@Suite struct SignalTests {
  init() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji), "build kanji first")
  }

  enum Place: String, CaseIterable, Sendable {
    /// The sign-out alert is up.
    case modal
    /// Signed out, half an email typed into the sign-in form.
    case typing
  }

  static let cases: [(Place, Int32)] = Place.allCases.flatMap { place in [SIGTERM, SIGHUP, SIGINT].map { (place, $0) } }

  @Test(arguments: cases)
  func aSignalRestoresTheTerminalAndKeepsTheData(place: Place, signal: Int32) throws {
    let data = try DataFixture.dataDirectoryWithAnn("signal-\(place)-\(signal)")
    defer { try? FileManager.default.removeItem(at: data) }
    let session = try TmuxSession()
    try session.run(
      "sh -c 'echo $$ > \(session.path("pid")); exec \(Binaries.kanji) --fresh --data-dir \(data.path)'; "
        + "echo $? > \(session.path("status")); stty -a > \(session.path("modes"))")
    try session.waitFor("All Kanji")
    switch place {
    case .modal:
      try session.keys("3", "j", "j", "j", "Enter")
      try session.waitFor("Sign out?")
    case .typing:
      try session.keys("3", "j", "j", "j", "Enter", "l", "Enter")  // sign out
      try session.waitFor("Not signed in")
      try session.keys("g", "Enter")  // Sign in, the first entry
      try session.waitFor("Email")
      try session.tmux(["send-keys", "-t", "e2e", "-l", "half@exa"])
      try session.waitFor("half@exa")
    }
    let pid = try #require(
      session.waitForFile("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    kill(pid, signal)
    #expect(session.waitForFile("status") == "\(128 + signal)\n", "\(session.pane)")
    let modes = try #require(session.waitForFile("modes"), "\(session.pane)")
    #expect(modes.contains(" icanon") && modes.contains(" echo ") && !modes.contains("-icanon"), "\(modes)")

    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    let ann = try store.signIn(email: "ann@example.com", password: "correct horse")
    #expect(try store.starredKanji(for: ann) == ["日"])
  }

  @Test func suspendAndResumeRedrawsTheWholeScreen() throws {
    let data = try DataFixture.dataDirectory("suspend")
    defer { try? FileManager.default.removeItem(at: data) }
    let session = try TmuxSession()
    // The whole frame, as the headless app draws it: what the pane must show again after fg.
    let before = try DataFixture.headlessScreen(script: "j j <Enter>", dataDir: data)
    // kanji alone on the line: in a list, a stopped job lets the shell run the rest.
    try session.run("\(Binaries.kanji) --fresh --data-dir \(data.path)")
    try session.waitFor("day, sun")
    try session.keys("j", "j", "Enter")
    try session.waitForScreen(before, after: "j j Enter")
    try session.keys("C-z")
    try session.waitFor("Stopped")
    let stty = session.path("stopped-modes")
    try session.run("stty -a > \(stty)")
    let modes = try #require(session.waitForFile("stopped-modes"), "\(session.pane)")
    #expect(modes.contains(" icanon") && !modes.contains("-echo "), "stopped kanji left the shell in raw mode")
    // The status is written by the same command line, so nothing is typed while kanji runs.
    try session.run("clear; fg; echo $? > \(session.path("status"))")
    try session.waitForScreen(before, after: "clear; fg")
    try session.keys("Q")
    #expect(session.waitForFile("status") == "0\n", "\(session.pane)")
  }
}
