#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes of this machine, read from Linux's `/proc`; signals sent with `kill(2)`.
public struct ProcFileSystem: ProcessSource {
  /// The folder read (`/proc`).
  public var root: String

  /// Creates a reader of `root`.
  public init(root: String = "/proc") {
    self.root = root
  }

  public func snapshot(progress: @escaping @Sendable (Double) -> Void) throws -> SystemSnapshot {
    guard let directory = opendir(root) else { throw ProcessSourceError.unreadable(path: root, reason: Self.reason()) }
    defer { closedir(directory) }
    var pids: [Int32] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if let pid = Int32(name) { pids.append(pid) }
    }
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    // A process that ends between the listing and the read is left out: it is gone.
    let sorted = pids.sorted()
    let processes = sorted.enumerated().compactMap { index, pid -> ProcessEntry? in
      if index % 16 == 0 { progress(Double(index) / Double(sorted.count)) }
      guard let stat = Self.contents(of: "\(root)/\(pid)/stat"),
        var entry = Self.parseStat(stat, pageSize: pageSize, ticks: ticks)
      else { return nil }
      if let line = Self.contents(of: "\(root)/\(pid)/cmdline") {
        entry.commandLine = line.split(separator: "\0", omittingEmptySubsequences: true).joined(separator: " ")
      }
      return entry
    }
    guard let meminfo = Self.contents(of: "\(root)/meminfo") else {
      throw ProcessSourceError.unreadable(path: "\(root)/meminfo", reason: Self.reason())
    }
    let memory = Self.parseMeminfo(meminfo)
    return SystemSnapshot(processes: processes, memoryTotal: memory.total, memoryAvailable: memory.available)
  }

  public func terminate(_ pid: Int32) throws {
    guard kill(pid, SIGTERM) == 0 else { throw ProcessSourceError.notSignalled(pid: pid, reason: Self.reason()) }
  }

  /// A process from the text of its `/proc/<pid>/stat`, or nil for text that is not one.
  ///
  /// The name is between the first `(` and the last `)`: a name may hold spaces and
  /// parentheses itself.
  public static func parseStat(_ text: String, pageSize: Int, ticks: Double) -> ProcessEntry? {
    guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close,
      let pid = Int32(text[..<open].trimmingCharacters(in: " "))
    else { return nil }
    let name = String(text[text.index(after: open)..<close])
    // After the name: state (field 3), then fields 4 onwards; utime and stime are 14 and 15,
    // rss (in pages) 24.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count >= 22, let state = fields[0].first, let user = Double(fields[11]),
      let system = Double(fields[12]),
      let pages = Int(fields[21])
    else { return nil }
    return ProcessEntry(
      pid: pid, name: name, state: state, residentBytes: pages * pageSize,
      cpuSeconds: ticks > 0 ? (user + system) / ticks : 0)
  }

  /// `MemTotal` and `MemAvailable` of `/proc/meminfo`, in bytes (0 when missing).
  public static func parseMeminfo(_ text: String) -> (total: Int, available: Int) {
    var values: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", omittingEmptySubsequences: true)
      guard parts.count >= 2, let kilobytes = Int(parts[1]) else { continue }
      values[String(parts[0].dropLast())] = kilobytes * 1024
    }
    return (values["MemTotal"] ?? 0, values["MemAvailable"] ?? 0)
  }

  /// The whole content of a file of `/proc` (whose size the kernel reports as 0), or nil.
  static func contents(of path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(fd, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      if count < 0 { return nil }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func reason() -> String { String(cString: strerror(errno)) }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}

/// Why the processes could not be read or a signal not sent.
public enum ProcessSourceError: Error, Hashable, CustomStringConvertible {
  /// A file or folder of `/proc` could not be read.
  case unreadable(path: String, reason: String)
  /// `kill(2)` refused.
  case notSignalled(pid: Int32, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .notSignalled(let pid, let reason): "cannot signal process \(pid): \(reason)"
    }
  }
}
