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

  /// Ranks of characters for choosing a word's usual spelling: lower is more usual.
  ///
  /// Set it from KANJIDIC2 frequencies so that of two common spellings the one with
  /// everyday kanji comes first (`食う` before `喰う`). Kana count as 0; characters not in
  /// the table count as ``unknownCharacterRank``, and Latin letters, digits and symbols as
  /// ``symbolRank`` (so `十` comes before `１０`).
  public var characterRanks: [Unicode.Scalar: Int] = [:]
  /// How common each spelling is (``WordFrequency``), for ranking words; empty when the
  /// table is missing, and then words rank by EDICT's (P) marks alone.
  public var frequencies = WordFrequency()

  /// The rank of an ideograph missing from ``characterRanks``.
  public static let unknownCharacterRank = 5_000
  /// The rank of a character that is neither kana nor an ideograph.
  public static let symbolRank = 9_000

  /// The ranks KANJIDIC2 gives: frequency rank, else 2,600 plus the grade (so Jōyō and
  /// Jinmeiyō kanji still come before the rest).
  public static func characterRanks(of kanji: [Kanji]) -> [Unicode.Scalar: Int] {
    var ranks: [Unicode.Scalar: Int] = [:]
    for entry in kanji {
      guard let scalar = entry.literal.unicodeScalars.first else { continue }
      ranks[scalar] = entry.frequency ?? (2_600 + (entry.grade ?? 20))
    }
    return ranks
  }

  /// The word made of group `index`.
  public func word(at index: Int) -> Word {
    let spellings = spellings(ofGroup: index)
    let senses = EdictGlossParser.senses(string(spellings.first.glossStart, spellings.first.glossEnd))
    return Word(
      id: Int(spellings.first.number), forms: spellings.forms, readings: spellings.readings, senses: senses,
      isCommon: spellings.isCommon)
  }

  /// The forms and readings of a group, common ones first; forms then by frequency
  /// (``frequencies``: 答え before 答), then by how usual their characters are; readings by
  /// file order.
  private func spellings(ofGroup index: Int) -> (forms: [String], readings: [String], isCommon: Bool, first: Line) {
    let members = lineIndices(ofGroup: index)
    var forms: [(text: String, common: Bool, frequency: Int, score: Int, order: Int)] = []
    var readings: [String] = []
    var isCommon = false
    for pass in [true, false] {
      for member in members where lines[member].isCommon == pass {
        let line = lines[member]
        let head = string(line.headStart, line.headEnd)
        if line.hasReading {
          if !forms.contains(where: { $0.text == head }) {
            let frequency = frequencies.score(form: head, reading: string(line.readingStart, line.readingEnd))
            forms.append((head, line.isCommon, frequency, score(head), forms.count))
          }
          let reading = string(line.readingStart, line.readingEnd)
          if !readings.contains(reading) { readings.append(reading) }
        } else if !readings.contains(head) {
          readings.append(head)
        }
        isCommon = isCommon || line.isCommon
      }
    }
    forms.sort { a, b in
      if a.common != b.common { return a.common }
      if a.frequency != b.frequency { return a.frequency > b.frequency }
      if a.score != b.score { return a.score < b.score }
      return a.order < b.order
    }
    return (forms.map(\.text), readings, isCommon, lines[members[0]])
  }

  private func score(_ form: String) -> Int {
    var worst = 0
    for scalar in form.unicodeScalars where !Kana.isKana(scalar) {
      let rank = Kana.isIdeograph(scalar) ? characterRanks[scalar] ?? Self.unknownCharacterRank : Self.symbolRank
      worst = max(worst, rank)
    }
    return worst
  }

  /// The ranking key of group `index`: more frequent first, then common, then shorter
  /// headwords, then file order.
  func rankKey(ofGroup index: Int) -> RankKey {
    let spellings = spellings(ofGroup: index)
    // As shown (Word.headword: a katakana loanword usually written in kana by its kana), so
    // "shorter" means what the reader sees; the first sense's tags are read from the raw
    // gloss rather than by parsing every sense of 185,000 words.
    let firstSense = text[Int(spellings.first.glossStart)..<Int(spellings.first.glossEnd)].prefix {
      $0 != UInt8(ascii: "/")
    }
    let usuallyKana = Self.contains(firstSense, "(uk)")
    let headword =
      usuallyKana && !spellings.readings.isEmpty && spellings.readings.allSatisfy(Kana.isKatakana)
      ? spellings.readings[0] : spellings.forms.first ?? spellings.readings.first ?? ""
    return RankKey(
      frequency: frequencies.score(forms: spellings.forms, readings: spellings.readings),
      isCommon: spellings.isCommon, length: headword.unicodeScalars.count, id: Int(spellings.first.number))
  }

  private static func contains(_ bytes: ArraySlice<UInt8>.SubSequence, _ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard bytes.count >= pattern.count else { return false }
    var index = bytes.startIndex
    while index + pattern.count <= bytes.endIndex {
      if bytes[index..<index + pattern.count].elementsEqual(pattern) { return true }
      index += 1
    }
    return false
  }

  /// Orders words: higher ``WordFrequency`` score first, then common, then shorter
  /// headwords, then file order.
  struct RankKey: Comparable {
    var frequency: Int
    var isCommon: Bool
    var length: Int
    var id: Int

    static func < (a: RankKey, b: RankKey) -> Bool {
      if a.frequency != b.frequency { return a.frequency > b.frequency }
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
