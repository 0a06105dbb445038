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
    abstract: "Measure import, opening, search and paging of the dictionary against their targets.",
    subcommands: [Run.self, ImportChild.self, PagingChild.self],
    defaultSubcommand: Run.self)
}

/// Peak resident memory of this process, in megabytes.
///
/// Read from `VmHWM` in `/proc/self/status`: `getrusage`'s `ru_maxrss` survives `exec`, so a
/// child started by a big parent would report the parent's size.
func peakMemoryMB() -> Double {
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
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
    let probe = ProcessInfo.processInfo.environment["KANJI_BENCH_PROBE"] != nil
    if probe { log("start \(peakMemoryMB())") }
    let bundled = try BundledData.datasetURL()
    if probe { log("located \(peakMemoryMB())") }
    let store = try DictionaryStore.open(directory: URL(fileURLWithPath: dataDir), bundled: bundled)
    if probe { log("opened \(peakMemoryMB())") }
    let list = try store.wordList(matching: "")
    var rows = 0
    var offset = 0
    while offset < list.count {
      rows += try store.rows(of: list, in: offset..<min(offset + 20, list.count)).count
      offset += 20
    }
    if probe { log("paged \(peakMemoryMB())") }
    print(rows, peakMemoryMB())
  }
}

KanjiBench.main()
