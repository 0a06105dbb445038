import Foundation
import Handwriting
import KanjiKit
import Testing

/// The recogniser over the shipped KanjiVG table, on distorted drawings of a seeded sample
/// of the Jōyō kanji snapped to a 40 × 20 grid (`make bench` measures all of them, B13).
/// The thresholds sit a little under B13's targets: low enough that another sample does not
/// fail them, high enough that a worse recogniser does.
@Suite struct RecognizerAccuracyTests {
  /// The table, its recogniser and the Jōyō kanji, read once for the suite.
  private struct Shipped: Sendable {
    let table: KanjiVGTable
    let recognizer: HandwritingRecognizer
    let joyo: [String]
  }

  private static let shipped: Result<Shipped, any Error> = Result {
    let table = try KanjiVGTable.bundled()
    let dataset = try BundledDataset.read(from: try BundledData.datasetURL())
    let joyo = dataset.kanji.filter(\.isJoyo).map(\.literal)
    return Shipped(table: table, recognizer: try table.handwritingRecognizer(preferred: Set(joyo)), joyo: joyo)
  }

  /// How often the kanji drawn is first and among the first five, over `count` Jōyō kanji.
  private func rates(
    _ variant: (Int) -> InkDistortion.Variant, count: Int, seed: UInt64, strength: Double = 1
  ) throws -> (top1: Double, top5: Double) {
    let shipped = try Self.shipped.get()
    var random = SeededRandom(seed: seed)
    let sample = shipped.joyo.shuffled(using: &random).prefix(count)
    let distortion = InkDistortion(columns: 40, rows: 20, strength: strength)
    var top1 = 0
    var top5 = 0
    for (index, literal) in sample.enumerated() {
      let outline = try #require(try shipped.table.outline(of: literal))
      let strokes = outline.strokes.map { $0.points.map { InkPoint(x: Double($0.x), y: Double($0.y)) } }
      let cells = distortion.drawing(of: strokes, box: 93, variant: variant(index), using: &random)
      let drawing = cells.map { $0.map { InkPoint(x: $0.x, y: $0.y * 2) } }
      let candidates = shipped.recognizer.candidates(for: drawing, limit: 5)
      if candidates.first?.character == literal { top1 += 1 }
      if candidates.contains(where: { $0.character == literal }) { top5 += 1 }
    }
    return (Double(top1) / Double(count), Double(top5) / Double(count))
  }

  @Test func coversEveryJoyoKanjiAndTheKana() throws {
    let shipped = try Self.shipped.get()
    #expect(shipped.joyo.count == 2136)
    #expect(shipped.recognizer.count > 6000)
    let exact = try shipped.joyo.prefix(50).map { literal in
      let outline = try #require(try shipped.table.outline(of: literal))
      return (literal, outline.strokes.map { $0.points.map { InkPoint(x: Double($0.x), y: Double($0.y)) } })
    }
    for (literal, strokes) in exact {
      #expect(shipped.recognizer.candidates(for: strokes, limit: 1).first?.character == literal)
    }
    let kana = try #require(try shipped.table.outline(of: "あ"))
    let drawnKana = kana.strokes.map { $0.points.map { InkPoint(x: Double($0.x), y: Double($0.y)) } }
    #expect(shipped.recognizer.candidates(for: drawnKana, limit: 1).first?.character == "あ")
  }

  @Test func drawingsInStrokeOrder() throws {
    let rates = try rates({ _ in .inOrder }, count: 60, seed: 11)
    #expect(rates.top1 >= 0.85)
    #expect(rates.top5 >= 0.93)
  }

  @Test func drawingsTwiceAsDistortedInStrokeOrder() throws {
    // B13 measures a clumsier hand than its targets too: the recogniser must not fall apart.
    let rates = try rates({ _ in .inOrder }, count: 60, seed: 14, strength: 2)
    #expect(rates.top1 >= 0.75)
    #expect(rates.top5 >= 0.85)
  }

  @Test func drawingsWithTwoStrokesSwapped() throws {
    #expect(try rates({ _ in .swapped }, count: 60, seed: 12).top5 >= 0.85)
  }

  @Test func drawingsWithAStrokeDrawnBackwards() throws {
    #expect(try rates({ _ in .reversed }, count: 60, seed: 15).top5 >= 0.93)
  }

  @Test func drawingsWithTwoStrokesJoinedOrOneSplit() throws {
    #expect(try rates({ $0.isMultiple(of: 2) ? .joined : .split }, count: 60, seed: 13).top5 >= 0.65)
  }
}
