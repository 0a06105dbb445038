import KanjiKit
import Testing

@Suite struct ComponentIndexTests {
  /// 語 (言 吾 口 五 二), 話 (言 舌 千 口), 吾 (五 口 二), 口, 言 (口), 五 (二), 二, 舌 (千 口), 千.
  static func index() throws -> ComponentIndex {
    let line = { (literal: String, direct: String, all: String) in "\(literal)\t\(direct)\t\(all)\t!!!!!!\n" }
    let table = try KanjiVGTable(
      text: line("語", "言吾", "言吾口五二") + line("話", "言舌", "言舌千口") + line("吾", "五口", "五口二")
        + line("口", "", "") + line("言", "", "口") + line("五", "", "二") + line("二", "", "") + line("舌", "千口", "千口")
        + line("千", "", ""))
    return ComponentIndex(table: table, kanji: ["話", "語", "吾", "言", "口"], minimumUses: 1)
  }

  @Test func narrowsByEveryPickInResultOrder() throws {
    let index = try Self.index()
    let mouth = try #require(index.index(of: "口"))
    let say = try #require(index.index(of: "言"))
    let five = try #require(index.index(of: "五"))
    #expect(index.matches([]) == [])
    #expect(index.matches([mouth]) == ["話", "語", "吾", "言"])
    #expect(index.matches([mouth, say]) == ["話", "語"])
    #expect(index.matches([say, five]) == ["語"])
  }

  @Test func componentsThatWouldLeaveNothingAreUnavailable() throws {
    let index = try Self.index()
    let say = try #require(index.index(of: "言"))
    let tongue = try #require(index.index(of: "舌"))
    let five = try #require(index.index(of: "五"))
    #expect(index.isAvailable(five, with: [say]))
    #expect(!index.isAvailable(five, with: [tongue]))
    #expect(index.availability(with: [tongue])[five] == false)
    #expect(index.availability(with: []).allSatisfy { $0 })
  }

  @Test func componentsAreGroupedByStrokeCount() throws {
    let index = try Self.index()
    let strokes = index.components.map(\.strokes)
    #expect(strokes == strokes.sorted())
    #expect(index.components.first { $0.literal == "口" }?.uses == 4)
  }

  @Test func theBundledLookupNarrows語ByItsParts() throws {
    let table = try KanjiVGTable.bundled()
    let store = try DictionaryStore.inMemory(bundled: BundledData.datasetURL())
    let kanji = try store.kanji(order: .frequency, offset: 0, limit: 5000).map(\.literal)
    let index = ComponentIndex(table: table, kanji: kanji)
    let picks = Set(["言", "吾"].compactMap { index.index(of: $0) })
    #expect(picks.count == 2)
    #expect(index.matches(picks).contains("語"))
    #expect(index.components.count > 200)
  }

  /// Every element KRADFILE lists for a Jōyō kanji (Fixtures/kradfile-joyo.tsv, made by
  /// Scripts/kradfile-fixture.py) is a component of the bundled lookup that finds the kanji:
  /// 給 by 幺, 祭 by 示 and 癶 (printed: the coverage, which must be all).
  @Test func everyKradfileElementOfAJoyoKanjiFindsIt() throws {
    let table = try KanjiVGTable.bundled()
    let store = try DictionaryStore.inMemory(bundled: BundledData.datasetURL())
    let kanji = try store.kanji(order: .frequency, offset: 0, limit: 5000).map(\.literal)
    let index = ComponentIndex(table: table, kanji: kanji)
    let fixture = Fixtures.directory.appendingPathComponent("kradfile-joyo.tsv")
    var pairs = 0
    var missed: [String] = []
    for line in try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      try #require(fields.count == 2)
      let literal = String(fields[0])
      for element in fields[1].map(String.init) {
        pairs += 1
        guard let position = index.index(of: element), index.matches([position]).contains(literal) else {
          missed.append("\(literal) by \(element)")
          continue
        }
      }
    }
    print("KRADFILE elements of Jōyō kanji found by the component lookup: \(pairs - missed.count) of \(pairs)")
    #expect(pairs > 7_000)
    #expect(missed.isEmpty, "\(missed.prefix(40))")
    for (literal, elements) in [("給", ["幺", "糸"]), ("祭", ["示", "癶"])] {
      let picks = Set(elements.compactMap { index.index(of: $0) })
      #expect(picks.count == elements.count && index.matches(picks).contains(literal))
    }
  }
}
