import Foundation
import GRDB

/// The two EDRDG source files: KANJIDIC2 (gzip XML) and EDICT (EUC-JP text).
public struct DictionarySources: Sendable {
  /// Debian's `kanjidic-xml` package installs KANJIDIC2 here.
  public static let debianKanjidic2 = URL(fileURLWithPath: "/usr/share/edict/kanjidic2.xml.gz")
  /// Debian's `edict` package installs EDICT here.
  public static let debianEdict = URL(fileURLWithPath: "/usr/share/edict/edict")

  /// The KANJIDIC2 file (gzip-compressed, or plain XML).
  public var kanjidic2: URL
  /// The EDICT file.
  public var edict: URL
  /// JMdict's XML (`JMdict_e`, gzip-compressed or not); when set, words come from it
  /// instead of ``edict``.
  public var jmdict: URL?
  /// Whether a file that looks cut short may replace the dictionary in use: one that ends in
  /// the middle of a line or an entry, or without its closing element, or that holds fewer
  /// than half the words of ``wordsInUse``. False by default: such a file is refused and the
  /// dictionary in use stays.
  public var allowIncomplete: Bool
  /// The words of the dictionary the import would replace, when it was itself imported
  /// (the bundled data is smaller than any complete source); nil for none.
  public var wordsInUse: Int?
  /// Whether EDICT's lines are joined into JMdict's entries by the shipped
  /// ``JMdictEntryNumbers``, and words named by entry number. True by default; false makes the
  /// words of the legacy file alone, named by line number, as a dictionary whose ids differ
  /// from the bundled data's (what the tests of a learner's records moving between such
  /// dictionaries need).
  public var joinsLinesByEntry = true

  /// Creates sources, by default Debian's.
  public init(
    kanjidic2: URL = debianKanjidic2, edict: URL = debianEdict, jmdict: URL? = nil, allowIncomplete: Bool = false,
    wordsInUse: Int? = nil
  ) {
    self.kanjidic2 = kanjidic2
    self.edict = edict
    self.jmdict = jmdict
    self.allowIncomplete = allowIncomplete
    self.wordsInUse = wordsInUse
  }

  /// The words of the dictionary in `directory` when it was imported, for ``wordsInUse``;
  /// nil when there is none, when it is the bundled data, or when it cannot be read: a
  /// damaged dictionary is what an import is there to replace, so it sets no bar.
  public static func importedWordCount(inDirectory directory: URL) -> Int? {
    let file = DataDirectory.dictionaryURL(in: directory)
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    var configuration = Configuration()
    configuration.readonly = true
    do {
      let queue = try DatabaseQueue(path: file.path, configuration: configuration)
      return try queue.read { db -> Int? in
        guard try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'source'") == "import" else {
          return nil
        }
        return try Int.fetchOne(db, sql: "SELECT count(*) FROM word")
      }
    } catch {
      return nil
    }
  }

  /// Refuses `found` words from `url` when they are fewer than half of ``wordsInUse``.
  func checkWordCount(_ found: Int, of url: URL) throws {
    guard !allowIncomplete, let wordsInUse, found * 2 < wordsInUse else { return }
    throw DictionarySourceError.fewerWords(path: url.path, found: found, inUse: wordsInUse)
  }

  /// Checks that the files can be read, before any long work starts.
  public func checkReadable() throws {
    let words = jmdict.map { ($0, "jmdict (EDRDG: JMdict_e.gz)", "--jmdict") } ?? (edict, "edict", "--edict")
    for (url, package, option) in [(kanjidic2, "kanjidic-xml", "--kanjidic2"), words] {
      guard FileManager.default.isReadableFile(atPath: url.path) else {
        let reason = FileManager.default.fileExists(atPath: url.path) ? "permission denied" : "no such file"
        throw DictionarySourceError.unreadable(path: url.path, reason: reason, package: package, option: option)
      }
    }
  }

  /// Reads and parses KANJIDIC2; `progress` gets the fraction done.
  public func loadKanjidic(progress: (Double) throws -> Void = { _ in }) throws -> KanjidicParser.Result {
    let raw = try Self.read(kanjidic2, package: "kanjidic-xml", option: "--kanjidic2")
    let isGzip = raw.count >= 2 && raw[0] == 0x1F && raw[1] == 0x8B
    let xml = isGzip ? try Gzip.decompress(raw, path: kanjidic2.path) { try progress($0 * 0.3) } : raw
    var parser = KanjidicParser(path: kanjidic2.path)
    parser.allowIncomplete = allowIncomplete
    return try parser.parse(xml) { try progress(0.3 + $0 * 0.7) }
  }

  /// Reads, decodes and groups EDICT: lines of one JMdict entry make one word, by the shipped
  /// ``JMdictEntryNumbers`` (when the resources have it).
  public func loadEdict() throws -> Edict {
    // The EUC-JP bytes (19 MB for the full file) are a temporary, gone before the lines
    // are parsed and grouped rather than held beside the decoded text until they are.
    let bytes = try Self.read(edict, package: "edict", option: "--edict")
    // Every EDICT line ends with a line feed, the last one too: a file that does not was cut
    // in the middle of its last line, and the lines before it may be only part of the file.
    if !allowIncomplete, let last = bytes.last, last != UInt8(ascii: "\n") {
      let lines = bytes.count { $0 == UInt8(ascii: "\n") }
      throw DictionarySourceError.cutShort(path: edict.path, detail: "its last line, line \(lines + 1), ends midway")
    }
    let decoded = try EUCJP.decode(bytes, path: edict.path)
    let parsed = try Edict(
      utf8: decoded.utf8, path: edict.path, badLines: decoded.badLines,
      entryNumbers: joinsLinesByEntry ? try JMdictEntryNumbers.bundled() : nil)
    try checkWordCount(parsed.wordCount, of: edict)
    return parsed
  }

  static func read(_ url: URL, package: String, option: String) throws -> [UInt8] {
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw DictionarySourceError.unreadable(path: url.path, reason: "no such file", package: package, option: option)
    }
    do {
      return try readWholeFile(atPath: url.path)
    } catch {
      throw DictionarySourceError.unreadable(path: url.path, reason: error.reason, package: package, option: option)
    }
  }
}

/// Why a file could not be read, in words: `strerror`'s, lower-cased as the app's other
/// reasons are (`is a directory`, `input/output error`).
struct FileReadFailure: Error {
  var reason: String

  init(errno code: Int32) {
    let text = String(cString: strerror(code))
    reason = text.prefix(1).lowercased() + text.dropFirst()
  }
}

/// The bytes of the file at `path`, read straight into the array returned.
///
/// `[UInt8](Data(contentsOf:))` held the file twice until the copy was made: 19 MB more at
/// the peak of a full EDICT import (the peak of the whole import).
func readWholeFile(atPath path: String) throws(FileReadFailure) -> [UInt8] {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { throw FileReadFailure(errno: errno) }
  defer { close(fd) }
  var info = stat()
  guard fstat(fd, &info) == 0 else { throw FileReadFailure(errno: errno) }
  var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
  var filled = 0
  while filled < bytes.count {
    let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
    if count < 0 {
      if errno == EINTR { continue }
      throw FileReadFailure(errno: errno)
    }
    if count == 0 { break }  // the file shrank since fstat
    filled += count
  }
  if filled < bytes.count {
    bytes.removeLast(bytes.count - filled)
    return bytes
  }
  // Read on to the end: a file that grew since fstat, or a pipe (`<(zcat edict.gz)`),
  // whose size fstat gives as 0.
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      throw FileReadFailure(errno: errno)
    }
    if count == 0 { break }
    bytes.append(contentsOf: chunk[..<count])
  }
  return bytes
}
