/// Where each key of a TOML text is written, for messages about values the parser took.
///
/// TOMLKit says where a syntax error is, but a value that parses and means nothing (an
/// unknown key name) has no position any more; this reads the text line by line, following
/// `[table]` headers and dotted keys, to find the line a key path was written on.
struct TOMLLines {
  private var lineOfPath: [[String]: Int] = [:]
  private let lines: [Substring]

  init(text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var table: [String] = []
    for (index, raw) in lines.enumerated() {
      let line = raw.drop(while: { $0 == " " || $0 == "\t" })
      let number = index + 1
      if line.hasPrefix("[") {
        let inner = line.drop(while: { $0 == "[" }).prefix(while: { $0 != "]" })
        table = Self.path(inner)
        if lineOfPath[table] == nil { lineOfPath[table] = number }
      } else if let equals = Self.firstUnquoted("=", in: line), !line.hasPrefix("#") {
        let path = table + Self.path(line[..<equals])
        if lineOfPath[path] == nil { lineOfPath[path] = number }
        // The keys of an inline table on the same line: `selected = { fg = "black" }`.
        let value = line[line.index(after: equals)...].drop(while: { $0 == " " })
        if value.hasPrefix("{") {
          for part in value.dropFirst().split(separator: ",") {
            guard let inner = Self.firstUnquoted("=", in: part) else { continue }
            let key = path + Self.path(part[..<inner])
            if lineOfPath[key] == nil { lineOfPath[key] = number }
          }
        }
      }
    }
  }

  /// The line `path` was written on, or that of its nearest enclosing key or table; with
  /// `text`, the first line from there on that holds it as a quoted string (an item of a
  /// multi-line array). Line 1 when nothing is found.
  func line(of path: [String], holding text: String? = nil) -> Int {
    var path = path
    while !path.isEmpty, lineOfPath[path] == nil { path.removeLast() }
    let start = lineOfPath[path] ?? 1
    guard let text else { return start }
    for index in (start - 1)..<lines.count {
      if lines[index].contains("\"\(text)\"") || lines[index].contains("'\(text)'") { return index + 1 }
      // The next key: the item was not written as expected; keep the key's own line.
      if index > start - 1, Self.firstUnquoted("=", in: lines[index]) != nil { break }
    }
    return start
  }

  /// A dotted key as its parts: `keys.list`, `"keys" . 'list'`.
  private static func path(_ text: Substring) -> [String] {
    var parts: [String] = []
    var current = ""
    var quote: Character?
    for c in text {
      if let q = quote {
        if c == q { quote = nil } else { current.append(c) }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == "." {
        parts.append(current)
        current = ""
      } else if c != " " && c != "\t" {
        current.append(c)
      }
    }
    parts.append(current)
    return parts
  }

  private static func firstUnquoted(_ target: Character, in text: Substring) -> Substring.Index? {
    var quote: Character?
    var index = text.startIndex
    while index < text.endIndex {
      let c = text[index]
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == "#" {
        return nil
      } else if c == target {
        return index
      }
      index = text.index(after: index)
    }
    return nil
  }
}
