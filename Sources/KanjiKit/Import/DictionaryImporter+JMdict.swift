import Foundation

extension DictionaryImporter {
  /// Imports the words of JMdict's XML in two passes over the file, one entry at a time: the
  /// first ranks every entry (a few bytes each), the second writes each at its rank, so the
  /// whole dictionary is never held in memory.
  func importJMdict(
    _ url: URL, kanjidic: KanjidicParser.Result, into directory: URL, start: Date,
    report: (String, Int, Int, String, Double, Double) throws -> Void
  ) throws -> ImportSummary {
    let frequencies = try WordFrequency.bundled() ?? WordFrequency()
    // English search ranks the imported words by the same table as the bundled ones.
    let translations = try GlossTranslations.bundled() ?? GlossTranslations()
    var keys: [Edict.RankKey] = []
    let first = try JMdictReader(url: url)
    first.allowIncomplete = sources.allowIncomplete
    // Entry numbers are the words' ids: one given twice would make two words of one id.
    var lines: [Int: Int] = [:]
    while let word = try first.next() {
      if let earlier = lines.updateValue(first.entryLine, forKey: word.id) {
        throw DictionarySourceError.invalidJMdict(
          path: url.path, line: first.entryLine,
          detail: "entry number \(word.id) is given twice, at lines \(earlier) and \(first.entryLine)")
      }
      keys.append(
        Edict.RankKey(
          frequency: frequencies.score(forms: word.forms, readings: word.readings), isCommon: word.isCommon,
          length: word.headword.unicodeScalars.count, id: word.id))
      if keys.count % 5_000 == 0 { try report("reading JMdict", keys.count, 0, "entries", 0.08, 0.2) }
    }
    let created = first.created ?? ""
    try sources.checkWordCount(keys.count, of: url)
    try report("ranking words", 0, 0, "", 0.2, 0.2)
    let sorted = keys.sorted()
    keys = []
    var ranks: [Int: Int64] = [:]
    ranks.reserveCapacity(sorted.count)
    for (rank, key) in sorted.enumerated() { ranks[key.id] = Int64(rank) }
    let kanji = (try JLPTLevels.bundled() ?? JLPTLevels()).applied(to: kanjidic.kanji)
    try DictionaryFile.build(at: DataDirectory.dictionaryURL(in: directory)) { db in
      try report("writing kanji", 0, kanji.count, "kanji", 0.2, 0.22)
      var writer = try DictionaryWriter(
        db: db, kanji: kanji, variants: BundledDataset.joyoVariants, translations: translations)
      let second = try JMdictReader(url: url)
      second.allowIncomplete = sources.allowIncomplete
      var written = 0
      while let word = try second.next() {
        guard let rank = ranks[word.id] else { continue }
        try writer.add(word, rank: rank)
        written += 1
        if written % 2_000 == 0 { try report("writing words", written, sorted.count, "words", 0.22, 0.85) }
      }
      try report("indexing", 0, 0, "", 0.85, 0.85)
      try writer.finish(meta: [
        "source": "import", "kanjidic2": kanjidic.versionAndDate ?? "", "edict": "JMdict \(created)",
      ])
      try report("finishing", 0, 0, "", 0.99, 0.99)
    }
    try report("done", 1, 1, "", 1, 1)
    return ImportSummary(
      kanji: kanji.count, words: sorted.count, skippedLines: 0, seconds: Date().timeIntervalSince(start))
  }
}
