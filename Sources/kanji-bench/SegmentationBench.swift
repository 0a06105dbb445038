import ArgumentParser
import Foundation
import JapaneseText
import KanjiKit

/// The reader's segmentation speed: 10,000 characters of real sentences split into words.
///
/// The texts are the example sentences of `example-sentences.tsv.gz` (Tatoeba's, beside the
/// bundled dataset), each once, in file order, cut into pieces of 10,000 characters. The
/// first piece goes to a new ``DictionaryLexicon``, which then also reads the dictionary's
/// keys for the characters it meets (the first-run figure); the figure with the target is
/// the median of the next five pieces, each text new to the segmenter, as a reader goes on
/// through a long text.
enum SegmentationBench {
  static let characters = 10_000
  static let runs = 5
  /// Issue 27's target for 10,000 characters.
  static let targetMilliseconds = 100.0

  /// The example sentences, one a line, in pieces of `count` characters (the last one may
  /// be shorter).
  static func texts(count: Int = characters) throws -> [String] {
    let url = try BundledData.datasetURL().deletingLastPathComponent().appendingPathComponent(
      ExampleSentences.fileName)
    let sentences = try ExampleSentences(contentsOf: url)
    var text = ""
    for number in 0..<sentences.sentenceCount { text += try sentences.sentence(number).japanese + "\n" }
    let characters = Array(text)
    return stride(from: 0, to: characters.count, by: count).map {
      String(characters[$0..<min($0 + count, characters.count)])
    }
  }

  static func figures(store: DictionaryStore, label: String) throws -> [Figure] {
    let texts = try texts()
    guard texts.count > runs, texts[runs].count == characters else {
      throw ValidationError("the example sentences hold fewer than \((runs + 1) * characters) characters")
    }
    let segmenter = Segmenter(lexicon: DictionaryLexicon(store: store))
    var segments = 0
    let cold = try time { segments = try segmenter.segments(of: texts[0]).count } * 1000
    var times: [Double] = []
    for text in texts[1...runs] { times.append(try time { _ = try segmenter.segments(of: text) } * 1000) }
    return [
      Figure(
        id: "B11", name: "segment \(characters) characters (\(label), first run)", value: cold, unit: "ms",
        spread: "\(segments) words"),
      Figure(
        id: "B11", name: "segment \(characters) characters (\(label))", value: median(times), unit: "ms",
        target: targetMilliseconds, spread: String(format: "max %.1f ms, n=%d", times.max() ?? 0, times.count)),
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
