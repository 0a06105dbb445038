import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text a command reads from a file or standard input: UTF-8, at most ``limit`` bytes.
enum TextInput {
  /// The largest text read: 1 MB.
  static let limit = 1_048_576

  /// The text of `path`, or of standard input for `-`, without a leading byte-order mark.
  ///
  /// - Throws: ``CommandFailure`` (status 1) with one line that says what is wrong: no such
  ///   file, a directory, unreadable, larger than 1 MB, not UTF-8.
  static func text(at path: String) throws -> String {
    let name = path == "-" ? "standard input" : path
    let bytes = path == "-" ? try readAll(descriptor: STDIN_FILENO, name: name) : try readFile(path)
    guard bytes.count <= limit else {
      throw CommandFailure(
        message: "\(name) is larger than 1 MB (\(limit) bytes): split it into smaller files", status: 1)
    }
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    guard let text = String(validating: body, as: UTF8.self) else {
      let offset = Self.firstInvalidOffset(body) + (bytes.count - body.count)
      throw CommandFailure(
        message:
          "\(name) is not UTF-8 text (bad byte at offset \(offset)): convert it first, e.g. iconv -f SHIFT_JIS -t UTF-8",
        status: 1)
    }
    return text
  }

  private static func readFile(_ path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(path, errno) }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      throw CommandFailure(message: "\(path) is a directory, not a text file", status: 1)
    }
    if (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > limit {
      throw CommandFailure(
        message: "\(path) is larger than 1 MB (\(status.st_size) bytes): split it into smaller files", status: 1)
    }
    return try readAll(descriptor: descriptor, name: path)
  }

  /// Up to one byte more than ``limit`` from `descriptor`, so that a larger input is told.
  private static func readAll(descriptor: Int32, name: String) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(name, errno)
      }
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  private static func failure(_ name: String, _ code: Int32) -> CommandFailure {
    let reason = code == ENOENT ? "no such file" : String(cString: strerror(code)).lowercased()
    return CommandFailure(message: "cannot read \(name): \(reason)", status: 1)
  }

  /// Where the first byte that is not UTF-8 is.
  static func firstInvalidOffset(_ bytes: ArraySlice<UInt8>) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      offset += UTF8.width(scalar)
    }
    return offset
  }

  /// `text`'s lines: split at line feeds (and CR LF); a last line without one counts, an
  /// empty text has none.
  static func lines(_ text: String) -> [Substring] {
    let isBreak: (Character) -> Bool = { $0 == "\n" || $0 == "\r\n" }
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: isBreak)
    if text.isEmpty || text.last.map(isBreak) == true { lines.removeLast() }
    return lines
  }
}
