import Foundation
import KanjiKit
import Testing

@testable import UserData

@Suite struct StarExportTests {
  static let entries = [
    StarExport.Entry(kind: "kanji", item: "日", readings: "ニチ、ジツ、ひ", meanings: "day, sun"),
    StarExport.Entry(kind: "word", item: "日本", readings: "にほん、にっぽん", meanings: "Japan"),
  ]

  @Test func writesATableWithAHeaderRow() {
    #expect(
      StarExport(entries: Self.entries).text(.tsv) == """
        kind\titem\treadings\tmeanings\tsentence
        kanji\t日\tニチ、ジツ、ひ\tday, sun\t
        word\t日本\tにほん、にっぽん\tJapan\t

        """)
  }

  @Test func writesAnAnkiFileForTheBasicNoteTypeTaggedByKind() {
    let lines = StarExport(entries: Self.entries).text(.anki).components(separatedBy: "\n")
    #expect(
      Array(lines.prefix(5)) == [
        "#separator:tab", "#html:true", "#notetype:Basic", "#columns:Front\tBack\tTags", "#tags column:3",
      ])
    // Back is readings, an HTML line break, then meanings: one line per note.
    #expect(lines[5] == "日\tニチ、ジツ、ひ<br>day, sun\tkanji")
    #expect(lines[6] == "日本\tにほん、にっぽん<br>Japan\tword")
    #expect(lines[7] == "" && lines.count == 8)
  }

  static let sentence = StarSentence(before: "昨日友達と寿司を", word: "食べて", after: "しまいました。")
  static let eat = StarExport.Entry(
    kind: "word", item: "食べる", readings: "たべる", meanings: "to eat", sentence: sentence)

  @Test func theTableHasTheSentenceWithTheWordInBrackets() {
    let lines = StarExport(entries: [Self.eat, Self.entries[0]]).text(.tsv).components(separatedBy: "\n")
    #expect(lines[1] == "word\t食べる\tたべる\tto eat\t昨日友達と寿司を【食べて】しまいました。")
    #expect(lines[2] == "kanji\t日\tニチ、ジツ、ひ\tday, sun\t")
  }

  @Test func theAnkiFrontHasTheSentenceUnderTheWordWithTheWordInBold() {
    let lines = StarExport(entries: [Self.eat]).text(.anki).components(separatedBy: "\n")
    #expect(lines[5] == "食べる<br>昨日友達と寿司を<b>食べて</b>しまいました。\tたべる<br>to eat\tword")
  }

  /// A sentence with a tab, quotes and what looks like HTML: one field in both formats, the
  /// table keeping the text as it is, Anki's file escaping it so it shows as text.
  @Test func aSentenceWithTabsQuotesAndMarkupStaysOneFieldAndIsEscapedForAnki() throws {
    let odd = try #require(StarSentence(before: "He said \"a\tb\" <i>&", word: "x<y>", after: "</i> & 'z'"))
    let entry = StarExport.Entry(kind: "word", item: "x", readings: "r", meanings: "m & <n>", sentence: odd)
    let table = StarExport(entries: [entry]).text(.tsv).components(separatedBy: "\n")
    #expect(table[1] == "word\tx\tr\tm & <n>\t\"He said \"\"a\tb\"\" <i>&【x<y>】</i> & 'z'\"")
    #expect(table.count == 3)
    let anki = StarExport(entries: [entry]).text(.anki).components(separatedBy: "\n")
    #expect(
      anki[5]
        == "\"x<br>He said \"\"a\tb\"\" &lt;i&gt;&amp;<b>x&lt;y&gt;</b>&lt;/i&gt; &amp; 'z'\"\tr<br>m &amp; &lt;n&gt;\tword"
    )
    #expect(anki.count == 7)
  }

  @Test func anAnkiFieldWithALineBreakHasItAsHTML() {
    #expect(StarExport.html("a\nb\r\nc <d> & e") == "a<br>b<br>c &lt;d&gt; &amp; e")
  }

  @Test func theStarsOfTheStoreAreLookedUpWithTheirSentences() throws {
    let store = try Fixtures.store()
    let word = try #require(try store.word(headword: "日本"))
    let stars = [Star(item: .word(word.id), sentence: Self.sentence), Star(item: .kanji("日"))]
    let found = try StarExport.lookUp(stars, in: store)
    #expect(found.export.entries.map(\.sentence) == [Self.sentence, nil])
    #expect(found.missing.isEmpty)
  }

  @Test(arguments: [
    ("plain", "plain"), ("a\tb", "\"a\tb\""), ("two\nlines", "\"two\nlines\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
    ("#not a header", "\"#not a header\""), ("", ""),
  ])
  func quotesAFieldOnlyWhenItMust(text: String, written: String) {
    #expect(StarExport.field(text) == written)
  }

  @Test func aFieldWithATabStaysOneField() {
    let entry = StarExport.Entry(kind: "word", item: "x", readings: "r", meanings: "a\tb")
    let row = StarExport(entries: [entry]).text(.tsv).components(separatedBy: "\n")[1]
    #expect(row == "word\tx\tr\t\"a\tb\"\t")
  }

  @Test func looksUpStarsInTheDictionaryAndReportsTheMissing() throws {
    let store = try Fixtures.store()
    let word = try #require(try store.word(headword: "日本"))
    let found = try StarExport.lookUp([.word(word.id), .kanji("日"), .kanji("鬱"), .word(999_999_999)], in: store)
    #expect(found.export.entries.map(\.item) == ["日本", "日"])
    #expect(found.export.entries.map(\.kind) == ["word", "kanji"])
    #expect(found.export.entries[1].readings.hasPrefix("ニチ、ジツ、ひ"))
    #expect(found.export.entries[1].readings.contains("(names: あ、あき"))
    #expect(found.export.entries[1].meanings.hasPrefix("day, sun"))
    #expect(found.missing == [.kanji("鬱"), .word(999_999_999)])
  }

  @Test func numbersTheSensesOfAWordWithSeveral() {
    let word = Word(
      id: 1, forms: ["上"], readings: ["うえ"],
      senses: [
        Sense(partsOfSpeech: ["n"], tags: [], glosses: ["above", "up"]),
        Sense(partsOfSpeech: ["n"], tags: [], glosses: ["top"]),
      ], isCommon: true)
    #expect(StarExport.Entry(word: word).meanings == "1. above; up 2. top")
  }

  @Test func aNumberSpelledFirstInDigitsIsExportedByItsKanji() {
    // JMdict lists １００ before 百: the card shows the word as the app heads it.
    let hundred = Word(
      id: 1, spellings: [Spelling("１００", isCommon: true), Spelling("百", isCommon: true)],
      kana: [Reading("ひゃく", isCommon: true)], senses: [Sense(partsOfSpeech: ["num"], glosses: ["100", "hundred"])],
      isCommon: true)
    #expect(StarExport.Entry(word: hundred).item == "百")
  }
}
