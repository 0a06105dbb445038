import Foundation

/// Which JMdict entry each line of EDICT comes from: the shipped table `jmdict-entries.tsv.gz`.
///
/// EDICT is JMdict written one line per spelling and reading, without JMdict's entry numbers.
/// An import joins the lines of one entry into one word with this table and gives the word the
/// entry's number as its id, as the bundled data and a JMdict import do, so a learner's stars,
/// history and reviews name the same word whichever of them was imported last.
///
/// Built by `make data` (`Scripts/build-jmdict-entries.py`) from jamdict-data's JMdict. A line
/// per entry, in entry-number order: the number as the difference from the line before, the
/// spellings, the readings that tell the entry's lines apart from another entry's (`!` before a
/// reading written alone, `=` and spelling positions after a reading of some spellings only),
/// and, for an entry that shares a spelling and reading with another, its first gloss.
public struct JMdictEntryNumbers: Sendable {
  /// The table's file name in the resources directory.
  public static let fileName = "jmdict-entries.tsv.gz"

  /// The entry of a spelling no other entry has; -1 for a spelling several entries share.
  private var ownerOfSpelling: [String: Int32] = [:]
  /// The entries of a shared spelling and a reading: `spelling<TAB>reading`.
  private var ownersOfPair: [String: [Int32]] = [:]
  /// The entries of a reading EDICT writes on a line of its own (a kana-only entry's, or
  /// JMdict's `re_nokanji`).
  private var ownersOfKana: [String: [Int32]] = [:]
  /// The first gloss of each entry that shares a line with another.
  private var firstGloss: [Int32: String] = [:]
  /// The readings of each entry whose order JMdict gives and EDICT's lines do not, and of
  /// every kana-only entry with more than one.
  private(set) var readingOrders: [Int32: [String]] = [:]
  /// The spellings of each entry that has more than one, in JMdict's order: EDICT's lines do
  /// not give it (天道虫's are てんとう虫, 天道虫, 瓢虫, 紅娘).
  private(set) var spellingOrders: [Int32: [String]] = [:]

  /// The version line of the table's header (`jamdict-data 1.5 (JMdict 1.08)`).
  public private(set) var source = ""
  /// The number of entries in the table.
  public private(set) var count = 0

  /// An empty table: no line has an entry.
  public init() {}

  /// Parses the table's text (uncompressed).
  ///
  /// - Throws: ``BundledDataError/damaged(path:detail:)`` for a line that is not as the
  ///   builder writes it.
  public init(text: String, path: String) throws {
    var entry: Int32 = 0
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.hasPrefix("# source: ") {
        source = String(line.dropFirst("# source: ".count))
        continue
      }
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard (3...5).contains(fields.count), let step = Int32(fields[0]), step > 0 else {
        throw BundledDataError.damaged(path: path, detail: "line \(lineNumber) is not an entry of the table")
      }
      entry += step
      count += 1
      let spellings = fields[1].isEmpty ? [] : fields[1].split(separator: ";").map(String.init)
      let readings = fields[2].isEmpty ? [] : fields[2].split(separator: ";")
      if fields.count >= 4, !fields[3].isEmpty { firstGloss[entry] = String(fields[3]) }
      if fields.count == 5 { readingOrders[entry] = fields[4].split(separator: ";").map(String.init) }
      if spellings.count > 1 { spellingOrders[entry] = spellings }
      // A kana-only entry lists all its readings, in JMdict's order: EDICT's lines are in
      // EUC-JP's, where ー comes before every kana (プレー before プレイ).
      if spellings.isEmpty, readings.count > 1, readingOrders[entry] == nil {
        readingOrders[entry] = readings.map { String($0.hasPrefix("!") ? $0.dropFirst() : $0) }
      }
      for spelling in spellings {
        ownerOfSpelling[spelling] = ownerOfSpelling[spelling] == nil ? entry : -1
      }
      for field in readings {
        if field.hasPrefix("!") {
          ownersOfKana[String(field.dropFirst()), default: []].append(entry)
          continue
        }
        if spellings.isEmpty {
          ownersOfKana[String(field), default: []].append(entry)
          continue
        }
        // Listed only for an entry whose spelling another entry shares.
        let parts = field.split(separator: "=", maxSplits: 1)
        let reading = String(parts[0])
        var only = spellings
        if parts.count == 2 {
          only = parts[1].split(separator: ",").compactMap { Int($0) }.filter(spellings.indices.contains).map {
            spellings[$0]
          }
        }
        for spelling in only { ownersOfPair[spelling + "\t" + reading, default: []].append(entry) }
      }
    }
  }

  /// Reads the table from `url` (gzip-compressed or plain).
  ///
  /// - Throws: ``BundledDataError`` when the file cannot be read or is damaged.
  public init(contentsOf url: URL) throws {
    let bytes: [UInt8]
    do {
      bytes = try readWholeFile(atPath: url.path)
    } catch {
      throw BundledDataError.unreadable(path: url.path, reason: error.reason)
    }
    let text: [UInt8]
    do {
      text = bytes.starts(with: [0x1F, 0x8B]) ? try Gzip.decompress(bytes, path: url.path) : bytes
    } catch {
      throw BundledDataError.damaged(path: url.path, detail: "it is not a whole gzip file")
    }
    try self.init(text: String(decoding: text, as: UTF8.self), path: url.path)
  }

  /// The shipped table, or nil when the resources directory has none (an import then joins
  /// EDICT's lines by their glosses alone, and words keep line numbers as ids).
  public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> JMdictEntryNumbers?
  {
    try BundledData.resource(named: fileName, environment: environment).map(JMdictEntryNumbers.init(contentsOf:))
  }

  /// The entry of the EDICT line `spelling [reading] /glosses/`, or nil when the table has none
  /// or cannot tell which.
  ///
  /// - Parameters:
  ///   - spelling: the line's headword.
  ///   - reading: the reading in brackets, nil for a line written in kana alone.
  ///   - glosses: the line's glosses, in order, for telling apart entries that share the
  ///     spelling and reading (the one whose first gloss the line has).
  public func entry(spelling: String, reading: String?, glosses: () -> [String]) -> Int32? {
    let candidates: [Int32]
    if let reading {
      if let owner = ownerOfSpelling[spelling], owner >= 0 { return owner }
      candidates = ownersOfPair[spelling + "\t" + reading] ?? []
    } else {
      candidates = ownersOfKana[spelling] ?? []
    }
    guard candidates.count > 1 else { return candidates.first }
    let lineGlosses = glosses()
    for gloss in lineGlosses {
      let matching = candidates.filter { firstGloss[$0] == gloss }
      if matching.count == 1 { return matching[0] }
    }
    return nil
  }
}
