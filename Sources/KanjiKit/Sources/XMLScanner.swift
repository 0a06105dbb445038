/// A small, strict XML scanner for KANJIDIC2: elements, attributes, text, the five
/// predefined entities and character references, comments, processing instructions and
/// CDATA. No DTDs, namespaces or custom entities (KANJIDIC2 uses none in its body).
///
/// It replaces Foundation's `XMLParser`, which on Linux crashes on the file's DOCTYPE,
/// fails on documents over about 10 MB, and drags libxml2 and ICU into every process that
/// links the dictionary (a megabyte of memory for an app that never imports).
struct XMLScanner {
  /// What went wrong, and on which line (1-based) of the scanned bytes.
  struct Failure: Error, Equatable {
    var line: Int
    var detail: String
  }

  /// Receives the document as it is read.
  protocol Handler {
    mutating func start(_ name: String, attributes: [String: String])
    mutating func characters(_ text: String)
    mutating func end(_ name: String)
  }

  private let bytes: ArraySlice<UInt8>
  private var index: Int
  private var line = 1
  private var open: [String] = []

  /// Scans `bytes` (one or more sibling elements), calling `handler` for each part.
  ///
  /// - Throws: ``Failure`` at the first thing that is not well-formed.
  static func scan<H: Handler>(_ bytes: ArraySlice<UInt8>, into handler: inout H) throws(Failure) {
    var scanner = XMLScanner(bytes: bytes, index: bytes.startIndex)
    try scanner.run(&handler)
  }

  private mutating func run<H: Handler>(_ handler: inout H) throws(Failure) {
    var text: [UInt8] = []
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte != UInt8(ascii: "<") {
        if byte == UInt8(ascii: "&") {
          text += try entity()
        } else {
          if byte == UInt8(ascii: "\n") { line += 1 }
          text.append(byte)
          index += 1
        }
        continue
      }
      if !text.isEmpty {
        if !open.isEmpty { handler.characters(String(decoding: text, as: UTF8.self)) }
        text.removeAll(keepingCapacity: true)
      }
      if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<![CDATA[") {
        index += 9
        let start = index
        try skip(past: "]]>", what: "CDATA section")
        handler.characters(String(decoding: bytes[start..<(index - 3)], as: UTF8.self))
      } else if starts(with: "<?") || starts(with: "<!") {
        try skip(past: ">", what: "declaration")
      } else if starts(with: "</") {
        index += 2
        let name = try self.name()
        skipSpace()
        try expect(">", "'>' expected")
        guard let last = open.popLast() else { throw fail("end tag </\(name)> with no element open") }
        guard last == name else { throw fail("mismatched end tag: </\(name)> closes <\(last)>") }
        handler.end(name)
      } else {
        index += 1
        try startTag(&handler)
      }
    }
    if let last = open.last { throw fail("the document ends early, inside <\(last)>") }
  }

  private mutating func startTag<H: Handler>(_ handler: inout H) throws(Failure) {
    let name = try self.name()
    var attributes: [String: String] = [:]
    while true {
      skipSpace()
      guard index < bytes.endIndex else { throw fail("unterminated tag <\(name)") }
      if starts(with: "/>") {
        index += 2
        handler.start(name, attributes: attributes)
        handler.end(name)
        return
      }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        open.append(name)
        handler.start(name, attributes: attributes)
        return
      }
      let key = try self.name()
      skipSpace()
      try expect("=", "attribute \(key) without value")
      skipSpace()
      guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
        throw fail("attribute \(key) has no quoted value")
      }
      let quote = bytes[index]
      index += 1
      var value: [UInt8] = []
      while index < bytes.endIndex, bytes[index] != quote {
        if bytes[index] == UInt8(ascii: "<") { throw fail("'<' in the value of attribute \(key)") }
        if bytes[index] == UInt8(ascii: "&") {
          value += try entity()
        } else {
          value.append(bytes[index])
          index += 1
        }
      }
      guard index < bytes.endIndex else { throw fail("unterminated attribute value") }
      index += 1
      attributes[key] = String(decoding: value, as: UTF8.self)
    }
  }

  /// An element or attribute name.
  private mutating func name() throws(Failure) -> String {
    let start = index
    while index < bytes.endIndex {
      let b = bytes[index]
      let isNameByte =
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
        || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: ":")
        || b >= 0x80
      guard isNameByte else { break }
      index += 1
    }
    guard index > start else { throw fail(index < bytes.endIndex ? "a name expected" : "unterminated tag") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The bytes an `&…;` reference stands for.
  private mutating func entity() throws(Failure) -> [UInt8] {
    let start = index + 1
    var end = start
    while end < bytes.endIndex, bytes[end] != UInt8(ascii: ";"), end - start < 12 { end += 1 }
    guard end < bytes.endIndex, bytes[end] == UInt8(ascii: ";") else { throw fail("'&' without ';'") }
    let name = String(decoding: bytes[start..<end], as: UTF8.self)
    index = end + 1
    switch name {
    case "amp": return [UInt8(ascii: "&")]
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "quot": return [UInt8(ascii: "\"")]
    case "apos": return [UInt8(ascii: "'")]
    default:
      let number: UInt32?
      if name.hasPrefix("#x") {
        number = UInt32(name.dropFirst(2), radix: 16)
      } else if name.hasPrefix("#") {
        number = UInt32(name.dropFirst(), radix: 10)
      } else {
        throw fail("unknown entity &\(name);")
      }
      guard let value = number, let scalar = Unicode.Scalar(value) else {
        throw fail("invalid character reference &\(name);")
      }
      return Array(String(Character(scalar)).utf8)
    }
  }

  private func starts(with literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.endIndex - index >= count else { return false }
    return literal.withUTF8Buffer { buffer in
      for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
      return true
    }
  }

  private mutating func skip(past terminator: StaticString, what: String) throws(Failure) {
    while index < bytes.endIndex {
      if starts(with: terminator) {
        index += terminator.utf8CodeUnitCount
        return
      }
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      index += 1
    }
    throw fail("unterminated \(what)")
  }

  private mutating func skipSpace() {
    while index < bytes.endIndex {
      let b = bytes[index]
      guard b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D else { return }
      if b == 0x0A { line += 1 }
      index += 1
    }
  }

  private mutating func expect(_ literal: StaticString, _ problem: String) throws(Failure) {
    guard starts(with: literal) else { throw fail(problem) }
    index += literal.utf8CodeUnitCount
  }

  private func fail(_ detail: String) -> Failure { Failure(line: line, detail: detail) }
}
