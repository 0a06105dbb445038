import ArgumentParser
import Foundation
import KanjiKit

#if canImport(Glibc)
  import Glibc
#endif

/// Measures the dictionary's figures against their targets and prints a table.
struct KanjiBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kanji-bench",
    abstract:
      "Measure what a user feels (keys, start-up, rendering, search, import, memory) against targets and the floor.",
    subcommands: [
      Run.self, StudyRun.self, StudyTabCommand.self, Query.self, Segment.self, Reader.self, HandwritingRun.self,
      FloorLayout.self, RelevanceCommand.self, SearchSpeedCommand.self,
      ImportChild.self, PagingChild.self, RenderChild.self, DepthChild.self, HugePageChild.self,
    ],
    defaultSubcommand: Run.self)
}

/// Peak resident memory of this process, in megabytes.
///
/// Read from `VmHWM` in `/proc/self/status`: `getrusage`'s `ru_maxrss` survives `exec`, so a
/// child started by a big parent would report the parent's size.
func peakMemoryMB() -> Double {
  // Without /proc (not Linux) the figure falls back to getrusage below.
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),  // no /proc: getrusage
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
  {
    return kilobytes / 1024
  }
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

/// Runs a full import into `--data-dir` and prints `seconds peakMB` (a hidden subcommand the
/// benchmark runs as a child process, so its peak memory is the import's alone).
struct ImportChild: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "import-child", shouldDisplay: false)
  @Option var dataDir: String

  func run() throws {
    let summary = try DictionaryImporter().run(into: URL(fileURLWithPath: dataDir))
    print(summary.seconds, peakMemoryMB(), summary.words, summary.kanji, summary.skippedLines)
  }
}

/// Opens the dictionary in `--data-dir`, pages through every word 20 at a time, and prints
/// `rows peakMB`.
struct PagingChild: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "paging-child", shouldDisplay: false)
  @Option var dataDir: String

  func run() throws {
    let bundled = try BundledData.datasetURL()
    let store = try DictionaryStore.open(directory: URL(fileURLWithPath: dataDir), bundled: bundled)
    let list = try store.wordList(matching: "")
    var rows = 0
    var offset = 0
    while offset < list.count {
      rows += try store.rows(of: list, in: offset..<min(offset + 20, list.count)).count
      offset += 20
    }
    print(rows, peakMemoryMB())
  }
}

/// Prints the first hits of a search, to see what the figures measure.
struct Query: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Print the first kanji and word hits of a search.")
  @Option(help: "The data directory (default: the usual one).") var dataDir: String?
  @Option(help: "How many hits of each kind.") var count = 8
  @Argument(help: "The search text.") var text: String

  func run() throws {
    let directory = dataDir.map { URL(fileURLWithPath: $0) } ?? DataDirectory.default
    let store = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    let kanji = try store.kanjiList(matching: text)
    print(
      "kanji (\(kanji.count)\(kanji.isTruncated ? "+" : "")):",
      try store.rows(of: kanji, in: 0..<min(count, kanji.count)).map(\.literal).joined(separator: " "))
    let words = try store.wordList(matching: text)
    print("words (\(words.count)\(words.isTruncated ? "+" : "")):")
    for word in try store.rows(of: words, in: 0..<min(count, words.count)) {
      print("  \(word.headword) [\(word.reading)]\(word.isCommon ? " (P)" : "") \(word.gloss.prefix(60))")
    }
  }
}

KanjiBench.main()
