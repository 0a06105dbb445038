import Foundation

/// One run of a program on a pseudo-terminal through `Benchmarks/pty/ptydrive`: when its
/// first frame arrived, each key's latency and bytes, and its peak memory.
struct PtySession {
  /// One key of the script.
  struct Key {
    var name: String
    /// From the key written to the last byte of the frame it caused; nil if nothing came.
    var latencyMS: Double?
    var bytes: Int
  }

  var firstFrameMS: Double
  var firstFrameBytes: Int
  /// The driver's monotonic clock just before `fork`, in microseconds.
  var startMonotonicUS: Int64 = 0
  var keys: [Key] = []
  var peakMemoryMB: Double = 0
  var exitStatus: Int = -1

  /// The keys called `name`.
  func keys(_ name: String) -> [Key] { keys.filter { $0.name == name } }

  /// Runs `command` under the driver with `script`, waiting for `ready` in the first frame.
  static func run(
    driver: URL, command: [String], script: String, ready: String, quietMS: Int = 25, timeoutMS: Int = 5000,
    environment: [String: String] = [:]
  ) throws -> PtySession {
    let process = Process()
    process.executableURL = driver
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    process.arguments =
      ["-c", "80", "-r", "24", "-q", String(quietMS), "-t", String(timeoutMS), "-w", ready, "-s", script, "--"]
      + command
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0, let session = parse(text) else {
      throw BenchError(
        "\(command.first ?? "?") on the pty failed (driver status \(process.terminationStatus)): "
          + String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    if session.exitStatus != 0 {
      throw BenchError("\(command.first ?? "?") exited with status \(session.exitStatus) on the pty")
    }
    return session
  }

  /// Reads the driver's report (see `Benchmarks/pty/ptydrive.c`).
  static func parse(_ text: String) -> PtySession? {
    var session: PtySession?
    var start: Int64 = 0
    for line in text.split(separator: "\n") {
      let f = line.split(separator: " ")
      switch (f.first, f.count) {
      case ("start_monotonic_us", 2):
        start = Int64(f[1]) ?? 0
      case ("first_frame_us", 3):
        session = PtySession(
          firstFrameMS: (Double(f[1]) ?? 0) / 1000, firstFrameBytes: Int(f[2]) ?? 0, startMonotonicUS: start)
      case ("key", 4):
        let micros = Double(f[2]) ?? -1
        session?.keys.append(
          Key(name: String(f[1]), latencyMS: micros < 0 ? nil : micros / 1000, bytes: Int(f[3]) ?? 0))
      case ("maxrss_kb", 2):
        session?.peakMemoryMB = (Double(f[1]) ?? 0) / 1024
      case ("exit", 2):
        session?.exitStatus = Int(f[1]) ?? -1
      default:
        break
      }
    }
    return session
  }
}

/// A failure of the benchmark itself, with what to do about it.
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
