import Foundation
import Testing

@testable import KanjiKit

@Suite struct DictionaryStoreTests {
  let store: DictionaryStore
  let dataset: BundledDataset

  init() throws {
    dataset = try Fixtures.dataset()
    store = try DictionaryStore.inMemory(dataset: dataset)
  }

  @Test func countsKanjiAndWords() throws {
    #expect(try store.kanjiCount() == 12)
    #expect(try store.wordCount() == dataset.words.count)
  }

  @Test(arguments: KanjiOrder.allCases)
  func pagesKanjiInEachOrder(order: KanjiOrder) throws {
    let all = try store.kanji(order: order, offset: 0, limit: 100)
    #expect(all.count == 12)
    let pages =
      try store.kanji(order: order, offset: 0, limit: 5) + store.kanji(order: order, offset: 5, limit: 5)
      + store.kanji(order: order, offset: 10, limit: 5)
    #expect(pages == all)
    let big = Int.max / 4
    switch order {
    case .grade: #expect(all.map { $0.grade ?? big } == all.map { $0.grade ?? big }.sorted())
    case .frequency: #expect(all.map { $0.frequency ?? big } == all.map { $0.frequency ?? big }.sorted())
    case .strokes: #expect(all.map(\.strokes) == all.map(\.strokes).sorted())
    case .jlpt: #expect(all.map { -($0.jlpt ?? -big) } == all.map { -($0.jlpt ?? -big) }.sorted())
    }
  }

  /// The list's pages read only the summary's columns: each summary is the one the whole
  /// kanji gives. "All" is asked for with a limit of billions (AppContext), which must not
  /// be taken as room to reserve.
  @Test(arguments: KanjiOrder.allCases)
  func pagesSummarizeTheWholeKanji(order: KanjiOrder) throws {
    let all = try store.kanji(order: order, offset: 0, limit: Int(Int32.max))
    #expect(all.count == 12)
    for summary in all {
      #expect(try store.kanji(literal: summary.literal)?.summary == summary)
    }
  }

  @Test func ordersKanjiByGradeThenFrequency() throws {
    #expect(try store.kanji(order: .grade, offset: 0, limit: 3).map(\.literal) == ["日", "本", "水"])
    #expect(try store.kanji(order: .grade, offset: 11, limit: 3).count == 1)
  }

  @Test func findsAKanjiByLiteralOrVariant() throws {
    let 日 = try #require(try store.kanji(literal: "日"))
    #expect(日.onReadings == ["ニチ", "ジツ"])
    #expect(日.radical == 72)
    #expect(try store.kanji(literal: "填")?.literal == "塡")
    #expect(try store.kanji(literal: "𠮟")?.strokes == 5)
    #expect(try store.kanji(literal: "鷗") == nil)
  }

  @Test func keepsNanoriVariantsAndBothJLPTScales() throws {
    let 日 = try #require(try store.kanji(literal: "日"))
    #expect(日.nanori.contains("あき"))
    #expect(日.jlpt == 5)
    #expect(日.formerJLPT == 4)
    let 塡 = try #require(try store.kanji(literal: "塡"))
    #expect(塡.variants == ["填"])
    // 填 is not a Jōyō kanji, so the fixture dataset lacks its page: listed, not openable.
    #expect(try store.variants(of: 塡) == [WordCharacter(character: "填", kanji: nil)])
  }

  @Test(arguments: ["n5", "N5", "jlpt n5", "JLPT N5"])
  func filtersKanjiByJLPTLevel(filter: String) throws {
    let list = try store.kanjiList(matching: filter, order: .grade)
    let rows = try store.rows(of: list, in: 0..<list.count)
    #expect(Set(rows.map(\.literal)) == ["日", "本", "水", "食", "語"])
    #expect(rows.allSatisfy { $0.jlpt == 5 })
    #expect(try store.rows(of: try store.kanjiList(matching: "n4"), in: 0..<10).map(\.literal).sorted() == ["京", "東"])
    #expect(DictionaryStore.jlptLevel(in: "n6") == nil)
    #expect(DictionaryStore.jlptLevel(in: "n55") == nil)
  }

  @Test func ordersByJLPTFromN5() throws {
    let all = try store.kanji(order: .jlpt, offset: 0, limit: 100)
    #expect(all.prefix(5).allSatisfy { $0.jlpt == 5 })
    #expect(all.last?.jlpt == nil)
  }

  @Test func ranksTheWordsOfAKanjiCommonFirstThenShorter() throws {
    let count = try store.wordCount(containing: "日")
    let words = try store.words(containing: "日", offset: 0, limit: 100)
    #expect(words.count == count)
    #expect(words.first?.headword == "日")
    let firstRare = words.firstIndex { !$0.isCommon } ?? words.count
    #expect(words[firstRare...].allSatisfy { !$0.isCommon })
    let lengths = words[..<firstRare].map(\.headword.count)
    #expect(lengths == lengths.sorted())
    #expect(try store.words(containing: "日", offset: 1, limit: 2) == Array(words[1..<3]))
  }

  @Test func findsWordsOfAJISX0213KanjiThroughItsEdictSpelling() throws {
    #expect(try store.words(containing: "塡", offset: 0, limit: 10).map(\.headword) == ["補填"])
    #expect(try store.words(containing: "頰", offset: 0, limit: 10).first?.headword == "頬")
  }

  @Test func listsAllWordsCommonFirst() throws {
    let words = try store.words(offset: 0, limit: 1_000)
    #expect(words.count == dataset.words.count)
    #expect(words.map(\.id) == dataset.words.map(\.id))
    #expect(try store.words(offset: words.count - 2, limit: 20).count == 2)
  }

  @Test func readsAWholeWord() throws {
    let summary = try #require(try store.words(containing: "食", offset: 0, limit: 10).first { $0.headword == "食べる" })
    let word = try #require(try store.word(id: summary.id))
    #expect(word.readings == ["たべる"])
    #expect(word.senses.count == 2)
    #expect(word.senses[0].partsOfSpeech == ["v1", "vt"])
    #expect(word.senses[1].glosses == ["to live on (e.g. a salary)", "to live off"])
    #expect(try store.word(headword: "たべる")?.id == word.id)
    #expect(try store.word(id: -1) == nil)
  }

  @Test func keepsKanaAmongTheCharactersOfAWord() throws {
    let 食べる = try #require(try store.word(headword: "食べる"))
    let characters = try store.characters(ofWord: 食べる.id)
    #expect(characters.map(\.character) == ["食", "べ", "る"])
    #expect(characters.map { $0.kanji?.literal } == ["食", nil, nil])
    #expect(characters[1].isKana)
    let 補填 = try #require(try store.word(headword: "補填"))
    #expect(try store.characters(ofWord: 補填.id).map { $0.kanji?.literal } == [nil, "塡"])
  }

  // MARK: - Files

  @Test func seedsTheFileOnFirstStartThenOpensIt() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bundled = directory.appendingPathComponent("bundled.json.gz")
    try dataset.encoded().write(to: bundled)
    let data = directory.appendingPathComponent("data")
    let first = try DictionaryStore.open(directory: data, bundled: bundled)
    #expect(first.notice == nil)
    #expect(try first.source() == "bundled")
    #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("dictionary.sqlite").path))
    try FileManager.default.removeItem(at: bundled)  // no longer needed
    let second = try DictionaryStore.open(directory: data, bundled: bundled)
    #expect(try second.kanjiCount() == 12)
    #expect(second.notice == nil)
  }

  @Test func rebuildsACorruptDictionaryAndSaysSo() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bundled = directory.appendingPathComponent("bundled.json.gz")
    try dataset.encoded().write(to: bundled)
    let user = directory.appendingPathComponent("user.sqlite")
    try Data("precious".utf8).write(to: user)
    try Data(repeating: 0x42, count: 4096).write(to: directory.appendingPathComponent("dictionary.sqlite"))
    let store = try DictionaryStore.open(directory: directory, bundled: bundled)
    #expect(store.notice?.contains("rebuilt from the bundled data") == true)
    #expect(try store.kanjiCount() == 12)
    #expect(try Data(contentsOf: user) == Data("precious".utf8))
  }

  @Test func rebuildsATruncatedDictionary() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bundled = directory.appendingPathComponent("bundled.json.gz")
    try dataset.encoded().write(to: bundled)
    _ = try DictionaryStore.open(directory: directory, bundled: bundled)
    let file = directory.appendingPathComponent("dictionary.sqlite")
    let bytes = try Data(contentsOf: file)
    try bytes.prefix(bytes.count / 2).write(to: file)
    let store = try DictionaryStore.open(directory: directory, bundled: bundled)
    #expect(store.notice != nil)
    #expect(try store.wordCount() == dataset.words.count)
  }

  @Test func reportsAMissingBundledDataset() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(throws: BundledDataError.self) {
      _ = try DictionaryStore.open(directory: directory, bundled: directory.appendingPathComponent("none.json.gz"))
    }
  }
}
