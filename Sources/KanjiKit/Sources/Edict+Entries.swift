extension Edict {
  /// Gives each line its JMdict entry from `table` (``entries``).
  ///
  /// A line the table does not place (a spelling newer than the table) joins the entry of a
  /// placed line with the same gloss and a reading in common, as lines of one word share
  /// their gloss (the rule ``group()`` uses for lines no table places).
  mutating func placeInEntries(_ table: JMdictEntryNumbers) {
    var entries = [Int32](repeating: 0, count: lines.count)
    var unplaced: [Int] = []
    for (index, line) in lines.enumerated() {
      let head = string(line.headStart, line.headEnd)
      let reading = line.hasReading ? string(line.readingStart, line.readingEnd) : nil
      let entry = table.entry(spelling: head, reading: reading) {
        EdictGlossParser.senses(string(line.glossStart, line.glossEnd)).flatMap(\.glosses)
      }
      if let entry { entries[index] = entry } else { unplaced.append(index) }
    }
    if !unplaced.isEmpty {
      var placedByGloss: [String: [Int]] = [:]
      let glosses = Set(unplaced.map { gloss(of: lines[$0]) })
      for (index, line) in lines.enumerated() where entries[index] != 0 {
        let text = gloss(of: line)
        if glosses.contains(text) { placedByGloss[text, default: []].append(index) }
      }
      for index in unplaced {
        let key = readingKey(of: lines[index])
        let host = placedByGloss[gloss(of: lines[index])]?.first { readingKey(of: lines[$0]) == key }
        if let host { entries[index] = entries[host] }
      }
    }
    linesInEntries = entries.count { $0 != 0 }
    self.entries = entries
    readingOrders = table.readingOrders
    spellingOrders = table.spellingOrders
  }

  /// A line's gloss text, spelling tags at its head left out (`(iK)`): lines of one word whose
  /// spellings differ in tags differ there only.
  private func gloss(of line: Line) -> String {
    let text = string(line.glossStart, line.glossEnd)
    guard line.formTags != 0 else { return text }
    var rest = Substring(text)
    while rest.first == "(", let close = rest.firstIndex(of: ")") {
      let codes = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map(String.init)
      guard !codes.isEmpty, codes.allSatisfy(EdictGlossParser.formTagCodes.contains) else { break }
      rest = rest[rest.index(after: close)...].drop { $0 == " " }
    }
    return String(rest)
  }

  private func readingKey(of line: Line) -> String {
    Self.variantKey(
      line.hasReading ? string(line.readingStart, line.readingEnd) : string(line.headStart, line.headEnd))
  }

  /// The senses of an entry's lines, merged in order: EDICT writes on each line the senses of
  /// its spelling and reading, so a sense restricted to some spellings or readings (JMdict's
  /// `stagk`, `stagr`) is missing from the others' lines. Such a sense says which it is for
  /// (``Sense/onlySpellings``, ``Sense/onlyReadings``).
  func mergedSenses(ofGroup index: Int) -> [Sense] {
    let members = (Int(groupStarts[index])..<Int(groupStarts[index + 1])).map { lines[Int(order[$0])] }
    var merged: [Sense] = []
    // For each merged sense, the members whose line has it.
    var holders: [[Int]] = []
    for (position, line) in members.enumerated() {
      var next = 0
      for sense in EdictGlossParser.senses(string(line.glossStart, line.glossEnd)) {
        if let found = merged.firstIndex(where: { $0.glosses == sense.glosses }) {
          holders[found].append(position)
          next = found + 1
        } else {
          merged.insert(sense, at: next)
          holders.insert([position], at: next)
          next += 1
        }
      }
    }
    guard members.count > 1 else { return merged }
    // Each member's spelling (nil for a reading written alone) and reading.
    let pairs = members.map { line -> (spelling: String?, reading: String) in
      line.hasReading
        ? (string(line.headStart, line.headEnd), string(line.readingStart, line.readingEnd))
        : (nil, string(line.headStart, line.headEnd))
    }
    for (sense, holding) in holders.enumerated() where holding.count < members.count {
      let spellings = Set(holding.compactMap { pairs[$0].spelling })
      let readings = Set(holding.map { pairs[$0].reading })
      // Restricted to some spellings when another spelling is read as one of its readings;
      // to some readings when one of its spellings has another reading. A reading that goes
      // with some spellings only (re_restr) is not a restriction of the sense.
      let spellingsOfReadings = Set(pairs.filter { readings.contains($0.reading) }.compactMap(\.spelling))
      let readingsOfSpellings = Set(pairs.filter { $0.spelling.map(spellings.contains) ?? false }.map(\.reading))
      if !spellings.isEmpty, spellings != spellingsOfReadings {
        merged[sense].onlySpellings = Self.ordered(spellings, as: pairs.compactMap(\.spelling))
      }
      if !spellings.isEmpty, readings != readingsOfSpellings {
        merged[sense].onlyReadings = Self.ordered(readings, as: pairs.map(\.reading))
      }
    }
    return merged
  }

  /// `items` in the order they first appear in `sequence`.
  private static func ordered(_ items: Set<String>, as sequence: [String]) -> [String] {
    var seen: Set<String> = []
    return sequence.filter { items.contains($0) && seen.insert($0).inserted }
  }
}
