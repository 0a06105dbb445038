import Testing

@testable import KanjiKit

@Suite struct DictionaryStoreSearchTests {
  let store: DictionaryStore

  init() throws {
    store = try Fixtures.store()
  }

  private func kanji(_ text: String) throws -> [String] {
    let list = try store.kanjiList(matching: text)
    return try store.rows(of: list, in: 0..<list.count).map(\.literal)
  }

  private func words(_ text: String) throws -> [String] {
    let list = try store.wordList(matching: text)
    return try store.rows(of: list, in: 0..<list.count).map(\.headword)
  }

  @Test func emptyQueryListsEverything() throws {
    let kanji = try store.kanjiList(matching: "", order: .strokes)
    #expect(kanji.count == 12)
    #expect(try store.rows(of: kanji, in: 0..<3) == store.kanji(order: .strokes, offset: 0, limit: 3))
    let words = try store.wordList(matching: "")
    #expect(words.count == (try store.wordCount()))
    #expect(try store.rows(of: words, in: 2..<4) == store.words(offset: 2, limit: 2))
  }

  @Test func findsKanjiByLiteralInTheOrderTyped() throws {
    #expect(try kanji("本日") == ["本", "日"])
    #expect(try kanji("填") == ["塡"])
  }

  @Test func findsKanjiByKanaReadingsIgnoringOkurigana() throws {
    #expect(try kanji("たべる").first == "食")
    #expect(try kanji("た").first == "食")  // the stem of た.べる
    #expect(try kanji("ニチ").first == "日")
    #expect(try kanji("にち").first == "日")
  }

  @Test func findsKanjiByRomajiAndEnglish() throws {
    #expect(try kanji("mizu").first == "水")
    #expect(try kanji("water").first == "水")
    #expect(try kanji("wat").contains("水"))
    #expect(try kanji("nichi").first == "日")
  }

  @Test func ranksExactReadingsBeforePrefixes() throws {
    #expect(try words("にほん").prefix(2) == ["日本", "日本語"])
    #expect(try words("nihon").prefix(2) == ["日本", "日本語"])
  }

  @Test func findsWordsByRomajiVariantsAndLongVowels() throws {
    for spelling in ["toukyou", "tōkyō", "tookyoo", "TOUKYOU", "とうきょう", "トウキョウ"] {
      #expect(try words(spelling).first == "東京", "\(spelling)")
    }
    #expect(try words("koohii").contains("珈琲") == false)  // not in the Jōyō dataset
  }

  @Test func findsWordsByEnglishExactFirst() throws {
    #expect(try words("water").first == "水")
    #expect(Set(try words("eat").prefix(2)) == ["食べる", "食う"])
    #expect(try words("wednes") == ["水曜日"])
    #expect(try words("live").contains("食う"))
  }

  @Test func findsWordsByWrittenFormExactThenPrefixThenContaining() throws {
    let 日本 = try words("日本")
    #expect(日本.first == "日本")
    #expect(日本.contains("日本語"))
    let 日 = try words("日")
    #expect(日.first == "日")
    #expect(日.contains("本日"))
    #expect(日.contains("水曜日"))
    #expect(try words("東京").prefix(2) == ["東京", "東京都"])
  }

  @Test func findsWordsWithAVariantSpelling() throws {
    #expect(try words("塡") == ["補填"])
    #expect(try words("補填") == ["補填"])
  }

  @Test func findsNothingForNonsense() throws {
    #expect(try words("zzzq").isEmpty)
    #expect(try kanji("ゑゑゑ").isEmpty)
  }

  @Test func capsTheHitsAndSaysSo() throws {
    let list = try store.wordList(matching: "日", limit: 2)
    #expect(list.count == 2)
    #expect(list.isTruncated)
  }
}
