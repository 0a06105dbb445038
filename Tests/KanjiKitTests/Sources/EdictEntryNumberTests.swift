import Testing

@testable import KanjiKit

/// EDICT's lines joined into JMdict's entries by ``JMdictEntryNumbers``, on a table written as
/// `Scripts/build-jmdict-entries.py` writes it.
@Suite struct EdictEntryNumberTests {
  /// 1000100 彼処 (a reading of some spellings only), 1000110 あ (kana), 1000120 あ (another
  /// kana entry, told apart by its gloss), 1000130 生 なま (a spelling two entries share),
  /// 1000140 生 き, 1000150 お握り with a reading written alone.
  static let table = """
    # source: test table
    1000100\t彼処;彼所;彼方\tかしこ=0,1;あそこ;あすこ
    10\t\tあ\tah
    10\t\tあ\tyes
    10\t生\tなま\traw
    10\t生\tき\tpure
    10\tお握り;御握り\tおにぎり;!おむすび
    """

  private func edict(_ lines: String) throws -> Edict {
    try Edict(
      utf8: Array(lines.utf8), path: "inline",
      entryNumbers: try JMdictEntryNumbers(text: Self.table, path: "table"))
  }

  private func words(_ edict: Edict) -> [Word] { (0..<edict.wordCount).map(edict.word(at:)) }

  @Test func readsTheTable() throws {
    let table = try JMdictEntryNumbers(text: Self.table, path: "table")
    #expect(table.count == 6)
    #expect(table.source == "test table")
    #expect(table.entry(spelling: "彼所", reading: "あそこ", glosses: { [] }) == 1_000_100)
    #expect(table.entry(spelling: "あ", reading: nil, glosses: { ["yes", "that's right"] }) == 1_000_120)
    #expect(table.entry(spelling: "あ", reading: nil, glosses: { ["oh"] }) == nil)
    #expect(table.entry(spelling: "生", reading: "き", glosses: { ["pure", "undiluted"] }) == 1_000_140)
    #expect(table.entry(spelling: "生", reading: "なま", glosses: { ["uncooked"] }) == 1_000_130)
    #expect(table.entry(spelling: "おむすび", reading: nil, glosses: { [] }) == 1_000_150)
    #expect(table.entry(spelling: "未知", reading: "みち", glosses: { [] }) == nil)
  }

  @Test func refusesADamagedTable() {
    #expect(throws: BundledDataError.self) { _ = try JMdictEntryNumbers(text: "10\tx\n-5\ty\tz\n", path: "t") }
    #expect(throws: BundledDataError.self) { _ = try JMdictEntryNumbers(text: "ten\tx\ty\n", path: "t") }
  }

  @Test func joinsTheLinesOfAnEntryAndNamesTheWordByItsNumber() throws {
    let words = words(
      try edict(
        """
        彼処 [かしこ] /(n) (1) there/(2) (uk) that place (far away)/
        彼所 [かしこ] /(n) (1) there/(2) (uk) that place (far away)/
        彼処 [あそこ] /(n) (1) there/(2) (uk) that place (far away)/(P)/
        彼方 [あそこ] /(n) (1) there/(2) (uk) that place (far away)/(3) (col) genitals/
        生 [なま] /(n) raw/uncooked/
        生 [き] /(adj-no) pure/undiluted/
        あ /(int) ah/oh/
        あ /(int) yes/that's right/

        """))
    let 彼処 = try #require(words.first { $0.forms.contains("彼処") })
    #expect(彼処.id == 1_000_100)
    #expect(彼処.entryID == 1_000_100)
    #expect(Set(彼処.forms) == ["彼処", "彼所", "彼方"])
    #expect(Set(彼処.readings) == ["かしこ", "あそこ"])
    // The third sense is on 彼方's line only: it says so.
    #expect(彼処.senses.map(\.glosses.first) == ["there", "that place (far away)", "genitals"])
    #expect(彼処.senses[2].onlySpellings == ["彼方"])
    #expect(彼処.senses[0].onlySpellings.isEmpty && 彼処.senses[0].onlyReadings.isEmpty)
    // かしこ goes with two spellings only (re_restr): that restricts the reading, not a sense.
    #expect(彼処.senses[1].onlyReadings.isEmpty)
    #expect(words.first { $0.forms == ["生"] && $0.readings == ["なま"] }?.id == 1_000_130)
    #expect(words.first { $0.forms == ["生"] && $0.readings == ["き"] }?.id == 1_000_140)
    #expect(words.filter { $0.readings == ["あ"] }.map(\.id).sorted() == [1_000_110, 1_000_120])
  }

  /// EDICT writes an entry's lines by reading (梟 さけ, ふくろ, ふくろう); where JMdict's order is
  /// another, the table gives it, and the word is read and headed as JMdict reads it.
  @Test func anEntrysReadingsKeepJMdictsOrder() throws {
    let table = try JMdictEntryNumbers(
      text: "1568080\t梟\t!フクロウ\t\tふくろう;ふくろ;さけ;フクロウ\n10\t生\tなま\traw\n", path: "table")
    #expect(table.count == 2)
    #expect(table.readingOrders[1_568_080] == ["ふくろう", "ふくろ", "さけ", "フクロウ"])
    #expect(table.readingOrders[1_568_090] == nil)
    #expect(table.entry(spelling: "生", reading: "なま", glosses: { ["raw"] }) == 1_568_090)
    let edict = try Edict(
      utf8: Array(
        """
        梟 [さけ] /(n) (uk) owl (esp. the Ural owl, Strix uralensis)/
        梟 [ふくろ] /(n) (uk) owl (esp. the Ural owl, Strix uralensis)/
        梟 [ふくろう] /(n) (uk) owl (esp. the Ural owl, Strix uralensis)/

        """.utf8), path: "inline", entryNumbers: table)
    let owl = try #require(words(edict).first { $0.forms == ["梟"] })
    #expect(owl.readings == ["ふくろう", "ふくろ", "さけ"])
    #expect(owl.headword == "ふくろう")
  }

  /// A word is headed by JMdict's first spelling, as the bundled data heads it, not the one
  /// whose characters are the most usual (紅娘, for 天道虫, whose spellings wordfreq lacks);
  /// a kana-only word by its first reading, not the one EDICT's EUC-JP order writes first
  /// (プレー, ー being before every kana there).
  @Test func aWordIsHeadedAsJMdictHeadsIt() throws {
    let table = try JMdictEntryNumbers(
      text: "1440070\tてんとう虫;天道虫;瓢虫;紅娘\t!テントウムシ\n10\t\tプレイ;プレー\n", path: "table")
    let edict = try Edict(
      utf8: Array(
        """
        紅娘 [てんとうむし] /(n) ladybug/ladybird/
        天道虫 [てんとうむし] /(n) ladybug/ladybird/
        瓢虫 [てんとうむし] /(n) ladybug/ladybird/
        てんとう虫 [てんとうむし] /(n) ladybug/ladybird/
        テントウムシ /(n) ladybug/ladybird/
        プレー /(n,vs) play/(P)/
        プレイ /(n,vs) play/(P)/

        """.utf8), path: "inline", entryNumbers: table)
    var characters = edict
    characters.characterRanks = [
      "紅": 800, "娘": 900, "天": 100, "道": 200, "虫": 1_200, "瓢": 4_000,
    ]
    let words = words(characters)
    let ladybug = try #require(words.first { $0.id == 1_440_070 })
    #expect(ladybug.forms == ["てんとう虫", "天道虫", "瓢虫", "紅娘"])
    #expect(ladybug.headword == "てんとう虫")
    let play = try #require(words.first { $0.id == 1_440_080 })
    #expect(play.readings == ["プレイ", "プレー"])
    #expect(play.headword == "プレイ")
  }

  @Test func aReadingWrittenAloneJoinsItsEntry() throws {
    let words = words(
      try edict(
        """
        お握り [おにぎり] /(n) onigiri/rice ball/(P)/
        御握り [おにぎり] /(n) onigiri/rice ball/
        おむすび /(n) onigiri/rice ball/

        """))
    #expect(words.count == 1)
    #expect(words[0].id == 1_000_150)
    #expect(Set(words[0].readings) == ["おにぎり", "おむすび"])
  }

  @Test func aLineTheTableDoesNotPlaceJoinsTheEntryOfItsGlossOrStandsAlone() throws {
    let words = words(
      try edict(
        """
        生 [なま] /(n) raw/uncooked/
        生 [ナマ] /(n) raw/uncooked/
        新語 [しんご] /(n) new word/

        """))
    // ナマ is newer than the table: it has 生 なま's gloss and, folded, its reading.
    let raw = try #require(words.first { $0.id == 1_000_130 })
    #expect(Set(raw.readings) == ["なま", "ナマ"])
    let new = try #require(words.first { $0.forms == ["新語"] })
    #expect(new.id == 3)  // its line number, as without a table
    #expect(new.entryID == nil)
  }
}
