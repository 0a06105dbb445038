#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An EDICT file, parsed and grouped into words, held compactly.
///
/// EDICT has one line per written form × reading (`日本 [にほん] /(n) Japan/(P)/`); lines of
/// one headword share the same gloss text, so lines are grouped by their gloss (with `(P)`
/// removed). The UTF-8 text is kept once and lines are referred to by byte ranges, so the
/// full file (267k lines, about 185k words) costs a few tens of megabytes; ``word(at:)``
/// builds each ``Word`` only when asked.
public struct Edict: Sendable {
  struct Line: Sendable {
    var headStart: Int32
    var headEnd: Int32
    var readingStart: Int32
    var readingEnd: Int32
    var glossStart: Int32
    var glossEnd: Int32
    var number: Int32
    var isCommon: Bool
    var hasReading: Bool { readingEnd > readingStart }
  }

  let text: [UInt8]
  var lines: [Line] = []
  /// Line indices, grouped: group `g` is `order[groupStarts[g]..<groupStarts[g + 1]]`.
  var order: [Int32] = []
  var groupStarts: [Int32] = []

  /// Lines that could not be decoded or parsed, and were skipped.
  public internal(set) var malformedLines = 0
  /// The creation date from the header line, such as `2021-02-03`, or nil.
  public internal(set) var version: String?

  /// The number of words (groups of lines).
  public var wordCount: Int { max(groupStarts.count - 1, 0) }

  /// Parses EUC-JP EDICT bytes.
  ///
  /// - Throws: ``DictionarySourceError`` for text that is not EUC-JP or holds no entries.
  public init(eucJP bytes: [UInt8], path: String) throws {
    let decoded = try EUCJP.decode(bytes, path: path)
    try self.init(utf8: decoded.utf8, path: path, badLines: decoded.badLines)
  }

  /// Parses UTF-8 EDICT text; `badLines` adds lines already dropped while decoding.
  public init(utf8: [UInt8], path: String, badLines: Int = 0) throws {
    text = utf8
    malformedLines = badLines
    parseLines()
    guard !lines.isEmpty else {
      throw DictionarySourceError.noEntries(path: path, expected: "EDICT entries")
    }
    group()
  }

  // MARK: - Words

  /// The word made of group `index`.
  public func word(at index: Int) -> Word {
    let members = lineIndices(ofGroup: index)
    var forms: [String] = []
    var readings: [String] = []
    var isCommon = false
    // Common spellings first, then the others, each in file order.
    for pass in [true, false] {
      for member in members where lines[member].isCommon == pass {
        let line = lines[member]
        let head = string(line.headStart, line.headEnd)
        if line.hasReading {
          if !forms.contains(head) { forms.append(head) }
          let reading = string(line.readingStart, line.readingEnd)
          if !readings.contains(reading) { readings.append(reading) }
        } else if !readings.contains(head) {
          readings.append(head)
        }
        isCommon = isCommon || line.isCommon
      }
    }
    let first = lines[members[0]]
    let senses = EdictGlossParser.senses(string(first.glossStart, first.glossEnd))
    return Word(id: Int(first.number), forms: forms, readings: readings, senses: senses, isCommon: isCommon)
  }

  /// The ranking key of group `index` without building its senses: common first, then
  /// shorter headwords, then file order.
  func rankKey(ofGroup index: Int) -> RankKey {
    let members = lineIndices(ofGroup: index)
    var common = false
    var best: (common: Bool, line: Line)?
    for member in members {
      let line = lines[member]
      common = common || line.isCommon
      // The headword is the first form (common forms first), else the first reading.
      let better: Bool
      if let current = best {
        if line.hasReading != current.line.hasReading {
          better = line.hasReading
        } else {
          better = line.isCommon && !current.common
        }
      } else {
        better = true
      }
      if better { best = (line.isCommon, line) }
    }
    let line = best?.line ?? lines[members[0]]
    let length = string(line.headStart, line.headEnd).unicodeScalars.count
    return RankKey(isCommon: common, length: length, id: Int(lines[members[0]].number))
  }

  /// Orders words: common first, then shorter headwords, then file order.
  struct RankKey: Comparable {
    var isCommon: Bool
    var length: Int
    var id: Int

    static func < (a: RankKey, b: RankKey) -> Bool {
      if a.isCommon != b.isCommon { return a.isCommon }
      if a.length != b.length { return a.length < b.length }
      return a.id < b.id
    }
  }

  /// Group indices in rank order.
  public func rankedGroups() -> [Int] {
    let keys = (0..<wordCount).map(rankKey(ofGroup:))
    return (0..<wordCount).sorted { keys[$0] < keys[$1] }
  }

  private func lineIndices(ofGroup index: Int) -> [Int] {
    (Int(groupStarts[index])..<Int(groupStarts[index + 1])).map { Int(order[$0]) }
  }

  private func string(_ start: Int32, _ end: Int32) -> String {
    String(decoding: text[Int(start)..<Int(end)], as: UTF8.self)
  }
}
