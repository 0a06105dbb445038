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
        kind\titem\treadings\tmeanings
        kanji\t日\tニチ、ジツ、ひ\tday, sun
        word\t日本\tにほん、にっぽん\tJapan

        """)
  }

  @Test func writesAnAnkiFileForTheBasicNoteTypeTaggedByKind() {
    let lines = StarExport(entries: Self.entries).text(.anki).components(separatedBy: "\n")
    #expect(
      Array(lines.prefix(5)) == [
        "#separator:tab", "#html:false", "#notetype:Basic", "#columns:Front\tBack\tTags", "#tags column:3",
      ])
    // Back holds a line break (readings, then meanings), so it is quoted.
    #expect(lines[5] == "日\t\"ニチ、ジツ、ひ")
    #expect(lines[6] == "day, sun\"\tkanji")
    #expect(lines[7] == "日本\t\"にほん、にっぽん")
    #expect(lines[8] == "Japan\"\tword")
    #expect(lines[9] == "" && lines.count == 10)
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
    #expect(row == "word\tx\tr\t\"a\tb\"")
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
}
