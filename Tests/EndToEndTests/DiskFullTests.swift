import Foundation
import KanjiKit
import Testing

/// A full disk, simulated with a file-size limit (`ulimit -f`, with SIGXFSZ ignored so a
/// write fails with EFBIG as on a full disk; mounting a small tmpfs is not allowed here).
@Suite struct DiskFullTests {
  /// `kanji ARGS` under a file-size limit of `kilobytes`.
  private func limited(_ kilobytes: Int, _ arguments: String) -> String {
    "bash -c 'ulimit -f \(kilobytes); trap \"\" XFSZ; exec \(Binaries.kanji) \(arguments)'"
  }

  /// The pane, for a failure message.
  private func shown(_ session: TmuxSession) -> String {
    // Only used to explain a failure that is already recorded.
    (try? session.capture().joined(separator: "\n")) ?? "(the pane could not be read)"
  }

  @Test func aFirstStartThatCannotWriteTheDictionarySaysWhereAndHowMuch() throws {
    let directory = try DataFixture.scratch("disk-full-first")
    defer { try? FileManager.default.removeItem(at: directory) }  // a scratch directory
    let output = directory.appendingPathComponent("output").path
    let status = try spawnAndWait(
      [
        "bash", "-c",
        "ulimit -f 64; trap '' XFSZ; exec \(Binaries.kanji) snapshot --data-dir \(directory.path)/data 2>&1",
      ],
      stdout: output)
    let message = try String(contentsOfFile: output, encoding: .utf8)
    #expect(status == 1)
    #expect(message.contains("cannot build the dictionary in \(directory.path)/data"), "\(message)")
    #expect(message.contains("needs about 15.4 MB"), "\(message)")
    #expect(!message.contains("File too large"), "the system's own text goes to the log: \(message)")
    // The first start inflates the shipped dictionary: its write(2) fails, not SQLite.
    let log = try String(contentsOfFile: "\(directory.path)/data/kanji.log", encoding: .utf8)
    #expect(log.contains("write failed: File too large"), "\(log)")
    let left = try FileManager.default.contentsOfDirectory(atPath: "\(directory.path)/data")
    #expect(!left.contains { $0.hasPrefix(".dictionary.sqlite.building") }, "the partial build is removed: \(left)")
  }

  @Test func browsingStartsReadOnlyWhenAccountsCannotBeWritten() throws {
    let directory = try DataFixture.dataDirectory("disk-full-browse")
    defer { try? FileManager.default.removeItem(at: directory) }  // a scratch directory
    let session = try TmuxSession()
    try session.run(limited(8, "--data-dir \(directory.path)") + "; echo EXIT=$?")
    let notice = try session.waitUntil(seconds: 30) { try session.capture().joined().contains("unavailable this") }
    #expect(notice, "\(shown(session))")
    try session.keys("Enter")
    try session.keys("3")
    let account = try session.waitUntil(seconds: 20) { try session.capture().joined().contains("Create account") }
    #expect(account)
    try session.keys("j", "Enter")
    let refused = try session.waitUntil(seconds: 20) {
      try session.capture().joined().contains("Not now: accounts are unavailable")
    }
    #expect(refused, "\(shown(session))")
    try session.keys("q")
    let exited = try session.waitUntil(seconds: 20) { try session.capture().joined().contains("EXIT=0") }
    #expect(exited, "\(shown(session))")
  }
}
