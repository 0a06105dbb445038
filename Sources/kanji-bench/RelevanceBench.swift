import Foundation
import KanjiKit

/// B10: search relevance on a query set — hit@1, hit@3 and MRR@10 per kind and overall.
///
/// The set is `../shared/search/queries-dev.tsv` (kind, query, expected headwords separated
/// by `|`): the same figures `eval.py` gets from outside, here from the store directly. A
/// query's rank is the place of the first expected headword among the top ten rows.
enum RelevanceBench {
  /// Issue 12's targets: hit@1 ≥ 0.90 overall and MRR@10 ≥ 0.93; issue 32's, per kind:
  /// English hit@1 ≥ 0.95 and MRR@10 ≥ 0.97, every other kind hit@1 ≥ 0.92.
  static let hitTarget = 0.90
  static let reciprocalRankTarget = 0.93
  static let kindHitTargets = ["en": 0.95]
  static let kindHitTarget = 0.92
  static let kindReciprocalRankTargets = ["en": 0.97]

  /// The hit@1 and MRR@10 targets of `kind` (`all` for every query).
  static func targets(of kind: String) -> (hit: Double, reciprocalRank: Double?) {
    if kind == "all" { return (hitTarget, reciprocalRankTarget) }
    return (kindHitTargets[kind] ?? kindHitTarget, kindReciprocalRankTargets[kind])
  }

  struct Query {
    var kind: String
    var text: String
    var expected: Set<String>
  }

  /// Reads a query file; lines starting with `#` are comments.
  static func queries(at url: URL) throws -> [Query] {
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 3 else { return nil }
      return Query(
        kind: String(fields[0]), text: String(fields[1]),
        expected: Set(fields[2].split(separator: "|").map(String.init)))
    }
  }

  /// The figures for `store`, labelled `label` (`bundled`, `full`).
  static func figures(store: DictionaryStore, queries: [Query], label: String) throws -> [Figure] {
    var ranks: [String: [Int?]] = [:]
    for query in queries {
      let list = try store.wordList(matching: query.text)
      let top = try store.rows(of: list, in: 0..<min(10, list.count)).map(\.headword)
      let rank = top.firstIndex { query.expected.contains($0) }.map { $0 + 1 }
      ranks[query.kind, default: []].append(rank)
      ranks["all", default: []].append(rank)
    }
    var figures: [Figure] = []
    for kind in ranks.keys.sorted(by: { ($0 == "all" ? "~" : $0) < ($1 == "all" ? "~" : $1) }) {
      let values = ranks[kind] ?? []
      let n = Double(values.count)
      let hit1 = Double(values.filter { $0 == 1 }.count) / n
      let hit3 = Double(values.filter { ($0 ?? 99) <= 3 }.count) / n
      let mrr = values.compactMap { $0 }.map { 1 / Double($0) }.reduce(0, +) / n
      let name = "relevance \(label): \(kind) (n=\(values.count))"
      let target = targets(of: kind)
      figures.append(Figure(id: "B10", name: "\(name) hit@1", value: hit1, unit: "", atLeast: target.hit))
      figures.append(Figure(id: "B10", name: "\(name) hit@3", value: hit3, unit: ""))
      figures.append(Figure(id: "B10", name: "\(name) MRR@10", value: mrr, unit: "", atLeast: target.reciprocalRank))
    }
    return figures
  }
}
