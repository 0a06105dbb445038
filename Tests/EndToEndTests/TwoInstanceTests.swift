import Foundation
import KanjiKit
import Testing

/// Two `kanji` processes on one data directory at the same time: both start, both write
/// (stars, history, saved screens) without "database is locked", and a star made in one
/// shows in the other once it reloads (here: starts again).
@Suite struct TwoInstanceTests {
  init() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Binaries.kanji), "build kanji first")
  }

  @Test func twoInstancesShareOneDataDirectory() throws {
    let data = try DataFixture.dataDirectoryWithAnn("two-instances")
    defer { try? FileManager.default.removeItem(at: data) }
    let first = try TmuxSession()
    let second = try TmuxSession()
    for (session, name) in [(first, "first"), (second, "second")] {
      try session.run(
        "\(Binaries.kanji) --fresh --data-dir \(data.path) 2> \(session.path("err")); echo $? > \(session.path("status"))"
      )
      #expect(
        try session.waitUntil { try session.capture().contains { $0.contains("day, sun") } }, "\(name) did not start")
    }
    // Interleaved writes: each opens kanji pages (history) and stars one.
    try first.keys("j", "Enter")  // 一 … the second kanji of the list
    try second.keys("j", "j", "Enter")
    try first.keys("s")
    try second.keys("s")
    for _ in 0..<10 {
      // h, not Escape: tmux sends Escape and j in one write, which reads as Alt-j.
      try first.keys("h", "j", "Enter")
      try second.keys("h", "j", "Enter")
    }
    usleep(500_000)
    for session in [first, second] {
      let screen = try session.capture().joined(separator: "\n")
      #expect(!screen.contains("locked") && !screen.lowercased().contains("error"), "\(screen)")
      try session.keys("Q")
      #expect(session.waitForFile("status") == "0\n")
      #expect((try? String(contentsOfFile: session.path("err"), encoding: .utf8)) == "")
    }
    let store = try AccountStore.open(directory: data, hasher: PasswordHasher(rounds: 1_000))
    let ann = try store.signIn(email: "ann@example.com", password: "correct horse")
    let stars = try store.starredKanji(for: ann)
    #expect(stars.count == 3, "日 and one star from each instance: \(stars)")
    #expect(try store.history(for: ann).count >= 12, "each instance visited 11 kanji (a revisit moves, not adds)")

    // The first starts again and sees the second's star.
    try first.run(
      "\(Binaries.kanji) --fresh --data-dir \(data.path) --open account; echo $? > \(first.path("status2"))")
    #expect(
      try first.waitUntil { try first.capture().contains { $0.contains("Starred kanji (3)") } },
      "\((try? first.capture())?.joined(separator: "\n") ?? "")")
    try first.keys("Q")
    #expect(first.waitForFile("status2") == "0\n")
  }
}
