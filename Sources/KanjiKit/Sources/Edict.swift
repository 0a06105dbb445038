import JapaneseText

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
    /// The spelling and reading tags at the head of the gloss, as ``Edict/packedFormTags(_:_:_:)``
    /// packs them (in the padding of the other fields: a line takes 32 bytes either way).
    var formTags: UInt16 = 0
    var hasReading: Bool { readingEnd > readingStart }
  }

  let text: [UInt8]
  var lines: [Line] = []
  /// Line indices, grouped: group `g` is `order[groupStarts[g]..<groupStarts[g + 1]]`.
  var order: [Int32] = []
  var groupStarts: [Int32] = []
  /// The JMdict entry number of each line (as `lines`), 0 for a line the table does not
  /// place; empty when there was no table.
  var entries: [Int32] = []
  /// Groups `0..<entryGroupCount` are JMdict entries, their lines joined by entry number; the
  /// others are lines grouped by their gloss.
  var entryGroupCount = 0
  /// The readings of each entry in JMdict's order, where EDICT's lines (written by reading)
  /// do not give it (``JMdictEntryNumbers``).
  var readingOrders: [Int32: [String]] = [:]
  /// The spellings of each entry in JMdict's order (``JMdictEntryNumbers``).
  var spellingOrders: [Int32: [String]] = [:]

  /// The lines that ``JMdictEntryNumbers`` placed in a JMdict entry.
  public internal(set) var linesInEntries = 0

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
  ///
  /// - Parameter entryNumbers: the JMdict entry of each line: lines of one entry make one
  ///   word, whose id is the entry number. Lines it does not place (an entry newer than the
  ///   table) are grouped by their gloss, and their words keep their line number as id.
  public init(utf8: [UInt8], path: String, badLines: Int = 0, entryNumbers: JMdictEntryNumbers? = nil) throws {
    text = utf8
    malformedLines = badLines
    parseLines()
    guard !lines.isEmpty else {
      throw DictionarySourceError.noEntries(path: path, expected: "EDICT entries")
    }
    if let entryNumbers, entryNumbers.count > 0 { placeInEntries(entryNumbers) }
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
    if index < entryGroupCount {
      let entry = Int(entries[Int(order[Int(groupStarts[index])])])
      return Word(
        id: entry, entryID: entry, spellings: spellings.spellings, kana: spellings.kana,
        senses: mergedSenses(ofGroup: index), isCommon: spellings.isCommon)
    }
    let senses = EdictGlossParser.senses(string(spellings.first.glossStart, spellings.first.glossEnd))
    return Word(
      id: Int(spellings.first.number), spellings: spellings.spellings, kana: spellings.kana, senses: senses,
      isCommon: spellings.isCommon)
  }

  /// The spelling and reading tags of a line (`iK`, `oK`, `ateji`, `ik`…), which EDICT
  /// writes at the head of its gloss: read once per line by ``packedFormTags(_:_:_:)`` while
  /// parsing, and by the gloss parser (``parsedFormTags(of:)``) for the few lines it
  /// leaves to it.
  func formTags(of line: Line) -> [String] {
    if line.formTags == Self.unpackedFormTags { return parsedFormTags(of: line) }
    var tags: [String] = []
    var packed = line.formTags
    while packed != 0 {
      tags.append(Self.formTagList[Int(packed & 0xF) - 1])
      packed >>= 4
    }
    return tags
  }

  /// The tags of ``formTags(of:)`` as the gloss parser reads them: the reference that
  /// ``packedFormTags(_:_:_:)`` must agree with.
  func parsedFormTags(of line: Line) -> [String] {
    let head = text[Int(line.glossStart)..<Int(line.glossEnd)].prefix { $0 != UInt8(ascii: "/") }
    return EdictGlossParser.parse(String(decoding: head, as: UTF8.self) + " x").formTags
  }

  /// The codes ``Line/formTags`` packs, four bits each: a code's place in this list plus one.
  static let formTagList = ["iK", "ik", "oK", "ok", "ateji", "gikun", "io", "eK", "ek", "rK", "rk", "sK", "sk"]
  /// ``Line/formTags`` of a line whose tags are left to the gloss parser.
  static let unpackedFormTags: UInt16 = 0xFFFF

  /// The spelling and reading tags at the head of the gloss `bytes[start..<end]`, packed four
  /// bits a tag in order of first appearance, as `EdictGlossParser.parse` finds them: the
  /// parenthesised tokens before the first gloss text (sense numbers, parts of speech, tags),
  /// stopping at the first that is none of these. ``unpackedFormTags`` when a token holds or
  /// touches a non-ASCII character (which the parser reads as `Character`s) or there are
  /// more than four tags.
  static func packedFormTags(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt16 {
    let space = UInt8(ascii: " ")
    let slash = UInt8(ascii: "/")
    var headEnd = start
    while headEnd < end && bytes[headEnd] != slash { headEnd += 1 }
    var packed: UInt16 = 0
    var count = 0
    var index = start
    while true {
      while index < headEnd && bytes[index] == space { index += 1 }
      guard index < headEnd, bytes[index] == UInt8(ascii: "(") else { return packed }
      var close = index + 1
      while close < headEnd && bytes[close] != UInt8(ascii: ")") {
        guard bytes[close] < 0x80 else { return unpackedFormTags }
        close += 1
      }
      guard close < headEnd else { return packed }
      // A combining mark after `)` would make one Character of the two.
      if close + 1 < headEnd && bytes[close + 1] >= 0x80 { return unpackedFormTags }
      let token = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])
      let isNumber = !token.isEmpty && token.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      if !isNumber {
        let string = Substring(String(decoding: token, as: UTF8.self))
        if EdictGlossParser.partsOfSpeech(string) == nil {
          guard let tags = EdictGlossParser.tags(string) else { return packed }
          for tag in tags {
            guard let code = formTagList.firstIndex(of: tag) else { continue }
            let value = UInt16(code + 1)
            var existing = packed
            var seen = false
            while existing != 0 {
              if existing & 0xF == value { seen = true }
              existing >>= 4
            }
            if seen { continue }
            guard count < 4 else { return unpackedFormTags }
            packed |= value << (4 * count)
            count += 1
          }
        }
      }
      index = close + 1
    }
  }

  /// The forms and readings of a group with their tags: usual forms first (common, then in
  /// JMdict's order where the table gives it, as the bundled data and a JMdict import have
  /// them, else by frequency: 答え before 答, then by how usual their characters are), forms
  /// tagged irregular or out of date last. Frequency and characters guess badly where wordfreq
  /// has none of the spellings (天道虫 was headed 紅娘 by its characters, ゆで卵 ゆで玉子), and
  /// JMdict's first spelling is the one jisho.org heads the word with. Readings in JMdict's
  /// order where the table gives it (梟: ふくろう, not さけ, which EDICT writes first), else
  /// common first, hiragana before katakana, in file order; readings tagged irregular or out
  /// of date last. A reading met with only some forms is restricted to them.
  private func spellings(ofGroup index: Int) -> (
    spellings: [Spelling], kana: [Reading], isCommon: Bool, first: Line
  ) {
    let members = lineIndices(ofGroup: index)
    var forms: [(spelling: Spelling, frequency: Int, score: Int, order: Int)] = []
    var readings: [Reading] = []
    var pairs: [String: [String]] = [:]
    var isCommon = false
    for pass in [true, false] {
      for member in members where lines[member].isCommon == pass {
        let line = lines[member]
        let head = string(line.headStart, line.headEnd)
        let tags = formTags(of: line)
        let readingTags = tags.filter(EdictGlossParser.readingTagCodes.contains)
        let reading = line.hasReading ? string(line.readingStart, line.readingEnd) : head
        if line.hasReading {
          let formTags = tags.filter { !EdictGlossParser.readingTagCodes.contains($0) }
          if let existing = forms.firstIndex(where: { $0.spelling.text == head }) {
            forms[existing].spelling.tags = Self.union(forms[existing].spelling.tags, formTags)
          } else {
            let frequency = frequencies.score(form: head, reading: reading)
            forms.append((Spelling(head, tags: formTags, isCommon: line.isCommon), frequency, score(head), forms.count))
          }
          pairs[reading, default: []].append(head)
        }
        if let existing = readings.firstIndex(where: { $0.text == reading }) {
          readings[existing].tags = Self.union(readings[existing].tags, readingTags)
        } else {
          readings.append(Reading(reading, tags: readingTags, isCommon: line.isCommon))
        }
        isCommon = isCommon || line.isCommon
      }
    }
    let spellingOrder = index < entryGroupCount ? spellingOrders[entries[members[0]]] : nil
    forms.sort { a, b in
      if a.spelling.isUnusual != b.spelling.isUnusual { return b.spelling.isUnusual }
      if a.spelling.isCommon != b.spelling.isCommon { return a.spelling.isCommon }
      if let spellingOrder {
        let first = spellingOrder.firstIndex(of: a.spelling.text) ?? spellingOrder.count
        let second = spellingOrder.firstIndex(of: b.spelling.text) ?? spellingOrder.count
        if first != second { return first < second }
      }
      if a.frequency != b.frequency { return a.frequency > b.frequency }
      if a.score != b.score { return a.score < b.score }
      return a.order < b.order
    }
    let texts = forms.map(\.spelling.text)
    for index in readings.indices {
      let with = pairs[readings[index].text] ?? []
      if with.isEmpty {
        readings[index].noKanji = !texts.isEmpty
      } else if Set(with).count < texts.count {
        readings[index].spellings = texts.filter(with.contains)
      }
    }
    let jmdictOrder = index < entryGroupCount ? readingOrders[entries[members[0]]] : nil
    let ordered = readings.enumerated().sorted { a, b in
      func key(_ reading: (offset: Int, element: Reading)) -> (Int, Int, Int, Int) {
        let element = reading.element
        if let jmdictOrder {
          let place = jmdictOrder.firstIndex(of: element.text) ?? jmdictOrder.count
          return (element.isUnusual ? 1 : 0, place, 0, reading.offset)
        }
        return (
          element.isUnusual ? 1 : 0, element.isCommon ? 0 : 1, Kana.isKatakana(element.text) ? 1 : 0, reading.offset
        )
      }
      return key(a) < key(b)
    }.map(\.element)
    return (forms.map(\.spelling), ordered, isCommon, lines[members[0]])
  }

  private static func union(_ a: [String], _ b: [String]) -> [String] { a + b.filter { !a.contains($0) } }

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
    // As shown (Word.headword: a word usually written in kana by its kana), so
    // "shorter" means what the reader sees; the first sense's tags are read from the raw
    // gloss rather than by parsing every sense of 185,000 words.
    let firstSense = text[Int(spellings.first.glossStart)..<Int(spellings.first.glossEnd)].prefix {
      $0 != UInt8(ascii: "/")
    }
    let usuallyKana = Self.contains(firstSense, "(uk)")
    let headword =
      usuallyKana && !spellings.kana.isEmpty
      ? spellings.kana[0].text : spellings.spellings.first?.text ?? spellings.kana.first?.text ?? ""
    return RankKey(
      frequency: frequencies.score(forms: spellings.spellings.map(\.text), readings: spellings.kana.map(\.text)),
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

  func string(_ start: Int32, _ end: Int32) -> String {
    String(decoding: text[Int(start)..<Int(end)], as: UTF8.self)
  }
}
