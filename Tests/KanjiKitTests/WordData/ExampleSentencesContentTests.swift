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

  /// Segmented once for the suite: about 14,000 sentences.
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

  /// The 5,000 most frequent bundled words (the shipped word frequencies' order): how many
  /// have two sentences or more, against how many the bundled segmentation alone finds in two.
  @Test func theMostFrequentWordsHaveTwoSentencesWhereTheSourcesHaveThem() throws {
    let data = try Self.segmented.get()
    let words = try BundledDataset.read(from: BundledData.datasetURL()).words
    let top = WordRanking.ranked(words, frequencies: try #require(try WordFrequency.bundled())).prefix(5_000)
    var withTwo = 0
    var sourcesHaveTwo = 0
    for word in top {
      if try data.table.examples(of: word.id).count >= 2 { withTwo += 1 }
      if data.sentencesOf[word.id, default: []].count >= 2 { sourcesHaveTwo += 1 }
    }
    print(
      "5,000 most frequent words: \(withTwo) with two sentences or more; the bundled segmentation alone finds \(sourcesHaveTwo) in two"
    )
    #expect(withTwo <= sourcesHaveTwo)
    #expect(withTwo >= 3_100)
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
