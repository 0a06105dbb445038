import ArgumentParser
import Foundation
import KanjiKit

/// B10 alone: a query set's hit@1, hit@3 and MRR@10 per kind on one data directory, and the
/// queries whose expected word is not first, to see what the figures measure.
struct RelevanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "relevance", abstract: "Measure search relevance on a query set (B10 alone) and list its misses.")
  @Option(help: "The data directory (default: the usual one).") var dataDir: String?
  @Option(help: "The queries (kind, query, expected headwords separated by |).")
  var queries = "../shared/search/queries-dev.tsv"
  @Option(help: "The label of the figures.") var label = "data"
  @Flag(help: "Also print each query whose expected word is not first, with the first rows.") var misses = false

  func run() throws {
    let directory = dataDir.map { URL(fileURLWithPath: $0) } ?? DataDirectory.default
    let store = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    let set = try RelevanceBench.queries(at: URL(fileURLWithPath: queries))
    if misses {
      for query in set {
        let list = try store.wordList(matching: query.text)
        let top = try store.rows(of: list, in: 0..<min(10, list.count)).map(\.headword)
        let rank = top.firstIndex { query.expected.contains($0) }
        guard rank != 0 else { continue }
        let place = rank.map { String($0 + 1) } ?? "-"
        print("\(query.kind)\t\(query.text)\t\(place)\t\(top.prefix(4).joined(separator: " "))")
      }
    }
    for figure in try RelevanceBench.figures(store: store, queries: set, label: label) {
      print("\(figure.name)\t\(Figure.format(figure.value, figure.unit))")
    }
  }
}
