import Foundation
import KanjiKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Marks the phases of start-up on the monotonic clock when `KANJI_STARTUP_TRACE` names a
/// file, for `make bench`'s breakdown of the first frame (B3): the benchmark's driver prints
/// the same clock at `fork`, so time before `main` is measured too. Costs one `getenv` when
/// off.
enum StartupTrace {
  nonisolated(unsafe) private static var marks: [(String, Int64)] = []
  // getenv, not ProcessInfo: the first mark must not pay for Foundation's set-up.
  private static let path = getenv("KANJI_STARTUP_TRACE").map { String(cString: $0) }

  /// Records that `phase` ended now.
  static func mark(_ phase: String) {
    guard path != nil else { return }
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    marks.append((phase, Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1_000))
  }

  /// Writes the marks, one `phase microseconds` per line; a trace that cannot be written is
  /// said on standard error (the terminal is restored by then).
  static func write() {
    guard let path, !marks.isEmpty else { return }
    let text = marks.map { "\($0.0) \($0.1)\n" }.joined()
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      StandardStream.writeMessage("kanji: the start-up trace \(path) was not written: \(error)\n")
    }
  }
}
