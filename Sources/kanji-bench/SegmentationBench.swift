import ArgumentParser
import Foundation
import JapaneseText
import KanjiKit

/// The reader's segmentation speed: 10,000 characters of real sentences split into words.
///
/// The text is the example sentences of `word-examples.tsv.gz` (Tatoeba's, beside the
/// bundled dataset), each once, in file order, cut at 10,000 characters. The first run on a
/// new ``DictionaryLexicon`` also reads the dictionary's keys for the characters it meets;
/// the figure with the target is the median of the runs after it, as a reader segments.
enum SegmentationBench {
  static let characters = 10_000
  /// Issue 27's target for 10,000 characters.
  static let targetMilliseconds = 100.0

  /// The first `count` characters of the example sentences, one a line.
  static func text(count: Int = characters) throws -> String {
    let url = try BundledData.datasetURL().deletingLastPathComponent().appendingPathComponent(WordExamples.fileName)
    let bytes = try Gzip.decompress([UInt8](try Data(contentsOf: url)), path: url.path)
    var seen: Set<Substring> = []
    var text = ""
    var length = 0
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      for index in [3, 5] where index < fields.count && !fields[index].isEmpty {
        guard seen.insert(fields[index]).inserted else { continue }
        text += fields[index] + "\n"
        length += fields[index].count + 1
        if length >= count { return String(text.prefix(count)) }
      }
    }
    return text
  }

  static func figures(store: DictionaryStore, label: String) throws -> [Figure] {
    let text = try text()
    let segmenter = Segmenter(lexicon: DictionaryLexicon(store: store))
    var segments = 0
    let cold = try time { segments = try segmenter.segments(of: text).count } * 1000
    var runs: [Double] = []
    for _ in 0..<5 { runs.append(try time { _ = try segmenter.segments(of: text) } * 1000) }
    let count = text.count
    return [
      Figure(
        id: "B11", name: "segment \(count) characters (\(label), first run)", value: cold, unit: "ms",
        spread: "\(segments) words"),
      Figure(
        id: "B11", name: "segment \(count) characters (\(label))", value: median(runs), unit: "ms",
        target: targetMilliseconds, spread: String(format: "max %.1f ms, n=%d", runs.max() ?? 0, runs.count)),
    ]
  }
}

/// `kanji-bench segment`: B11 alone, on the dictionary of one data directory.
struct Segment: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Measure segmenting 10,000 characters (B11) on the dictionary in a data directory.")
  @Option(help: "The data directory (default: the usual one).") var dataDir: String?

  func run() throws {
    let directory = dataDir.map { URL(fileURLWithPath: $0) } ?? DataDirectory.default
    let store = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    let words = try store.wordCount()
    print(Figure.table(try SegmentationBench.figures(store: store, label: "\(words) words")))
  }
}
