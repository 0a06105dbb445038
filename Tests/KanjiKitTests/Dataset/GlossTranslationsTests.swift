import Foundation
import Testing

@testable import KanjiKit

@Suite struct GlossTranslationsTests {
  static let text = "arm\t290\t1171290:11,1562850:162\nkitchen\t158\t1041150:18,1412640:128\nrare word\t3\t\n"

  @Test func aWordTranslatorsWriteScoresNearZero() throws {
    let table = try GlossTranslations(text: Self.text, path: "test")
    #expect(table.count == 3)
    // 台所: log10((128 + 0.2) / (158 + 2)) = -0.097; キッチン: log10(18.2 / 160) = -0.944.
    #expect(table.translation(key: "kitchen", id: 1_412_640) == -1)
    #expect(table.translation(key: "kitchen", id: 1_041_150) == -9)
    // 手 for `arm`: 11 of 290.
    #expect(table.translation(key: "arm", id: 1_171_290) == -14)
  }

  @Test func aWordNoSentenceWithTheKeyHasScoresLowAndAnUnknownKeyHasNoScore() throws {
    let table = try GlossTranslations(text: Self.text, path: "test")
    // log10(0.2 / 292): none of the 290 sentences.
    #expect(table.translation(key: "arm", id: 42) == -32)
    #expect(table.translation(key: "rare word", id: 42) == -14)
    #expect(table.translation(key: "unheard of", id: 42) == nil)
    #expect(GlossTranslations().translation(key: "arm", id: 1_562_850) == nil)
  }

  /// The fourth column lists words not glossed by the key that translators write for it most.
  @Test func aWordTranslatorsWriteForAKeyItIsNotGlossedByIsListed() throws {
    let table = try GlossTranslations(text: "ride\t289\t1173490:12\t1358280:88\n" + Self.text, path: "test")
    #expect(table.unglossedKeys(id: 1_358_280) == ["ride"])
    #expect(table.unglossedKeys(id: 1_173_490).isEmpty)
    #expect(table.unglossedKeys(id: 1_412_640).isEmpty)
    // Its share is its translation as a glossed word's is: 88 of 289.
    #expect(table.translation(key: "ride", id: 1_358_280) == -5)
  }

  @Test(arguments: [
    "kitchen\t158\t1412640:128\t1412640:5\n", "kitchen\t158\t\t1412640:200\n", "kitchen\t158\t\t\t\n",
    "kitchen\t158\n", "kitchen\tmany\t\n", "kitchen\t0\t\n", "\t5\t\n", "kitchen\t158\t1412640\n",
    "kitchen\t158\t1412640:200\n", "kitchen\t158\tx:3\n", "kitchen\t158\t1412640:0\n",
  ])
  func aMalformedLineIsAnErrorNamingIt(line: String) throws {
    let error = #expect(throws: BundledDataError.self) {
      try GlossTranslations(text: "arm\t290\t1562850:162\n" + line, path: "/data/gloss-translations.tsv")
    }
    #expect(error.map { "\($0)" }?.contains("line 2") == true, "\(String(describing: error))")
  }

  @Test func aDamagedFileIsAnErrorNotAnEmptyTable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gloss-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A temporary folder left behind is harmless.
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(GlossTranslations.fileName)
    try Data([0x1F, 0x8B, 0x08, 0x00, 0x01]).write(to: file)
    #expect(throws: BundledDataError.self) { try GlossTranslations(contentsOf: file) }
    // Beside a dataset: the same error, not a silent empty table.
    #expect(throws: BundledDataError.self) {
      try GlossTranslations.beside(folder.appendingPathComponent("kanji-navigator.json.gz"))
    }
    try FileManager.default.removeItem(at: file)
    #expect(try GlossTranslations.beside(folder.appendingPathComponent("kanji-navigator.json.gz")).count == 0)
  }

  @Test func theShippedTableKnowsTheEverydayTranslations() throws {
    let shipped = try #require(try GlossTranslations.bundled())
    #expect(shipped.count > 50_000)
    // 台所 (1412640) before キッチン (1041150) for `kitchen`; 腕 (1562850) before 手 (1327190).
    let kitchen = try #require(shipped.translation(key: "kitchen", id: 1_412_640))
    #expect(kitchen > (shipped.translation(key: "kitchen", id: 1_041_150) ?? -100))
    let arm = try #require(shipped.translation(key: "arm", id: 1_562_850))
    #expect(arm > (shipped.translation(key: "arm", id: 1_327_190) ?? -100))
    // Translators write 治す なおす (1599390) for `mend`, and もらう (1535910) beside it, in 15 of
    // the 44 sentences (`had my shoes mended`), but `mend` is in few of もらう's 899: only the
    // first is the key's word. Nor is 一杯 (1165670) `water bottle`'s.
    #expect(shipped.unglossedKeys(id: 1_599_390).contains("mend"))
    #expect(!shipped.unglossedKeys(id: 1_535_910).contains("mend"))
    #expect(!shipped.unglossedKeys(id: 1_165_670).contains("water bottle"))
    // The table is read by the program's reader: くし in `comb`'s sentences is no longer 酒
    // (1329010), whose out-dated reading it is; すり in `pickpocketing`'s no longer 修理 (1332400).
    #expect(!shipped.unglossedKeys(id: 1_329_010).contains("comb"))
    #expect(!shipped.unglossedKeys(id: 1_332_400).contains("pickpocketing"))
  }
}
