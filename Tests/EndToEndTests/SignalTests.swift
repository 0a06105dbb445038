import Foundation
import KanjiKit
import Testing

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
    #expect(try session.waitUntil { try session.capture().contains { $0.contains("All Kanji") } })
    switch place {
    case .modal:
      try session.keys("3", "j", "j", "j", "Enter")
      #expect(try session.waitUntil { try session.capture().contains { $0.contains("Sign out?") } })
    case .typing:
      try session.keys("3", "j", "j", "j", "Enter", "l", "Enter")  // sign out
      #expect(try session.waitUntil { try session.capture().contains { $0.contains("Not signed in") } })
      try session.keys("g", "Enter")  // Sign in, the first entry
      #expect(try session.waitUntil { try session.capture().contains { $0.contains("Email") } })
      try session.tmux(["send-keys", "-t", "e2e", "-l", "half@exa"])
      #expect(try session.waitUntil { try session.capture().contains { $0.contains("half@exa") } })
    }
    let pid = try #require(
      session.waitForFile("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    kill(pid, signal)
    #expect(session.waitForFile("status") == "\(128 + signal)\n")
    let modes = try #require(session.waitForFile("modes"))
    #expect(modes.contains(" icanon") && modes.contains(" echo ") && !modes.contains("-icanon"), "\(modes)")

    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    let ann = try store.signIn(email: "ann@example.com", password: "correct horse")
    #expect(try store.starredKanji(for: ann) == ["日"])
  }

  @Test func suspendAndResumeRedrawsTheWholeScreen() throws {
    let data = try DataFixture.dataDirectory("suspend")
    defer { try? FileManager.default.removeItem(at: data) }
    let session = try TmuxSession()
    // kanji alone on the line: in a list, a stopped job lets the shell run the rest.
    try session.run("\(Binaries.kanji) --fresh --data-dir \(data.path)")
    #expect(try session.waitUntil { try session.capture().contains { $0.contains("day, sun") } })
    try session.keys("j", "j", "Enter")
    #expect(try session.waitUntil { try session.capture().first { $0.contains("All Kanji >") } != nil })
    usleep(300_000)  // let the frame settle
    // Trailing blanks compared as absent: cells cleared by `clear` and cells kanji wrote
    // spaces into look the same, but tmux reports only the second.
    func screen() throws -> [String] {
      try session.capture().map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
    let before = try screen()
    try session.keys("C-z")
    #expect(try session.waitUntil { try session.capture().contains { $0.contains("Stopped") } })
    let stty = session.path("stopped-modes")
    try session.run("stty -a > \(stty)")
    #expect(try session.waitUntil { (try? String(contentsOfFile: stty, encoding: .utf8))?.contains("echo") == true })
    let modes = try String(contentsOfFile: stty, encoding: .utf8)
    #expect(modes.contains(" icanon") && !modes.contains("-echo "), "stopped kanji left the shell in raw mode")
    try session.run("clear; fg")
    let redrawn = try session.waitUntil { try screen() == before }
    #expect(
      redrawn,
      "after fg:\n\(((try? session.capture()) ?? []).joined(separator: "\n"))\nbefore:\n\(before.joined(separator: "\n"))"
    )
    try session.keys("Q")
    try session.run("echo $? > \(session.path("status"))")
    #expect(session.waitForFile("status") == "0\n")
  }
}
