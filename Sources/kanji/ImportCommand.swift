import ArgumentParser
import Dispatch
import Foundation
import KanjiApp
import KanjiKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `kanji import`: builds the full dictionary from KANJIDIC2 and EDICT or JMdict's XML.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract:
      "Build the full dictionary (13,108 kanji, every word) from KANJIDIC2 and EDICT or JMdict, or add a review log.",
    discussion: """
      Reads Debian's kanjidic-xml and edict packages by default; --jmdict reads the words from \
      JMdict's XML instead (JMdict_e or JMdict_e_examp from the EDRDG, gzip-compressed or not), \
      with entry numbers, restrictions and cross-references. The new dictionary is built \
      beside the old one and replaces it only when complete: interrupting the import (Ctrl-C) \
      leaves the previous dictionary working. A source that looks cut short (ending midway \
      through a line or an entry, or without its closing element) or that holds fewer than half \
      the words of the imported dictionary in use is refused, and the dictionary in use stays; \
      --allow-incomplete imports it anyway. Your starred, visited and studied words are found \
      in the new dictionary by their spelling and reading (user.sqlite keeps both); a word it \
      lacks stays listed, with its history, until a dictionary that has it is imported again.

      --reviews FILE adds a review log (as kanji export --reviews writes it; the first five \
      columns are enough) to the signed-in account instead: its items are starred and their \
      cards rescheduled from the whole log. A malformed line or an item the dictionary lacks \
      is named with its line number, and then nothing is written; a review already in the log \
      is not added twice.
      """)

  @Option(
    name: .customLong("kanjidic2"), help: ArgumentHelp("KANJIDIC2 XML, gzip-compressed or not.", valueName: "path"))
  var kanjidic2 = DictionarySources.debianKanjidic2.path

  @Option(help: ArgumentHelp("EDICT, in EUC-JP.", valueName: "path"))
  var edict = DictionarySources.debianEdict.path

  @Option(
    help: ArgumentHelp("JMdict XML (JMdict_e), gzip-compressed or not; used instead of EDICT.", valueName: "path"))
  var jmdict: String?

  @Option(
    help: ArgumentHelp(
      "A review log to add to the signed-in account (tab-separated; see kanji export --reviews).", valueName: "file"))
  var reviews: String?

  @Flag(
    help: """
      Import a file that looks cut short (it ends midway through a line or an entry, or without its \
      closing element) or holds fewer than half the words of the imported dictionary in use.
      """)
  var allowIncomplete = false

  @Option(
    help: ArgumentHelp(
      "Where the databases live (default: $XDG_DATA_HOME/kanji-navigator or ~/.local/share/kanji-navigator).",
      valueName: "path"))
  var dataDir: String?

  func run() throws {
    let directory = dataDir.map { URL(fileURLWithPath: $0) } ?? DataDirectory.default
    if let reviews { return try importReviews(from: reviews, into: directory) }
    let importer = DictionaryImporter(
      sources: DictionarySources(
        kanjidic2: URL(fileURLWithPath: kanjidic2), edict: URL(fileURLWithPath: edict),
        jmdict: jmdict.map { URL(fileURLWithPath: $0) }, allowIncomplete: allowIncomplete,
        wordsInUse: DictionarySources.importedWordCount(inDirectory: directory)))
    // The learner's words are named from the dictionary in use before it is replaced.
    let accounts = WordFollowing.prepareForImport(in: directory)
    let interrupt = InterruptFlag()
    let bar = ImportProgressBar()
    do {
      let summary = try importer.run(into: directory) { progress in
        if interrupt.isSet { throw ImportCancelled() }
        bar.update(progress)
      }
      bar.finish()
      let skipped = Plural.count(summary.skippedLines, "malformed line", "malformed lines")
      try StandardStream.writeOutput(
        "Imported \(Plural.count(summary.kanji, "kanji", "kanji")) and \(Plural.count(summary.words, "word", "words")) into "
          + "\(DataDirectory.dictionaryURL(in: directory).path) in \(String(format: "%.1f", summary.seconds)) s; skipped \(skipped).\n"
      )
      try reportStrokeCoverage(directory: directory)
      if let accounts { try WordFollowing.finishImport(accounts, in: directory) }
    } catch let failure as StandardStream.Failure {
      // The dictionary is imported; only saying so failed.
      throw failure
    } catch {
      bar.finish()
      StandardStream.writeMessage("kanji import: \(error)\n")
      throw ExitCode(error is ImportCancelled ? 130 : 1)
    }
  }
}

/// Says how many of the imported kanji have stroke order and components (the bundled KanjiVG
/// table covers all it draws), or, on standard error, why none will.
///
/// - Throws: ``StandardStream/Failure`` when standard output cannot be written.
private func reportStrokeCoverage(directory: URL) throws(StandardStream.Failure) {
  let line: String
  do {
    let table = try KanjiVGTable.bundled()
    let store = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    let kanji = try store.kanji(order: .frequency, offset: 0, limit: Int(Int32.max))
    let drawn = kanji.filter { table.contains($0.literal) }.count
    line = "Stroke order and components (KanjiVG, \(KanjiVGTable.fileName)): \(drawn) of \(kanji.count) kanji.\n"
  } catch {
    StandardStream.writeMessage(
      "kanji import: the dictionary is imported, but no kanji will show stroke order or components: \(error)\n")
    return
  }
  try StandardStream.writeOutput(line)
}

/// Set when the user presses Ctrl-C, so the import can stop cleanly between steps.
private final class InterruptFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  private let source: DispatchSourceSignal

  init() {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler { [weak self] in self?.set() }
    source.resume()
  }

  deinit {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }

  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  private func set() {
    lock.lock()
    value = true
    lock.unlock()
  }
}
