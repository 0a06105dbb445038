import CoordinatorsTesting
import KanjiKit
import TermCore
import TermUI
import Testing

@testable import KanjiApp

/// A word page's pitch accent, JLPT level and example sentences, from the bundled tables.
@Suite struct WordPageNotesTests {
  /// 食べる (a verb with sentences and an accent), 学校 (a flat noun), and 当事者, a word on
  /// no JLPT list whose accent naist-jdic does not know; snapshots are named in romaji, as
  /// file names in kana change under Unicode normalization on some file systems.
  static let words = [("食べる", "taberu"), ("学校", "gakkou"), (wordWithoutNotes, "toujisha")]
  static let wordWithoutNotes = "当事者"

  @Test(arguments: words, [(80, 24), (40, 15)])
  func theWordPageShowsWhatTheTablesKnow(word: (String, String), size: (Int, Int)) throws {
    let (_, app) = try TestApp.make(
      LaunchOptions(route: "word/\(word.0)", restoreSavedState: false), width: size.0, height: size.1)
    try app.send("gg")
    assertAppSnapshot(of: app, named: "word-\(word.1)-\(size.0)x\(size.1)")
  }

  @Test func theExamplesAreFurtherDownThePage() throws {
    // Tall enough for the whole page: the examples sit between the senses and the
    // conjugation table.
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/食べる", restoreSavedState: false), width: 80, height: 60)
    try app.send("gg")
    assertAppSnapshot(of: app, named: "word-taberu-whole-80x60")
    #expect(app.screen.text.contains("【食べる】"))
  }

  @Test func theHeadingNamesTheJLPTLevel() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/食べる", restoreSavedState: false))
    #expect(app.screen.text.contains("たべる  (common)  JLPT N5"))
    let (_, other) = try TestApp.make(LaunchOptions(route: "word/\(Self.wordWithoutNotes)", restoreSavedState: false))
    #expect(!other.screen.text.contains("JLPT"))
    #expect(!other.screen.text.contains("Pitch accent"))
    #expect(!other.screen.text.contains("Examples"))
  }

  @Test func aDamagedTableSaysSoOnThePageAndTheRestIsShown() {
    let word = Word(
      id: 1, forms: ["食べる"], readings: ["たべる"], senses: [Sense(partsOfSpeech: ["v1"], glosses: ["to eat"])],
      isCommon: true)
    let damaged = WordDataError.damaged(path: "pitch-accent.tsv.gz", detail: "line 3 of its entries is out of order")
    let missing = WordDataError.notFound(file: "word-examples.tsv.gz", searched: ["/nowhere"])
    let page = WordPage.entry(
      word, characters: [], annotations: WordAnnotations(study: .failure(missing), pitch: .failure(damaged)))
    var buffer = CellBuffer(size: Size(width: 80, height: 24))
    page.render(in: Rect(x: 0, y: 0, width: 80, height: 24), into: &buffer)
    let text = buffer.text
    #expect(text.contains("The pitch accent cannot be shown: pitch-accent.tsv.gz is damaged"))
    #expect(text.contains("Example sentences and JLPT levels cannot be shown: cannot find"))
    #expect(text.contains("word-examples.tsv.gz; looked in /nowhere"))
    #expect(text.contains(" Ichidan verb "))
    #expect(text.contains(" 1. to eat "))
  }

  @Test func theWordIsSetOffInItsSentence() {
    let sentence = ExampleSentence(japanese: "魚を食べる。", english: "I eat fish.")
    #expect(WordPage.marked(sentence, spellings: ["たべる", "食べる"]) == "魚を【食べる】。")
    #expect(WordPage.marked(sentence, spellings: ["飲む"]) == "魚を食べる。")
  }

  /// Each pattern drawn, one wide character over each kana: ￣ high, ＼ the fall, が a
  /// particle after the word.
  @Test(arguments: [
    ("たべる", 2, "　￣＼　　\nたべる　が  [2] nakadaka"),
    ("がっこう", 0, "　￣￣￣　￣\nがっこう　が  [0] heiban (flat)"),
    ("はな", 2, "　￣　＼\nはな　が  [2] odaka"),
    ("きゃく", 1, "￣￣＼　　\nきゃく　が  [1] atamadaka"),
    ("しゃしん", 0, "　　￣￣　￣\nしゃしん　が  [0] heiban (flat)"),
  ])
  func drawsTheAccentOverTheKana(reading: String, downstep: Int, drawing: String) throws {
    let accent = try #require(PitchAccent(reading: reading, downstep: downstep))
    #expect(WordPage.drawing(accent) == drawing)
    let lines = drawing.split(separator: "\n")
    #expect(lines[0].count == reading.count + 2)
  }
}
