import ProcessBrowserExample
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ProcFileSystemTests {
  @Test func readsAStatLineWhoseNameHasSpacesAndParentheses() throws {
    let line =
      "4321 (my (odd) name) S 1 4321 4321 0 -1 4194560 1000 0 0 0 250 150 0 0 20 0 1 0 100 123456 300 18446744073709551615"
    let entry = try #require(ProcFileSystem.parseStat(line, pageSize: 4096, ticks: 100))
    #expect(entry.pid == 4321)
    #expect(entry.name == "my (odd) name")
    #expect(entry.state == "S")
    #expect(entry.cpuSeconds == 4)
    #expect(entry.residentBytes == 300 * 4096)
  }

  @Test(arguments: ["", "12 no parentheses", "x (name) S 1", "12 (short) S 1 2 3"])
  func refusesWhatIsNotAStatLine(line: String) {
    #expect(ProcFileSystem.parseStat(line, pageSize: 4096, ticks: 100) == nil)
  }

  @Test func readsTotalAndAvailableMemory() {
    let text = "MemTotal:       16318412 kB\nMemFree:         1216132 kB\nMemAvailable:    8159206 kB\n"
    let memory = ProcFileSystem.parseMeminfo(text)
    #expect(memory.total == 16_318_412 * 1024)
    #expect(memory.available == 8_159_206 * 1024)
  }

  #if os(Linux)
    @Test func theRealProcListsThisTestProcess() throws {
      let reports = Reports()
      let snapshot = try ProcFileSystem().snapshot(progress: { reports.add($0) })
      #expect(reports.all.first == 0)
      #expect(reports.all == reports.all.sorted())
      #expect(reports.all.allSatisfy { (0..<1).contains($0) })
      let me = try #require(snapshot.processes.first { $0.pid == getpid() })
      #expect(me.commandLine.contains("ProcessBrowser"))
      #expect(snapshot.memoryTotal > 0)
    }
  #endif

  @Test func aMissingFolderIsSaidInWords() {
    #expect(throws: ProcessSourceError.unreadable(path: "/nonexistent/proc", reason: "No such file or directory")) {
      try ProcFileSystem(root: "/nonexistent/proc").snapshot(progress: { _ in })
    }
  }
}

/// The progress a read reported, in order.
private final class Reports: Sendable {
  private let values = Mutex<[Double]>([])
  func add(_ value: Double) { values.withLock { $0.append(value) } }
  var all: [Double] { values.withLock { $0 } }
}
