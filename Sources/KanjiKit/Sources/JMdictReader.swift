import Foundation

/// Reads JMdict's XML (`JMdict_e`, `JMdict_e_examp`; gzip-compressed or not) one entry at a
/// time, so the 60 MB file is never held whole.
///
/// JMdict writes its codes as entities declared in its DTD (`<pos>&v1;</pos>`); the
/// entity's name is the code, so `&v1;` is read as `v1` (``DictionaryTag`` spells it out).
/// Example sentences (`<example>`) are skipped.
public final class JMdictReader {
  private let chunks: ByteChunks
  private let path: String
  private var buffer: [UInt8] = []
  private var position = 0
  private var atEnd = false
  /// Where the search for the end of the entry being read goes on from: before it, the
  /// buffer holds no `</entry>` after the entry's start.
  private var closeSearchedUpTo = 0
  private var line = 1
  /// The `JMdict created: 2024-01-01` date of the file's header comment, once read.
  public private(set) var created: String?
  /// Entries read so far.
  public private(set) var count = 0
  /// The line the last entry read starts on.
  public private(set) var entryLine = 0
  /// Whether a file that ends without `</JMdict>` after its last entry (cut short) is read
  /// anyway.
  public var allowIncomplete = false

  /// Opens the file at `url`.
  ///
  /// - Throws: ``DictionarySourceError`` when it cannot be read.
  public init(url: URL) throws {
    path = url.path
    chunks = try ByteChunks(url: url, package: "jmdict (EDRDG: JMdict_e.gz)", option: "--jmdict")
  }

  private static let open = Array("<entry>".utf8)
  private static let close = Array("</entry>".utf8)
  private static let end = Array("</JMdict>".utf8)

  /// The next entry as a word, or nil after the last one.
  ///
  /// - Throws: ``DictionarySourceError/invalidJMdict(path:line:detail:)`` for an entry that is
  ///   not well-formed JMdict, or a file that holds no entries.
  public func next() throws -> Word? {
    while true {
      let start = find(Self.open, from: position)
      // An entry longer than a chunk (a 20 MB gloss) is searched for its end only in the
      // bytes each chunk adds, not again from its start: reading it stays linear.
      let end = start.flatMap { find(Self.close, from: max($0, closeSearchedUpTo)) }
      if let start, end == nil { closeSearchedUpTo = max(start, buffer.count - Self.close.count + 1) }
      if let start, let end {
        closeSearchedUpTo = 0
        if created == nil { created = Self.createdDate(buffer[0..<start]) ?? "" }
        line += buffer[position..<start].count { $0 == UInt8(ascii: "\n") }
        entryLine = line
        let entryEnd = end + Self.close.count
        let entry = buffer[start..<entryEnd]
        let word = try parse(entry)
        line += entry.count { $0 == UInt8(ascii: "\n") }
        position = entryEnd
        count += 1
        return word
      }
      guard !atEnd else {
        if count == 0 {
          throw DictionarySourceError.noEntries(path: path, expected: "JMdict <entry> elements")
        }
        if find(Self.open, from: position) != nil {
          guard allowIncomplete else {
            throw DictionarySourceError.cutShort(
              path: path, detail: "entry \(count + 1), at line \(line), is not closed")
          }
          return nil
        }
        if !allowIncomplete, find(Self.end, from: position) == nil {
          throw DictionarySourceError.cutShort(path: path, detail: "it ends after entry \(count) without </JMdict>")
        }
        return nil
      }
      if position > 0 {
        buffer.removeFirst(position)
        closeSearchedUpTo = max(0, closeSearchedUpTo - position)
        position = 0
      }
      if let more = try chunks.next() { buffer += more } else { atEnd = true }
    }
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard buffer.count >= needle.count else { return nil }
    var index = start
    let last = buffer.count - needle.count
    while index <= last {
      if buffer[index] == needle[0], buffer[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  private static func createdDate(_ header: ArraySlice<UInt8>) -> String? {
    let text = String(decoding: header.suffix(4_096), as: UTF8.self)
    guard let range = text.range(of: "JMdict created: ") else { return nil }
    return String(text[range.upperBound...].prefix(10))
  }

  private func parse(_ entry: ArraySlice<UInt8>) throws -> Word {
    var collector = JMdictEntryCollector()
    do {
      try XMLScanner.scan(ArraySlice(Self.resolvingEntities(entry)), into: &collector)
    } catch {
      throw DictionarySourceError.invalidJMdict(path: path, line: line + error.line - 1, detail: error.detail)
    }
    guard let id = collector.id, !collector.kana.isEmpty else {
      throw DictionarySourceError.invalidJMdict(
        path: path, line: line, detail: "an <entry> without <ent_seq> or <reb>")
    }
    return JMdictEntry.word(id: id, spellings: collector.spellings, kana: collector.kana, senses: collector.senses)
  }

  /// The entry with each JMdict entity (`&v1;`) replaced by its name (`v1`); XML's own
  /// entities and character references are left to the scanner.
  static func resolvingEntities(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "&") else {
        out.append(byte)
        index += 1
        continue
      }
      var end = index + 1
      while end < bytes.endIndex, bytes[end] != UInt8(ascii: ";"), end - index < 16 { end += 1 }
      let name = end < bytes.endIndex ? String(decoding: bytes[(index + 1)..<end], as: UTF8.self) : ""
      if name.isEmpty || name.hasPrefix("#") || ["amp", "lt", "gt", "quot", "apos"].contains(name)
        || bytes[end] != UInt8(ascii: ";")
      {
        out.append(byte)
        index += 1
      } else {
        out += Array(name.utf8)
        index = end + 1
      }
    }
    return out
  }
}

/// Collects one `<entry>` element's parts.
struct JMdictEntryCollector: XMLScanner.Handler {
  var id: Int?
  var spellings: [Spelling] = []
  var kana: [Reading] = []
  var senses: [Sense] = []
  private var text = ""
  private var inExample = false
  private var glossLanguage: String?

  mutating func start(_ name: String, attributes: [String: String]) {
    text = ""
    switch name {
    case "k_ele": spellings.append(Spelling(""))
    case "r_ele": kana.append(Reading(""))
    case "sense":
      // A sense without its own part of speech has the one before it.
      senses.append(Sense(partsOfSpeech: [], glosses: []))
    case "example": inExample = true
    case "gloss": glossLanguage = attributes["xml:lang"]
    case "re_nokanji": if !kana.isEmpty { kana[kana.count - 1].noKanji = true }
    default: break
    }
  }

  mutating func characters(_ string: String) {
    text += string
  }

  mutating func end(_ name: String) {
    let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
    text = ""
    if inExample {
      if name == "example" { inExample = false }
      return
    }
    let k = spellings.count - 1
    let r = kana.count - 1
    let s = senses.count - 1
    switch name {
    case "ent_seq": id = Int(value)
    case "keb" where k >= 0: spellings[k].text = value
    case "ke_inf" where k >= 0: spellings[k].tags.append(value)
    case "ke_pri" where k >= 0: spellings[k].isCommon = spellings[k].isCommon || Self.common.contains(value)
    case "reb" where r >= 0: kana[r].text = value
    case "re_inf" where r >= 0: kana[r].tags.append(value)
    case "re_pri" where r >= 0: kana[r].isCommon = kana[r].isCommon || Self.common.contains(value)
    case "re_restr" where r >= 0: kana[r].spellings.append(value)
    case "pos" where s >= 0: senses[s].partsOfSpeech.append(value)
    case "misc" where s >= 0: senses[s].tags.append(value)
    case "field" where s >= 0: senses[s].fields.append(value)
    case "dial" where s >= 0: senses[s].dialects.append(value)
    case "s_inf" where s >= 0: senses[s].notes.append(value)
    case "stagk" where s >= 0: senses[s].onlySpellings.append(value)
    case "stagr" where s >= 0: senses[s].onlyReadings.append(value)
    case "xref" where s >= 0: senses[s].seeAlso.append(value)
    case "ant" where s >= 0: senses[s].antonyms.append(value)
    case "gloss" where s >= 0:
      if glossLanguage == nil || glossLanguage == "eng" { senses[s].glosses.append(value) }
    case "sense" where s >= 1:
      if senses[s].partsOfSpeech.isEmpty { senses[s].partsOfSpeech = senses[s - 1].partsOfSpeech }
    default: break
    }
  }

  static let common = JamdictDatabase.commonPriorities
}
