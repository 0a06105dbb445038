import Foundation
import GRDB

/// Builds the full dictionary — all 13,108 KANJIDIC2 kanji and every EDICT word — into
/// `dictionary.sqlite`, replacing the previous file atomically when complete.
public struct DictionaryImporter: Sendable {
  /// The files to import.
  public var sources: DictionarySources

  /// Creates an importer for `sources`.
  public init(sources: DictionarySources = DictionarySources()) {
    self.sources = sources
  }

  /// Imports into `directory` (the data directory).
  ///
  /// - Parameter progress: called often with the state of the import; throw from it (for
  ///   example ``ImportCancelled``) to stop, leaving the previous dictionary as it was.
  /// - Returns: counts and time.
  /// - Throws: ``DictionarySourceError`` for missing or bad input, ``DictionaryStoreError``
  ///   when the directory cannot be written, or what `progress` throws.
  public func run(into directory: URL, progress: (ImportProgress) throws -> Void = { _ in }) throws -> ImportSummary {
    let start = Date()
    try sources.checkReadable()
    try DictionaryStore.prepare(directory: directory)
    func report(_ phase: String, _ done: Int, _ total: Int, _ unit: String, _ from: Double, _ to: Double) throws {
      let fraction = total > 0 ? Double(done) / Double(total) : 0
      try progress(
        ImportProgress(phase: phase, completed: done, total: total, unit: unit, overall: from + (to - from) * fraction))
    }
    // KANJIDIC2 and EDICT are held in optionals that are emptied as soon as they are
    // written: their tens of megabytes would otherwise still be held while SQLite builds
    // the indexes, the import's peak of memory.
    var kanjidic: KanjidicParser.Result? = try sources.loadKanjidic {
      try report("reading KANJIDIC2", Int($0 * 100), 100, "%", 0, 0.08)
    }
    if let jmdict = sources.jmdict, let kanjidic {
      return try importJMdict(jmdict, kanjidic: kanjidic, into: directory, start: start, report: report)
    }
    try report("reading EDICT", 0, 0, "", 0.08, 0.08)
    var edict: Edict? = try sources.loadEdict()
    edict?.characterRanks = Edict.characterRanks(of: kanjidic?.kanji ?? [])
    // The same table ranks the bundled data; without it, words rank by EDICT's (P) marks.
    edict?.frequencies = try WordFrequency.bundled() ?? WordFrequency()
    Memory.returnFreedPages()
    try report("ranking words", 0, 0, "", 0.16, 0.16)
    Memory.useOneHeap()
    // Ranked on a second core while this one has SQLite write the kanji.
    let ranking = edict.map { words in Prefetcher<[Int]>(depth: 1) { $0 == 0 ? words.rankedGroups() : nil } }
    // Also on the ways out by a throw: the thread must be done with EDICT.
    defer { ranking?.stop() }
    // KANJIDIC2 knows only the pre-2010 JLPT; the N-levels come from the shipped table.
    var kanji = (try JLPTLevels.bundled() ?? JLPTLevels()).applied(to: kanjidic?.kanji ?? [])
    let kanjiCount = kanji.count
    // English search ranks the imported words by the same table as the bundled ones.
    let translations = try GlossTranslations.bundled() ?? GlossTranslations()
    let meta = [
      "source": "import", "kanjidic2": kanjidic?.versionAndDate ?? "", "edict": edict?.version ?? "",
    ]
    let wordCount = edict?.wordCount ?? 0
    let malformedLines = edict?.malformedLines ?? 0
    kanjidic = nil
    try DictionaryFile.build(at: DataDirectory.dictionaryURL(in: directory)) { db in
      try report("writing kanji", 0, kanjiCount, "kanji", 0.2, 0.22)
      var writer = try DictionaryWriter(
        db: db, kanji: kanji, variants: BundledDataset.joyoVariants, translations: translations)
      kanji = []
      try report("writing kanji", kanjiCount, kanjiCount, "kanji", 0.2, 0.22)
      var ranked = try ranking?.next() ?? []
      ranking?.stop()
      Memory.returnFreedPages()
      if let words = edict {
        // The rows of each word are made on a second thread a few batches ahead, while
        // this one has SQLite write the batch before (4.4 s of CPU taken off this thread).
        let groups = ranked
        let maker = writer.rowMaker
        let batchSize = 256
        let rows = Prefetcher<[WordRows]>(depth: 4) { batch in
          let start = batch * batchSize
          guard start < groups.count else { return nil }
          return groups[start..<min(start + batchSize, groups.count)].map { maker.rows(of: words.word(at: $0)) }
        }
        // Also when writing or `progress` throws: the thread must be done with EDICT.
        defer { rows.stop() }
        var index = 0
        while let batch = try rows.next() {
          for word in batch {
            if index % 2_000 == 0 { try report("writing words", index, ranked.count, "words", 0.22, 0.85) }
            try writer.add(word)
            index += 1
          }
        }
      }
      try report("writing words", ranked.count, ranked.count, "words", 0.22, 0.85)
      edict = nil
      ranked = []
      Memory.returnFreedPages()
      try report("indexing", 0, 0, "", 0.85, 0.85)
      try writer.finish(meta: meta)
      try report("finishing", 0, 0, "", 0.99, 0.99)
    }
    try report("done", 1, 1, "", 1, 1)
    return ImportSummary(
      kanji: kanjiCount, words: wordCount, skippedLines: malformedLines,
      seconds: Date().timeIntervalSince(start))
  }
}
