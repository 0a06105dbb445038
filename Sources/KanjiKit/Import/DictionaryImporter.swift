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
    let kanjidic = try sources.loadKanjidic { try report("reading KANJIDIC2", Int($0 * 100), 100, "%", 0, 0.08) }
    if let jmdict = sources.jmdict {
      return try importJMdict(jmdict, kanjidic: kanjidic, into: directory, start: start, report: report)
    }
    try report("reading EDICT", 0, 0, "", 0.08, 0.08)
    var edict = try sources.loadEdict()
    edict.characterRanks = Edict.characterRanks(of: kanjidic.kanji)
    // The same table ranks the bundled data; without it, words rank by EDICT's (P) marks.
    edict.frequencies = try WordFrequency.bundled() ?? WordFrequency()
    try report("ranking words", 0, 0, "", 0.16, 0.16)
    let ranked = edict.rankedGroups()
    // KANJIDIC2 knows only the pre-2010 JLPT; the N-levels come from the shipped table.
    let kanji = (try JLPTLevels.bundled() ?? JLPTLevels()).applied(to: kanjidic.kanji)
    try DictionaryFile.build(at: DataDirectory.dictionaryURL(in: directory)) { db in
      try report("writing kanji", 0, kanji.count, "kanji", 0.2, 0.22)
      var writer = try DictionaryWriter(db: db, kanji: kanji, variants: BundledDataset.joyoVariants)
      try report("writing kanji", kanji.count, kanji.count, "kanji", 0.2, 0.22)
      for (index, group) in ranked.enumerated() {
        try writer.add(edict.word(at: group))
        if index % 2_000 == 0 { try report("writing words", index, ranked.count, "words", 0.22, 0.85) }
      }
      try report("writing words", ranked.count, ranked.count, "words", 0.22, 0.85)
      try report("indexing", 0, 0, "", 0.85, 0.85)
      try writer.finish(meta: [
        "source": "import", "kanjidic2": kanjidic.versionAndDate ?? "", "edict": edict.version ?? "",
      ])
      try report("finishing", 0, 0, "", 0.99, 0.99)
    }
    try report("done", 1, 1, "", 1, 1)
    return ImportSummary(
      kanji: kanji.count, words: edict.wordCount, skippedLines: edict.malformedLines,
      seconds: Date().timeIntervalSince(start))
  }
}
