import Foundation
import JapaneseText
import Testing

@testable import KanjiKit

/// The shipped example sentences, checked against the app's own segmenter over the bundled
/// dictionary: every mark is a whole word of the sentence and is the word whose page shows
/// it, no word keeps more than a page shows, and the coverage of the 5,000 most frequent
/// words is printed and held. (`make data` keeps a word only where the full dictionary's
/// segmentation agrees, which these tests cannot redo: they check the bundled one.)
@Suite(.serialized) struct ExampleSentencesContentTests {
  /// How many sentences the table keeps for a word: what a word page shows.
  static let perWord = 3

  /// The words of each sentence with a dictionary entry: (UTF-8 offset, UTF-8 length, entry).
  struct Segmented {
    var table: ExampleSentences
    var words: [[(offset: Int, length: Int, entry: Int)]]
    /// Each entry's sentences, by segmentation.
    var sentencesOf: [Int: Set<Int>]
    /// Each sentence's number, by its Japanese (the table has each once).
    var numberOf: [String: Int]
  }

  /// Segmented once for the suite: every sentence of the table.
  static let segmented = Result { () throws -> Segmented in
    let table = try ExampleSentences.bundled()
    let store = try DictionaryStore.inMemory(bundled: BundledData.datasetURL())
    let segmenter = Segmenter(lexicon: DictionaryLexicon(store: store))
    var words: [[(offset: Int, length: Int, entry: Int)]] = []
    var sentencesOf: [Int: Set<Int>] = [:]
    var numberOf: [String: Int] = [:]
    for number in 0..<table.sentenceCount {
      var offset = 0
      var row: [(offset: Int, length: Int, entry: Int)] = []
      let japanese = try table.sentence(number).japanese
      numberOf[japanese] = number
      for segment in try segmenter.segments(of: japanese) {
        let length = segment.surface.utf8.count
        if let entry = segment.entryID, segment.kind == .word {
          row.append((offset, length, entry))
          sentencesOf[entry, default: []].insert(number)
        }
        offset += length
      }
      words.append(row)
    }
    return Segmented(table: table, words: words, sentencesOf: sentencesOf, numberOf: numberOf)
  }

  @Test func everyMarkIsAWholeWordAndTheWordItself() throws {
    let data = try Self.segmented.get()
    var marks = 0
    var wrong: [String] = []
    for entry in data.table.entryIDs {
      let examples = try data.table.examples(of: entry)
      #expect(Set(examples.map(\.sentence.japanese)).count == examples.count, "entry \(entry) repeats a sentence")
      for example in examples {
        marks += 1
        let text = example.sentence.japanese
        let offset = text.utf8.distance(from: text.startIndex, to: example.word.lowerBound)
        let length = text[example.word].utf8.count
        let number = try #require(data.numberOf[text])
        if !data.words[number].contains(where: { $0 == (offset, length, entry) }) {
          wrong.append("\(entry): \(example.marked())")
        }
      }
    }
    print(
      "example sentences: \(data.table.sentenceCount); words with sentences: \(data.table.entryIDs.count); marks: \(marks)"
    )
    #expect(marks > 15_000)
    #expect(wrong.isEmpty, "\(wrong.count) marks are not a word of the sentence: \(wrong.prefix(20))")
  }

  @Test func noWordKeepsMoreThanAPageShowsOrMoreThanItIsIn() throws {
    let data = try Self.segmented.get()
    var wrong: [String] = []
    for entry in data.table.entryIDs {
      let kept = try data.table.examples(of: entry).count
      let found = data.sentencesOf[entry, default: []].count
      if kept == 0 || kept > min(Self.perWord, found) { wrong.append("\(entry): \(kept) of \(found)") }
    }
    #expect(wrong.isEmpty, "\(wrong.count) words keep more sentences than they are in: \(wrong.prefix(20))")
  }

  /// How many sentences of the sources each entry is in, as `make data` found them
  /// (`Fixtures/example-sentence-counts.tsv`, written with the table): by the bundled
  /// segmentation alone, where the full dictionary's agrees, and kept by the rules.
  static let sourceCounts = Result { () throws -> [Int: (alone: Int, agreed: Int, kept: Int)] in
    let text = try String(
      contentsOf: Fixtures.directory.appendingPathComponent("example-sentence-counts.tsv"), encoding: .utf8)
    var counts: [Int: (alone: Int, agreed: Int, kept: Int)] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t").compactMap { Int($0) }
      guard fields.count == 4 else { throw CocoaError(.fileReadCorruptFile) }
      counts[fields[0]] = (fields[1], fields[2], fields[3])
    }
    return counts
  }

  /// Every entry keeps as many sentences as the sources gave it after the rules, up to what
  /// a page shows: the table and the fixture were written together, from one segmentation.
  @Test func everyWordKeepsWhatTheSourcesGiveItUpToThree() throws {
    let data = try Self.segmented.get()
    let counts = try Self.sourceCounts.get()
    #expect(counts.count > 10_000)
    var wrong: [String] = []
    for (entry, count) in counts {
      let kept = try data.table.examples(of: entry).count
      if kept != min(Self.perWord, count.kept) { wrong.append("\(entry): \(kept) of \(count.kept)") }
    }
    #expect(wrong.isEmpty, "\(wrong.count) words keep other than the sources give: \(wrong.prefix(20))")
  }

  /// The 5,000 most frequent bundled words (the shipped word frequencies' order): every one
  /// the sources have in two sentences or more (after the rules) has two on its page.
  @Test func theMostFrequentWordsHaveTwoSentencesWhereTheSourcesHaveThem() throws {
    let data = try Self.segmented.get()
    let counts = try Self.sourceCounts.get()
    let words = try BundledDataset.read(from: BundledData.datasetURL()).words
    let top = WordRanking.ranked(words, frequencies: try #require(try WordFrequency.bundled())).prefix(5_000)
    var withTwo = 0
    var alone = 0
    var agreed = 0
    var kept = 0
    var missing: [String] = []
    for word in top {
      let count = counts[word.id] ?? (0, 0, 0)
      let shown = try data.table.examples(of: word.id).count
      if shown >= 2 { withTwo += 1 }
      if count.alone >= 2 { alone += 1 }
      if count.agreed >= 2 { agreed += 1 }
      if count.kept >= 2 {
        kept += 1
        if shown < 2 { missing.append("\(word.id) \(word.forms.first ?? "")") }
      }
    }
    print(
      "5,000 most frequent words: the sources have \(alone) in two sentences or more by the bundled segmentation, "
        + "\(agreed) where both segmentations agree, \(kept) after the rules; \(withTwo) show two or more"
    )
    #expect(missing.isEmpty, "\(missing.count) words the sources have twice show fewer: \(missing.prefix(20))")
    #expect(withTwo == kept)
    #expect(withTwo >= 4_000)
  }

  /// Each Japanese sentence is in the table once, so it has one English: its own pair's.
  @Test func eachSentenceIsInTheTableOnce() throws {
    let data = try Self.segmented.get()
    #expect(data.numberOf.count == data.table.sentenceCount)
  }

  /// A word that only attaches to the one before it (the auxiliary そう "seeming", the suffix
  /// 様 よう "like") is not marked where nothing precedes it to attach to: those kana are
  /// another word (本当に【そう】 is そう "so"; 【よう】、久しぶり the greeting).
  @Test(arguments: [(1_006_610, "そう"), (1_605_840, "よう")])
  func anAttachingWordIsNotMarkedWhereItStandsAlone(entry: Int, kana: String) throws {
    let data = try Self.segmented.get()
    let examples = try data.table.examples(of: entry)
    #expect(examples.count >= 2)
    for example in examples where example.sentence.japanese[example.word] == kana {
      let before = example.sentence.japanese[..<example.word.lowerBound]
      #expect(!before.isEmpty && !(before.last?.isPunctuation ?? true), "\(example.marked())")
      #expect(!["本当に", "は", "が", "を", "も"].contains { before.hasSuffix($0) }, "\(example.marked())")
    }
  }

  /// Places the segmenter reads as another word of the same kana or kanji, found by reading
  /// the examples as a teacher would, which the rules of `make data` leave out: a verb's stem
  /// read as the noun it spells (増しつつ, 調べ始めた, 観に行く), ました read beside kana it
  /// could not read, いよ of 居る in 心配ないよ, a counter after a number read as 唾す, a kana
  /// reading of a word written in kanji (海 わた), そう "so" as the auxiliary そう, and a verb
  /// in kana that is another verb of its reading (いる 居る, not 要る, whose forms are godan:
  /// いらない).
  @Test(arguments: [
    (1_611_600, ["【増し】つつ", "【まし】た"]), (1_429_050, ["【調べ】始め", "【調べ】出"]), (1_214_770, ["【観】に行"]),
    (1_577_980, ["【いよ】"]), (1_408_410, ["２【つ", "１【つ"]), (1_201_190, ["【わた】"]),
    (1_006_610, ["本当に【そう】", "【そう】思"]), (1_546_640, ["【いた】", "【いて】", "【います】", "【いない】"]),
  ])
  func aWordIsNotMarkedWhereItsKanaOrKanjiAreAnotherWord(entry: Int, misreadings: [String]) throws {
    let data = try Self.segmented.get()
    let examples = try data.table.examples(of: entry)
    #expect(!examples.isEmpty)
    for example in examples {
      let marked = example.marked()
      #expect(!misreadings.contains { marked.contains($0) }, "\(entry): \(marked)")
    }
  }

  /// The everyday entry of kana or a spelling that other entries share has its sentences, as
  /// the sentences write it: そう "so" (the segmenter read it as そう "seeming"), なる as 成る
  /// and いる as 居る (not 生る, 要る), 通り as とおり "street; as" (not only どおり).
  @Test(arguments: [(2_137_720, "【そう】"), (1_375_610, "【な"), (1_577_980, "【い"), (1_432_920, "【通り】")])
  func theEverydayEntryOfAHomographHasItsSentences(entry: Int, written: String) throws {
    let examples = try Self.segmented.get().table.examples(of: entry)
    #expect(examples.count >= 2, "\(entry): \(examples.map { $0.marked() })")
    #expect(examples.contains { $0.marked().contains(written) }, "\(entry): \(examples.map { $0.marked() })")
  }

  /// 生る "to bear fruit" is never the なる of a sentence (成る "to become" is): the segmenter
  /// filed 憂鬱に【なる】 under it.
  @Test func aRareVerbIsNotMarkedInTheKanaOfAnEverydayOne() throws {
    let examples = try Self.segmented.get().table.examples(of: 1_611_000)
    #expect(!examples.contains { $0.marked().contains("【な") }, "\(examples.map { $0.marked() })")
  }

  /// Issue 31's cases: a one-kanji or kana word is never marked inside another word.
  @Test(arguments: [
    ("時", "とき", ["何時", "時間"]), ("日", "ひ", ["本日", "曜日"]), ("今", "いま", ["今晩", "今日"]),
    ("人", "ひと", ["美人", "人間"]), ("様", "よう", ["王様"]),
  ])
  func aShortWordIsNotFoundInsideALongerOne(form: String, reading: String, longer: [String]) throws {
    let data = try Self.segmented.get()
    let words = try BundledDataset.read(from: BundledData.datasetURL()).words
    let word = try #require(words.first { $0.forms.first == form && $0.readings.contains(reading) })
    let examples = try data.table.examples(of: word.id)
    #expect(examples.count >= 2)
    for example in examples {
      let marked = example.marked()
      for compound in longer {
        let split = compound.replacingOccurrences(of: form, with: "【\(form)】")
        #expect(!marked.contains(split), "\(marked)")
      }
    }
  }
}
