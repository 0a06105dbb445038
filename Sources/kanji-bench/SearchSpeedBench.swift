import ArgumentParser
import Foundation
import KanjiKit

/// B5: the time of a search per keystroke, each prefix of each query in ``Run/queries``: the
/// kanji list and its first 20 rows, then the word list and its first 20 rows.
enum SearchSpeedBench {
  /// The p95 of each kind of query on `store`, with its median; with `verbose`, the slowest
  /// keystrokes of each kind are logged.
  static func figures(store: DictionaryStore, verbose: Bool) throws -> [Figure] {
    var figures: [Figure] = []
    for (kind, queries) in Run.queries {
      var samples: [Double] = []
      var slowest: [(Double, String)] = []
      for query in queries {
        for length in 1...query.count {
          let prefix = String(query.prefix(length))
          let sample =
            try time {
              let kanji = try store.kanjiList(matching: prefix)
              _ = try store.rows(of: kanji, in: 0..<min(20, kanji.count))
              let words = try store.wordList(matching: prefix)
              _ = try store.rows(of: words, in: 0..<min(20, words.count))
            } * 1000
          samples.append(sample)
          slowest.append((sample, prefix))
        }
      }
      if verbose {
        let worst = slowest.sorted { $0.0 > $1.0 }.prefix(5).map { "\($0.1) \(Figure.format($0.0, "ms"))" }
        log("\(kind): \(samples.count) keystrokes; slowest: \(worst.joined(separator: ", "))")
      }
      figures.append(
        Figure(
          id: "B5", name: "search per keystroke: \(kind) (p95)", value: percentile(samples, 0.95), unit: "ms",
          target: 16,
          spread: "p50 \(Figure.format(median(samples), "ms")), n=\(samples.count)"))
    }
    return figures
  }
}

/// B5 alone on one data directory, to compare two builds in turns on a loaded machine.
struct SearchSpeedCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search-speed", abstract: "Measure the search per keystroke (B5 alone) on one data directory.")
  @Option(help: "The data directory (default: the usual one).") var dataDir: String?
  @Flag(help: "Also print the slowest keystrokes of each search kind.") var verbose = false

  func run() throws {
    let directory = dataDir.map { URL(fileURLWithPath: $0) } ?? DataDirectory.default
    let store = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    for figure in try SearchSpeedBench.figures(store: store, verbose: verbose) {
      print("\(figure.name)\t\(Figure.format(figure.value, figure.unit))\t\(figure.spread)")
    }
  }
}
