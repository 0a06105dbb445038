import CoordinatorsTesting
import KanjiKit
import TermCore
import TermUI
import Testing

@testable import KanjiApp

/// A word page's pitch accent, JLPT level and example sentences, from the bundled tables.
@Suite struct WordPageNotesTests {
  /// 食べる (a verb with sentences and an accent), 学校 (a flat noun), and 当事者, a word on
  /// no JLPT list whose accent naist-jdic does not know, with sentences all the same (they
  /// are found by word, not by list); snapshots are named in romaji, as
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
    // A form of 食べる, marked as the sentence has it (食べた, 食べて).
    #expect(app.screen.text.contains("【食べ"))
  }

  @Test func theHeadingNamesTheJLPTLevel() throws {
    let (_, app) = try TestApp.make(LaunchOptions(route: "word/食べる", restoreSavedState: false))
    #expect(app.screen.text.contains("たべる  (common)  JLPT N5"))
    let (_, other) = try TestApp.make(LaunchOptions(route: "word/\(Self.wordWithoutNotes)", restoreSavedState: false))
    #expect(!other.screen.text.contains("JLPT"))
    #expect(!other.screen.text.contains("Pitch accent"))
    #expect(other.screen.text.contains("Examples"))
  }

  @Test func aDamagedTableSaysSoOnThePageAndTheRestIsShown() {
    let word = Word(
      id: 1, forms: ["食べる"], readings: ["たべる"], senses: [Sense(partsOfSpeech: ["v1"], glosses: ["to eat"])],
      isCommon: true)
    let damaged = WordDataError.damaged(path: "pitch-accent.tsv.gz", detail: "line 3 of its entries is out of order")
    let missing = WordDataError.notFound(file: "example-sentences.tsv.gz", searched: ["/nowhere"])
    let page = WordPage.entry(
      word, characters: [],
      annotations: WordAnnotations(study: .success(nil), examples: .failure(missing), pitch: .failure(damaged)))
    var buffer = CellBuffer(size: Size(width: 80, height: 24))
    page.render(in: Rect(x: 0, y: 0, width: 80, height: 24), into: &buffer)
    let text = buffer.text
    #expect(text.contains("The pitch accent cannot be shown: pitch-accent.tsv.gz is damaged"))
    #expect(text.contains("Example sentences cannot be shown: cannot find"))
    #expect(text.contains("example-sentences.tsv.gz;") && text.contains("looked in /nowhere"))
    #expect(text.contains(" Ichidan verb "))
    #expect(text.contains(" 1. to eat "))
    let levels = WordDataError.damaged(path: "word-examples.tsv.gz", detail: "its header names no source")
    let section = WordPage.examples(.success([]), study: .failure(levels))
    guard case .text(_, let body)? = section.first else {
      Issue.record("no Examples section")
      return
    }
    #expect(body.hasPrefix("The JLPT level cannot be shown: word-examples.tsv.gz is damaged"))
  }

  @Test func theWordIsSetOffAsItStandsInItsSentence() throws {
    let sentence = ExampleSentence(japanese: "パンを食べてください。", english: "Please eat the bread.")
    let text = sentence.japanese
    let word = try #require(text.range(of: "食べて"))
    let sections = WordPage.examples(.success([WordExample(sentence: sentence, word: word)]), study: .success(nil))
    guard case .text(_, let body)? = sections.first else {
      Issue.record("no Examples section")
      return
    }
    #expect(body == "パンを【食べて】ください。\n\u{3000}Please eat the bread.")
    #expect(WordPage.examples(.success([]), study: .success(nil)).isEmpty)
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
