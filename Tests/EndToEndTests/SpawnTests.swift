import Foundation
import Testing

/// The helpers that run programs for the end-to-end tests.
@Suite struct SpawnTests {
  @Test func aProgramStillRunningAtTheTimeoutIsKilledAndFails() throws {
    let start = Date()
    let pid = try spawn(["sleep", "30"], stdout: "/dev/null")
    let status = waitForExit(pid, timeout: 0.5)
    #expect(status == 128 + SIGKILL)
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test func theExitStatusOfAProgramIsReturned() throws {
    #expect(try spawnAndWait(["sh", "-c", "exit 3"], stdout: "/dev/null") == 3)
  }
}
