import ArgumentParser
import Foundation
import Handwriting
import KanjiKit

/// B13: the handwriting recogniser on distorted drawings of the Jōyō kanji, snapped to a
/// 40 × 20 grid of cells as a terminal's drawing pad would report them: how often the kanji
/// drawn is first or among the first five, and how long the candidates take.
enum HandwritingBench {
  /// The seed of the drawings `make bench` measures; `kanji-bench handwriting --seed` tries
  /// others.
  static let seed: UInt64 = 1

  /// The figures over `sample` Jōyō kanji chosen by `seed` (every one when nil).
  static func figures(store: DictionaryStore, seed: UInt64 = seed, sample: Int? = nil) throws -> [Figure] {
    let joyo = try store.joyoLiterals()
    var figures: [Figure] = []
    var recognizer: HandwritingRecognizer?
    var table: KanjiVGTable?
    let residentBefore = residentMemoryMB()
    var residentWithTable = 0.0
    let build = try time {
      let loaded = try KanjiVGTable.bundled()
      residentWithTable = residentMemoryMB()
      recognizer = try loaded.handwritingRecognizer(preferred: joyo)
      table = loaded
    }
    guard let recognizer, let table else { throw ValidationError("the stroke table gave no recogniser") }
    figures.append(
      Figure(
        id: "B13", name: "recogniser: read \(KanjiVGTable.fileName), measure \(recognizer.count) templates",
        value: build, unit: "s", target: 1))
    figures.append(
      Figure(
        id: "B13", name: "recogniser: resident memory it adds (the table's besides)",
        value: residentMemoryMB() - residentWithTable, unit: "MB",
        spread: String(format: "table %.1f MB", residentWithTable - residentBefore)))

    var random = SeededRandom(seed: seed)
    var literals = joyo.sorted()
    literals.shuffle(using: &random)
    if let sample { literals = Array(literals.prefix(sample)) }
    var strokesOf: [String: [[InkPoint]]] = [:]
    for literal in literals {
      guard let outline = try table.outline(of: literal) else { continue }
      strokesOf[literal] = outline.strokes.map { $0.points.map { InkPoint(x: Double($0.x), y: Double($0.y)) } }
    }
    var times: [Double] = []
    func rate(strength: Double = 1, _ variants: (Int) -> InkDistortion.Variant) -> (top1: Double, top5: Double) {
      let distortion = InkDistortion(columns: 40, rows: 20, strength: strength)
      var top1 = 0
      var top5 = 0
      for (index, literal) in literals.enumerated() {
        guard let strokes = strokesOf[literal] else { continue }
        let cells = distortion.drawing(
          of: strokes, box: Double(KanjiOutline.extent), variant: variants(index), using: &random)
        // Rows are twice as tall as columns are wide, as `kanji recognize` takes them.
        let drawing = cells.map { $0.map { InkPoint(x: $0.x, y: $0.y * 2) } }
        let start = DispatchTime.now().uptimeNanoseconds
        let candidates = recognizer.candidates(for: drawing, limit: 10).prefix(5)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        if candidates.first?.character == literal { top1 += 1 }
        if candidates.contains(where: { $0.character == literal }) { top5 += 1 }
      }
      let count = Double(max(1, literals.count))
      return (Double(top1) / count, Double(top5) / count)
    }
    let label = "\(literals.count) Jōyō kanji, seed \(seed)"
    let inOrder = rate { _ in .inOrder }
    let speed = times
    let swapped = rate { _ in .swapped }
    let joinedOrSplit = rate { $0.isMultiple(of: 2) ? .joined : .split }
    let reversed = rate { _ in .reversed }
    // Twice the distortion: how far the figures fall for a clumsier hand than B13 targets.
    let harsh = rate(strength: 2) { _ in .inOrder }
    figures += [
      Figure(
        id: "B13", name: "recogniser top-1, in stroke order (\(label))", value: inOrder.top1, unit: "", atLeast: 0.90),
      Figure(id: "B13", name: "recogniser top-5, in stroke order", value: inOrder.top5, unit: "", atLeast: 0.98),
      Figure(
        id: "B13", name: "recogniser top-5, two strokes swapped", value: swapped.top5, unit: "", atLeast: 0.90,
        spread: String(format: "top-1 %.3f", swapped.top1)),
      Figure(
        id: "B13", name: "recogniser top-5, two strokes joined or one split", value: joinedOrSplit.top5, unit: "",
        atLeast: 0.70, spread: String(format: "top-1 %.3f", joinedOrSplit.top1)),
      Figure(
        id: "B13", name: "recogniser top-5, one stroke drawn backwards", value: reversed.top5, unit: "",
        spread: String(format: "top-1 %.3f", reversed.top1)),
      Figure(
        id: "B13", name: "recogniser top-1 / top-5, in order, twice the distortion", value: harsh.top1, unit: "",
        spread: String(format: "top-5 %.3f", harsh.top5)),
      Figure(
        id: "B13", name: "recogniser: candidates of a drawing (p95, in order)", value: percentile(speed, 0.95),
        unit: "ms", target: 30, spread: spread(speed)),
    ]
    return figures
  }
}

/// `kanji-bench handwriting`: B13 alone, for other seeds and samples.
struct HandwritingRun: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "handwriting", abstract: "Measure the handwriting recogniser (B13) on distorted drawings.")
  @Option(help: "The data directory (default: the usual one).") var dataDir: String?
  @Option(help: "The seed of the drawings and of the sample.") var seed: UInt64 = HandwritingBench.seed
  @Option(help: "How many Jōyō kanji (default: all).") var sample: Int?

  func run() throws {
    let directory = dataDir.map { URL(fileURLWithPath: $0) } ?? DataDirectory.default
    let store = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    print(Figure.table(try HandwritingBench.figures(store: store, seed: seed, sample: sample)))
  }
}
