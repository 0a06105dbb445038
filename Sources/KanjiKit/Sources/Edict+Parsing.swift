import JapaneseText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Edict {
  /// Splits the text into lines and records the byte ranges of their fields.
  mutating func parseLines() {
    let space = UInt8(ascii: " ")
    let slash = UInt8(ascii: "/")
    let newline = UInt8(ascii: "\n")
    let open = UInt8(ascii: "[")
    let close = UInt8(ascii: "]")
    let commonMark = Array("/(P)".utf8)
    var parsed: [Line] = []
    parsed.reserveCapacity(text.count / 60)
    var malformed = 0
    var headerVersion: String?
    text.withUnsafeBufferPointer { bytes in
      var start = 0
      var number: Int32 = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count && bytes[end] != newline { end += 1 }
        number += 1
        defer { start = end + 1 }
        var last = end
        if last > start && bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
        if last == start { continue }  // empty line, or one emptied by the decoder
        if number == 1, let version = Edict.headerVersion(bytes[start..<last]) {
          headerVersion = version
          continue
        }
        guard let line = Edict.parseLine(bytes, start, last, number, space, slash, open, close, commonMark) else {
          malformed += 1
          continue
        }
        parsed.append(line)
      }
    }
    lines = parsed
    malformedLines += malformed
    version = headerVersion
  }

  // swiftlint:disable:next function_parameter_count
  private static func parseLine(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ number: Int32,
    _ space: UInt8, _ slash: UInt8, _ open: UInt8, _ close: UInt8, _ commonMark: [UInt8]
  ) -> Line? {
    var index = start
    while index < end && bytes[index] != space { index += 1 }
    let headEnd = index
    guard headEnd > start, index < end else { return nil }
    index += 1
    var readingStart = index
    var readingEnd = index
    if bytes[index] == open {
      readingStart = index + 1
      while index < end && bytes[index] != close { index += 1 }
      guard index < end, index > readingStart else { return nil }
      readingEnd = index
      index += 1
      guard index < end, bytes[index] == space else { return nil }
      index += 1
    }
    // The gloss runs from after the first `/` to before the final `/`.
    guard index < end, bytes[index] == slash, bytes[end - 1] == slash, end - 1 > index + 1 else { return nil }
    let glossStart = index + 1
    var glossEnd = end - 1
    var isCommon = false
    let markLength = commonMark.count
    if glossEnd - glossStart >= markLength,
      (0..<markLength).allSatisfy({ bytes[glossEnd - markLength + $0] == commonMark[$0] })
    {
      isCommon = true
      glossEnd -= markLength
    }
    guard glossEnd > glossStart else { return nil }
    return Line(
      headStart: Int32(start), headEnd: Int32(headEnd), readingStart: Int32(readingStart),
      readingEnd: Int32(readingEnd), glossStart: Int32(glossStart), glossEnd: Int32(glossEnd),
      number: number, isCommon: isCommon, formTags: packedFormTags(bytes, glossStart, glossEnd))
  }

  /// The `Created:` date of EDICT's header line (`　？？？ /EDICT, … /Created: 2021-02-03/`).
  private static func headerVersion(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    let text = String(decoding: line, as: UTF8.self)
    guard text.hasPrefix("　？？？") else { return nil }
    guard let range = text.range(of: "Created: ") else { return "" }
    return String(text[range.upperBound...].prefix(while: { $0 != "/" }))
  }

  /// A reading with its spelling variants folded: katakana onto hiragana, without long
  /// marks and middle dots, so that lines of one gloss written `セキュリティ` and
  /// `セキュリティー` are one word.
  static func variantKey(_ reading: String) -> String {
    String(Kana.hiragana(reading).unicodeScalars.filter { $0 != "ー" && $0 != "・" && $0 != "＝" }.map(Character.init))
  }

  /// Splits lines of the same gloss into words: lines belong together when they share a
  /// written form or a reading (katakana folded onto hiragana, spelling variants folded
  /// by ``variantKey(_:)``). EDICT lists every
  /// form × reading of a word, so one word's lines are connected; distinct words that merely
  /// share a gloss (`日本`, `日本国` and `ジャパン` are all "Japan") are not.
  private func splitRun(_ order: inout [Int32], _ run: Range<Int>, _ starts: inout [Int32]) {
    guard run.count > 1 else {
      starts.append(Int32(run.lowerBound))
      return
    }
    var parent = Array(0..<run.count)
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index {
        parent[index] = parent[parent[index]]
        index = parent[index]
      }
      return index
    }
    var owners: [String: Int] = [:]
    for local in 0..<run.count {
      let line = lines[Int(order[run.lowerBound + local])]
      let head = String(decoding: text[Int(line.headStart)..<Int(line.headEnd)], as: UTF8.self)
      var keys = ["r" + Self.variantKey(head)]
      if line.hasReading {
        keys = [
          "f" + head,
          "r" + Self.variantKey(String(decoding: text[Int(line.readingStart)..<Int(line.readingEnd)], as: UTF8.self)),
        ]
      }
      for key in keys {
        if let owner = owners[key] {
          let a = root(owner)
          let b = root(local)
          // The smaller index (earlier line) stays the root.
          if a != b { parent[max(a, b)] = min(a, b) }
        } else {
          owners[key] = local
        }
      }
    }
    let members = Array(order[run])
    let sorted = (0..<run.count).sorted { (root($0), $0) < (root($1), $1) }
    for (offset, local) in sorted.enumerated() {
      order[run.lowerBound + offset] = members[local]
      if offset == 0 || root(local) != root(sorted[offset - 1]) {
        starts.append(Int32(run.lowerBound + offset))
      }
    }
  }

  /// Groups the lines: those with a JMdict entry (``entries``) by entry, the others by gloss
  /// text (then file order), and records where each group starts.
  mutating func group() {
    let lines = self.lines
    let entries = self.entries
    func entry(_ line: Int32) -> Int32 { entries.isEmpty ? 0 : entries[Int(line)] }
    var order = (0..<Int32(lines.count)).map { $0 }
    var entryGroups = 0
    text.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      func compare(_ a: Line, _ b: Line) -> Int32 {
        let lengthA = Int(a.glossEnd - a.glossStart)
        let lengthB = Int(b.glossEnd - b.glossStart)
        let result = memcmp(base + Int(a.glossStart), base + Int(b.glossStart), min(lengthA, lengthB))
        if result != 0 { return result }
        return lengthA == lengthB ? 0 : (lengthA < lengthB ? -1 : 1)
      }
      // Lines with a JMdict entry first, by entry; then the others by gloss.
      order.sort { x, y in
        let entryX = entry(x)
        let entryY = entry(y)
        if (entryX != 0) != (entryY != 0) { return entryX != 0 }
        if entryX != 0 { return entryX != entryY ? entryX < entryY : x < y }
        let result = compare(lines[Int(x)], lines[Int(y)])
        return result != 0 ? result < 0 : x < y
      }
      var starts: [Int32] = []
      starts.reserveCapacity(lines.count * 3 / 4)
      var position = 0
      while position < order.count, entry(order[position]) != 0 {
        if position == 0 || entry(order[position - 1]) != entry(order[position]) { starts.append(Int32(position)) }
        position += 1
      }
      entryGroups = starts.count
      var runStart = position
      if position < order.count {
        for position in (position + 1)...order.count {
          if position == order.count || compare(lines[Int(order[position - 1])], lines[Int(order[position])]) != 0 {
            splitRun(&order, runStart..<position, &starts)
            runStart = position
          }
        }
      }
      starts.append(Int32(order.count))
      self.groupStarts = starts
    }
    self.order = order
    self.entryGroupCount = entryGroups
    joinTaggedForms()
  }

  /// Joins each word whose gloss starts with a spelling tag (`喰べる [たべる] /(iK) (v1,vt)
  /// …`) to the word of the same gloss without it that shares a reading (`食べる`): legacy
  /// EDICT writes a tagged spelling on a line of its own, so its gloss differs by the tag.
  /// Groups are in gloss order, so the untagged gloss is found by binary search.
  mutating func joinTaggedForms() {
    let groupCount = groupStarts.count - 1
    guard groupCount > 1 else { return }
    var host: [Int32: Int32] = [:]
    text.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      func firstLine(_ group: Int) -> Line { lines[Int(order[Int(groupStarts[group])])] }
      func compare(_ group: Int, _ start: Int, _ length: Int) -> Int32 {
        let line = firstLine(group)
        let own = Int(line.glossEnd - line.glossStart)
        let result = memcmp(base + Int(line.glossStart), base + start, min(own, length))
        if result != 0 { return result }
        return own == length ? 0 : (own < length ? -1 : 1)
      }
      // Only among the groups made by gloss: lines with an entry are joined already.
      for group in entryGroupCount..<groupCount {
        let line = firstLine(group)
        guard let start = Self.untaggedGlossStart(bytes, Int(line.glossStart), Int(line.glossEnd)) else { continue }
        let length = Int(line.glossEnd) - start
        var low = entryGroupCount
        var high = groupCount
        while low < high {
          let middle = (low + high) / 2
          if compare(middle, start, length) < 0 { low = middle + 1 } else { high = middle }
        }
        let readings = Set(readingKeys(ofGroup: group))
        var candidate = low
        while candidate < groupCount, compare(candidate, start, length) == 0 {
          if candidate != group, !readings.isDisjoint(with: readingKeys(ofGroup: candidate)) {
            host[Int32(group)] = Int32(candidate)
            break
          }
          candidate += 1
        }
      }
    }
    guard !host.isEmpty else { return }
    var guests: [Int32: [Int32]] = [:]
    for (guest, owner) in host { guests[owner, default: []].append(guest) }
    var newOrder: [Int32] = []
    newOrder.reserveCapacity(order.count)
    var newStarts: [Int32] = []
    newStarts.reserveCapacity(groupCount - host.count + 1)
    func append(_ group: Int32) {
      newOrder.append(contentsOf: order[Int(groupStarts[Int(group)])..<Int(groupStarts[Int(group) + 1])])
    }
    for group in 0..<Int32(groupCount) where host[group] == nil {
      newStarts.append(Int32(newOrder.count))
      append(group)
      for guest in (guests[group] ?? []).sorted() { append(guest) }
    }
    newStarts.append(Int32(newOrder.count))
    order = newOrder
    groupStarts = newStarts
  }

  /// Where a gloss continues after its leading spelling tags (`(iK) `), or nil when it has none.
  private static func untaggedGlossStart(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
    var index = start
    var found = false
    while index < end, bytes[index] == UInt8(ascii: "(") {
      var close = index + 1
      while close < end, bytes[close] != UInt8(ascii: ")") { close += 1 }
      guard close < end else { break }
      let codes = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close]), as: UTF8.self)
        .split(separator: ",")
      guard !codes.isEmpty, codes.allSatisfy({ EdictGlossParser.formTagCodes.contains(String($0)) }) else { break }
      found = true
      index = close + 1
      while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }
    return found && index < end ? index : nil
  }

  /// The readings of a group's lines, folded by ``variantKey(_:)``.
  private func readingKeys(ofGroup group: Int) -> [String] {
    (Int(groupStarts[group])..<Int(groupStarts[group + 1])).map { position in
      let line = lines[Int(order[position])]
      let range =
        line.hasReading ? Int(line.readingStart)..<Int(line.readingEnd) : Int(line.headStart)..<Int(line.headEnd)
      return Self.variantKey(String(decoding: text[range], as: UTF8.self))
    }
  }
}
