#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and standard error, written with `write(2)` so that a failure is an
/// error to say, never a trap.
///
/// `FileHandle.standardOutput.write(_:)` stops the program with a fatal error when the
/// write fails (a full disk, a closed descriptor), and `print` loses the failure in stdio's
/// buffer; a command that writes its result here ends with a message and status 1 instead.
public enum StandardStream {
  /// Why a write to a standard stream failed.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The reader went away (`… | head -1`): not worth a message, as coreutils say none.
    case closedPipe
    /// Any other failure, with the system's words for it.
    case failed(stream: String, reason: String)

    public var description: String {
      switch self {
      case .closedPipe: return "cannot write standard output: the reading end of the pipe was closed"
      case .failed(let stream, let reason): return "cannot write \(stream): \(reason)"
      }
    }
  }

  /// Writes all of `text` to standard output.
  ///
  /// - Throws: ``Failure/closedPipe`` when the reader closed the pipe (the caller ends
  ///   quietly), else ``Failure/failed(stream:reason:)`` with the system's reason.
  public static func writeOutput(_ text: String) throws(Failure) {
    try writeOutput(text, to: STDOUT_FILENO)
  }

  /// ``writeOutput(_:)`` to `descriptor` in its place, for tests.
  static func writeOutput(_ text: String, to descriptor: Int32) throws(Failure) {
    let error = write(text, to: descriptor)
    if error == 0 { return }
    if error == EPIPE { throw .closedPipe }
    throw .failed(stream: "standard output", reason: String(cString: strerror(error)))
  }

  /// Writes all of `text` to standard error, as far as it can: a failure there has
  /// nowhere left to be said, so it is dropped.
  public static func writeError(_ text: String) {
    _ = write(text, to: STDERR_FILENO)
  }

  /// Writes a message to standard error with ``visible(_:lineLimit:)``: a value from the
  /// command line, a file or the environment cannot move the cursor, retitle the window or
  /// flood the screen.
  public static func writeMessage(_ text: String) {
    writeError(visible(text))
  }

  /// `text` as it may reach a terminal: control characters but line feeds and tabs written
  /// as escapes (`\e`, `\a`, `\r`, `\x7F`, `\u{85}`), as `ls -b` and git show them, bidi
  /// controls as `\u{202E}`, and each line longer than `lineLimit` characters cut with `…`.
  public static func visible(_ text: String, lineLimit: Int = 500) -> String {
    var out = ""
    var column = 0
    var cut = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        out.unicodeScalars.append(scalar)
        column = 0
        cut = false
        continue
      }
      if cut { continue }
      if column == lineLimit {
        out += "…"
        cut = true
        continue
      }
      column += 1
      switch scalar.value {
      case 0x1B: out += "\\e"
      case 0x07: out += "\\a"
      case 0x08: out += "\\b"
      case 0x0D: out += "\\r"
      case 0x09: out.unicodeScalars.append(scalar)
      case 0x00..<0x20, 0x7F: out += "\\x" + hex(scalar.value, width: 2)
      case 0x80..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        out += "\\u{" + hex(scalar.value, width: 1) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `value` in upper-case hexadecimal, at least `width` digits.
  private static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// Writes `text` whole to `descriptor`, retrying short writes and interruptions; the
  /// `errno` of a failure, or 0.
  private static func write(_ text: String, to descriptor: Int32) -> Int32 {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.count - offset
      let written = bytes.withUnsafeMutableBytes { raw in
        #if canImport(Glibc)
          Glibc.write(descriptor, raw.baseAddress! + offset, count)
        #else
          Darwin.write(descriptor, raw.baseAddress! + offset, count)
        #endif
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }
}
