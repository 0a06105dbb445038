import Foundation

/// The lines of a derived table sorted by their first two fields, found by binary search.
///
/// The word tables of `Resources/` (`word-examples.tsv.gz`, `pitch-accent.tsv.gz`) are written
/// sorted by their UTF-8 bytes, one line per spelling and reading: `spelling<TAB>reading<TAB>…`.
/// Reading one only gunzips it and notes where each line starts; a line is split into fields
/// when it is asked for, so opening the first word page costs one pass over the bytes.
struct KeyedLines: Sendable {
  /// The file the lines came from, for messages.
  let path: String
  /// The `# source: …` line of the header: the source and its version.
  let source: String
  private let bytes: [UInt8]
  /// Where each line that is not a `#` comment starts, in file order.
  private let starts: [Int]

  /// The number of lines (spellings and readings).
  var count: Int { starts.count }

  /// Splits `bytes` (the gunzipped table) into lines.
  ///
  /// - Throws: ``WordDataError/damaged(path:detail:)`` when the header names no source or the
  ///   lines are not sorted.
  init(bytes: [UInt8], path: String) throws {
    self.path = path
    self.bytes = bytes
    let scan = bytes.withUnsafeBufferPointer { Self.scan($0) }
    guard let source = scan.source else {
      throw WordDataError.damaged(path: path, detail: "its header names no source")
    }
    if let unsorted = scan.unsorted {
      throw WordDataError.damaged(path: path, detail: "line \(unsorted + 1) of its entries is out of order")
    }
    self.source = source
    self.starts = scan.starts
  }

  /// Where the entry lines start, the header's source, and the first entry line out of order.
  ///
  /// Through a buffer pointer with memchr and memcmp: the tables are 2–4 MB, and a byte-by-byte
  /// loop over an Array cost a debug build a second on the first word page.
  private static func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> (starts: [Int], source: String?, unsorted: Int?) {
    guard let base = buffer.baseAddress else { return ([], nil, nil) }
    let raw = UnsafeRawPointer(base)
    var starts: [Int] = []
    var ends: [Int] = []
    starts.reserveCapacity(buffer.count / 24)
    ends.reserveCapacity(buffer.count / 24)
    var source: String?
    var start = 0
    while start < buffer.count {
      var end = buffer.count
      if let found = memchr(raw + start, 0x0A, buffer.count - start) {
        end = UnsafeRawPointer(found) - raw
      }
      if base[start] == UInt8(ascii: "#") {
        let line = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
        if line.hasPrefix("# source: ") { source = String(line.dropFirst("# source: ".count)) }
      } else if end > start {
        starts.append(start)
        ends.append(end)
      }
      start = end + 1
    }
    for index in starts.indices.dropFirst() {
      let previous = ends[index - 1] - starts[index - 1]
      let current = ends[index] - starts[index]
      let order = memcmp(raw + starts[index - 1], raw + starts[index], min(previous, current))
      if order > 0 || (order == 0 && previous > current) { return (starts, source, index) }
    }
    return (starts, source, nil)
  }

  /// Reads the gzipped table at `url`.
  ///
  /// - Throws: ``WordDataError`` when the file cannot be read or is not such a table.
  init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw WordDataError.unreadable(path: url.path, reason: FileFailure.reason(for: error))
    }
    let bytes: [UInt8]
    do {
      bytes = try Gzip.decompress([UInt8](data), path: url.path)
    } catch {
      throw WordDataError.damaged(path: url.path, detail: "\(error)")
    }
    try self.init(bytes: bytes, path: url.path)
  }

  /// Reads `fileName` from the first resources directory that holds it (``BundledData``).
  ///
  /// - Throws: ``WordDataError/notFound(file:searched:)`` when none does.
  static func bundled(_ fileName: String, environment: [String: String]) throws -> KeyedLines {
    let directories = BundledData.candidates(environment: environment)
    for directory in directories {
      let file = directory.appendingPathComponent(fileName)
      if FileManager.default.isReadableFile(atPath: file.path) { return try KeyedLines(contentsOf: file) }
    }
    throw WordDataError.notFound(file: fileName, searched: directories.map(\.path))
  }

  /// The fields after the key of the line for `spelling` and `reading`, or nil when there is none.
  func fields(spelling: String, reading: String) -> [Substring]? {
    let key = Array((spelling + "\t" + reading + "\t").utf8)
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      let order = Self.compare(bytes, starts[middle], key, 0, keyLength: key.count)
      if order == 0 {
        let start = starts[middle] + key.count
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return String(decoding: bytes[start..<end], as: UTF8.self).split(
          separator: "\t", omittingEmptySubsequences: false)
      }
      if order < 0 { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// Compares the line at `a[i...]` with `b[j...]` byte by byte up to a newline (or
  /// `keyLength` bytes of `b`): negative, zero or positive.
  private static func compare(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int, keyLength: Int = .max) -> Int {
    var i = i
    var j = j
    var compared = 0
    let newline = UInt8(ascii: "\n")
    while compared < keyLength {
      let x: Int = i < a.count && a[i] != newline ? Int(a[i]) : -1
      let y: Int = j < b.count && b[j] != newline ? Int(b[j]) : -1
      if x != y { return x - y }
      if x == -1 { return 0 }
      i += 1
      j += 1
      compared += 1
    }
    return 0
  }
}

/// Why a word table (example sentences, pitch accent) could not be read.
public enum WordDataError: Error, Equatable, CustomStringConvertible {
  /// No resources directory holds it.
  case notFound(file: String, searched: [String])
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not such a table.
  case damaged(path: String, detail: String)

  public var description: String {
    switch self {
    case .notFound(let file, let searched):
      "cannot find \(file); looked in " + searched.joined(separator: ", ")
        + " — set KANJI_NAVIGATOR_RESOURCES to the directory that holds it, or reinstall"
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason) — reinstall, or run make data"
    case .damaged(let path, let detail):
      "\(path) is damaged (\(detail)) — reinstall, or run make data"
    }
  }
}
