/// Reads KANJIDIC2 XML into ``Kanji`` values.
///
/// The DOCTYPE (whose `ATTLIST … #IMPLIED` crashes Foundation's `XMLParser` on Linux) is
/// cut out, and the `<character>` elements are read by ``XMLScanner`` in chunks of about a
/// megabyte, which give progress for free.
public struct KanjidicParser {
  /// The parsed file.
  public struct Result: Sendable {
    /// Every character, in file order.
    public var kanji: [Kanji]
    /// The `database_version` from the header (such as `2022-235`), or nil.
    public var version: String?
    /// The header's `date_of_creation` (such as `2022-08-23`), or nil.
    public var date: String?

    /// The version and date as the data records them: `2022-235 of 2022-08-23`, or the
    /// version alone when the header has no date.
    public var versionAndDate: String? {
      guard let version else { return date.map { "of \($0)" } }
      return date.map { "\(version) of \($0)" } ?? version
    }
  }

  private let path: String
  /// Whether a file without its closing `</kanjidic2>` (cut short) is parsed anyway.
  public var allowIncomplete = false

  /// Creates a parser whose errors name `path`.
  public init(path: String) {
    self.path = path
  }

  /// Parses the uncompressed XML `bytes`.
  ///
  /// - Parameter progress: called after each chunk with the fraction parsed.
  /// - Throws: ``DictionarySourceError/invalidXML(path:line:detail:)`` or
  ///   ``DictionarySourceError/noEntries(path:expected:)``.
  public func parse(_ bytes: [UInt8], progress: (Double) throws -> Void = { _ in }) throws -> Result {
    let body = Self.rangeAfterDoctype(bytes)
    let version = Self.text(of: "database_version", in: bytes, from: body.lowerBound)
    let date = Self.text(of: "date_of_creation", in: bytes, from: body.lowerBound)
    guard let first = Self.find(Array("<character>".utf8), in: bytes, from: body.lowerBound) else {
      throw DictionarySourceError.noEntries(path: path, expected: "<character> elements")
    }
    let close = Array("</character>".utf8)
    let closing = Self.findLast(Array("</kanjidic2>".utf8), in: bytes)
    if closing == nil, !allowIncomplete {
      let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
      throw DictionarySourceError.cutShort(path: path, detail: "it ends at line \(lines) without </kanjidic2>")
    }
    let end = closing ?? bytes.count
    var kanji: [Kanji] = []
    kanji.reserveCapacity(13_200)
    var references = KanjidicVariantReferences()
    var start = first
    var line = 1 + bytes[0..<first].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    while start < end {
      var stop = end
      if start + Self.chunkSize < end, let boundary = Self.find(close, in: bytes, from: start + Self.chunkSize),
        boundary < end
      {
        stop = boundary + close.count
      }
      let chunk = bytes[start..<stop]
      var collector = KanjidicElementCollector()
      do {
        try XMLScanner.scan(chunk, into: &collector)
      } catch {
        throw DictionarySourceError.invalidXML(path: path, line: line + error.line - 1, detail: error.detail)
      }
      kanji.append(contentsOf: collector.kanji)
      references.append(collector.references, offset: kanji.count - collector.kanji.count)
      line += chunk.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      start = stop
      try progress(Double(start) / Double(end))
    }
    guard !kanji.isEmpty else {
      throw DictionarySourceError.noEntries(path: path, expected: "kanji entries")
    }
    references.resolve(into: &kanji)
    return Result(kanji: kanji, version: version, date: date)
  }

  private static let chunkSize = 1 << 20

  /// The bytes after the DOCTYPE declaration (or all of them when there is none).
  static func rangeAfterDoctype(_ bytes: [UInt8]) -> Range<Int> {
    guard let doctype = find(Array("<!DOCTYPE".utf8), in: bytes, from: 0),
      let end = find(Array("]>".utf8), in: bytes, from: doctype)
    else { return 0..<bytes.count }
    return (end + 2)..<bytes.count
  }

  static func text(of element: String, in bytes: [UInt8], from start: Int) -> String? {
    guard let open = find(Array("<\(element)>".utf8), in: bytes, from: start),
      let close = find(Array("</\(element)>".utf8), in: bytes, from: open)
    else { return nil }
    return String(decoding: bytes[(open + element.utf8.count + 2)..<close], as: UTF8.self)
  }

  static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard let head = needle.first, needle.count <= bytes.count else { return nil }
    var index = start
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == head && bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  static func findLast(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    var index = bytes.count - needle.count
    while index >= 0 {
      if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index -= 1
    }
    return nil
  }
}

/// Collects the fields of each `<character>` as the scanner reads them.
struct KanjidicElementCollector: XMLScanner.Handler {
  private(set) var kanji: [Kanji] = []
  /// The codes and variant references of each kanji, parallel to ``kanji``.
  private(set) var references: [KanjidicVariantReferences.Entry] = []
  private var current: Kanji?
  private var currentReferences = KanjidicVariantReferences.Entry()
  private var text = ""
  private var attributes: [String: String] = [:]
  private var sawStrokes = false

  mutating func start(_ elementName: String, attributes attributeDict: [String: String]) {
    text = ""
    attributes = attributeDict
    if elementName == "character" {
      current = Kanji(
        literal: "", grade: nil, strokes: 0, frequency: nil, jlpt: nil, radical: 0,
        onReadings: [], kunReadings: [], meanings: [])
      currentReferences = KanjidicVariantReferences.Entry()
      sawStrokes = false
    }
  }

  mutating func characters(_ string: String) {
    text += string
  }

  mutating func end(_ elementName: String) {
    guard current != nil else { return }
    switch elementName {
    case "literal": current?.literal = text
    case "grade": current?.grade = Int(text)
    case "stroke_count":
      // The first count is the accepted one; later ones are common miscounts.
      if !sawStrokes, let strokes = Int(text) { current?.strokes = strokes }
      sawStrokes = true
    case "freq": current?.frequency = Int(text)
    // The four-level scale used before 2010; the N-levels come from ``JLPTLevels``.
    case "jlpt": current?.formerJLPT = Int(text)
    case "rad_value" where attributes["rad_type"] == "classical":
      current?.radical = Int(text) ?? 0
    case "reading" where attributes["r_type"] == "ja_on": current?.onReadings.append(text)
    case "reading" where attributes["r_type"] == "ja_kun": current?.kunReadings.append(text)
    case "meaning" where attributes["m_lang"] == nil: current?.meanings.append(text)
    case "nanori": current?.nanori.append(text)
    case "cp_value", "dic_ref", "q_code":
      let type = attributes["cp_type"] ?? attributes["dr_type"] ?? attributes["qc_type"] ?? ""
      if let key = KanjidicVariantReferences.key(type: type, value: text) { currentReferences.codes.append(key) }
    case "variant":
      if let key = KanjidicVariantReferences.key(variantType: attributes["var_type"] ?? "", value: text) {
        currentReferences.variants.append(key)
      }
    case "character":
      if let entry = current, !entry.literal.isEmpty {
        kanji.append(entry)
        references.append(currentReferences)
      }
      current = nil
    default: break
    }
  }
}
