import CoordinatorsTesting
import Foundation
import KanjiApp
import KanjiKit
import Testing
import UserData

/// Two instances on one data directory, their keys interleaved: `s` does what the screen it
/// was pressed on promised, and a page shows the stored star when it comes back into view.
@Suite struct TwoInstanceStarTests {
  @Test func neitherInstanceInvertsTheOthersIntent() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-two-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }  // a scratch directory
    let first = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 1))
    _ = try first.register(email: "ann@example.com", password: "correct horse", firstName: "Ann", lastName: "Lee")
    let second = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 1))
    let (_, a) = try TestApp.make(accounts: first)
    let (_, b) = try TestApp.make(accounts: second)
    let ann = try #require(try first.currentUser())

    try a.send("<Enter>")
    try b.send("<Enter>")
    try a.send("s")
    #expect(try first.starredKanji(for: ann) == ["日"])
    // B still shows the page as it was when B opened it: "not starred", so s stars.
    #expect(b.screen.text.contains("not starred"))
    try b.send("s")
    #expect(try first.starredKanji(for: ann) == ["日"], "B's s kept the star B promised to set")
    #expect(b.screen.text.contains("* starred"))

    try a.send("s")
    #expect(try first.starredKanji(for: ann) == [], "A showed it starred, so A's s unstarred")
    // B comes back to the page: it reads the stored state, and its s now stars again.
    try b.send("<Esc><Enter>")
    #expect(b.screen.text.contains("not starred"))
    try b.send("s")
    #expect(try second.starredKanji(for: ann) == ["日"])
  }
}
