/// One process, as the list shows it.
public struct ProcessEntry: Hashable, Sendable {
  /// The process id.
  public var pid: Int32
  /// The command's name (`comm`: at most 15 bytes, as the kernel keeps it).
  public var name: String
  /// The scheduler's state letter: `R` running, `S` sleeping, `D` waiting on a disk, `Z`
  /// zombie, `T` stopped, `I` idle.
  public var state: Character
  /// The memory it has in RAM, in bytes.
  public var residentBytes: Int
  /// The processor time it has used, user and system, in seconds.
  public var cpuSeconds: Double
  /// Its command line, arguments separated by spaces; empty for a kernel thread.
  public var commandLine: String

  /// Creates an entry.
  public init(
    pid: Int32, name: String, state: Character = "S", residentBytes: Int = 0, cpuSeconds: Double = 0,
    commandLine: String = ""
  ) {
    self.pid = pid
    self.name = name
    self.state = state
    self.residentBytes = residentBytes
    self.cpuSeconds = cpuSeconds
    self.commandLine = commandLine
  }

  /// Whether `filter` appears in its pid, name or command line, ignoring case.
  public func matches(_ filter: String) -> Bool {
    guard !filter.isEmpty else { return true }
    let needle = filter.lowercased()
    return String(pid).contains(needle) || name.lowercased().contains(needle)
      || commandLine.lowercased().contains(needle)
  }
}

/// What one read of the system gives: its processes and its memory.
public struct SystemSnapshot: Hashable, Sendable {
  /// The processes, by pid.
  public var processes: [ProcessEntry]
  /// The machine's memory, in bytes.
  public var memoryTotal: Int
  /// The memory programs can still have without swapping, in bytes.
  public var memoryAvailable: Int

  /// Creates a snapshot.
  public init(processes: [ProcessEntry], memoryTotal: Int, memoryAvailable: Int) {
    self.processes = processes
    self.memoryTotal = memoryTotal
    self.memoryAvailable = memoryAvailable
  }

  /// The share of memory in use, from 0 to 1.
  public var memoryUsed: Double {
    memoryTotal > 0 ? Double(memoryTotal - memoryAvailable) / Double(memoryTotal) : 0
  }
}

/// Where the browser reads processes and sends signals: `/proc` and `kill(2)`, or a fake
/// in tests (which must never signal a real process).
public protocol ProcessSource: Sendable {
  /// The processes and memory now, reporting the share read so far (0 to 1) to
  /// `progress` as it goes. Called off the loop's thread.
  func snapshot(progress: @escaping @Sendable (Double) -> Void) async throws -> SystemSnapshot
  /// Sends SIGTERM to `pid`. Called off the loop's thread.
  func terminate(_ pid: Int32) throws
}
