import Foundation
import KanjiKit
import Testing

@Suite struct KanjiVGTableTests {
  static let table = Result { try KanjiVGTable.bundled() }

  @Test func decodesAStrokeFromItsTextForm() throws {
    // Number at (0, 1); points (2, 3) and (93, 4): "!" is 0, "~" is 93.
    let table = try KanjiVGTable(text: "一\t\t\t!\"#$~%\n")
    let outline = try #require(try table.outline(of: "一"))
    #expect(
      outline.strokes == [Stroke(label: StrokePoint(x: 0, y: 1), points: [.init(x: 2, y: 3), .init(x: 93, y: 4)])])
    #expect(try table.outline(of: "二") == nil)
  }

  @Test func aDamagedLineIsAnErrorNotAGap() throws {
    #expect(throws: KanjiVGError.self) { try KanjiVGTable(text: "一\tonly two fields\n") }
    let table = try KanjiVGTable(text: "一\t\t\t!\"#\n")
    #expect(throws: KanjiVGError.self) { try table.outline(of: "一") }
  }

  @Test func aMissingTableSaysWhereItLooked() {
    let error = KanjiVGError.notFound(searched: ["/nowhere"])
    #expect(error.description.contains("kanjivg.tsv.gz"))
    #expect(error.description.contains("/nowhere"))
  }

  @Test func theBundledTableCoversEveryKanjiKanjiVGDraws() throws {
    let table = try Self.table.get()
    #expect(table.count >= 6417)
    let go = try #require(try table.outline(of: "語"))
    #expect(go.strokes.count == 14)
    #expect(go.components == ["言", "吾"])
    #expect(go.allComponents.starts(with: ["言", "吾"]))
    #expect(go.allComponents.contains("口"))
    #expect(table.kanji(containing: "言").contains("語"))
    #expect(!table.kanji(containing: "言").contains("言"))
  }

  /// KanjiVG's stroke counts against KANJIDIC2's, for the bundled Jōyō kanji: at least 99%
  /// agree, and the rest are listed in the test's output.
  @Test func strokeCountsAgreeWithKanjidicForJoyoKanji() throws {
    let table = try Self.table.get()
    let store = try DictionaryStore.inMemory(bundled: BundledData.datasetURL())
    let kanji = try store.kanji(order: .strokes, offset: 0, limit: 5000)
    #expect(kanji.count == 2136)
    var missing: [String] = []
    var differing: [String] = []
    for summary in kanji {
      guard let outline = try table.outline(of: summary.literal) else {
        missing.append(summary.literal)
        continue
      }
      if outline.strokes.count != summary.strokes {
        differing.append("\(summary.literal) \(outline.strokes.count)≠\(summary.strokes)")
      }
    }
    print("KanjiVG strokes differ from KANJIDIC2 for \(differing.count) of \(kanji.count) Jōyō kanji: \(differing)")
    print("KanjiVG lacks \(missing.count): \(missing)")
    #expect(missing.isEmpty)
    #expect(Double(kanji.count - differing.count - missing.count) >= 0.99 * Double(kanji.count))
  }
}
