import Foundation
import KanjiKit
import SpacedRepetition
import Testing

@testable import UserData

@Suite struct ReviewLogFileTests {
  /// 2026-01-05T08:00:00Z.
  let start = Instant(secondsSinceEpoch: 1_767_600_000)

  @Test(arguments: [
    (0, "1970-01-01T00:00:00Z"), (1_767_600_000, "2026-01-05T08:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"),
    (-1, "1969-12-31T23:59:59Z"), (4_102_444_799, "2099-12-31T23:59:59Z"),
  ])
  func timesAreISO8601InUTC(seconds: Int64, text: String) {
    #expect(ReviewLogFile.text(Instant(secondsSinceEpoch: seconds)) == text)
    #expect(ReviewLogFile.instant(Substring(text)) == Instant(secondsSinceEpoch: seconds))
  }

  @Test(arguments: ["2026-02-29T00:00:00Z", "2026-01-05 08:00:00Z", "2026-01-05T24:00:00Z", "2026-1-05T08:00:00Z", ""])
  func otherTimesAreRefused(text: String) {
    #expect(ReviewLogFile.instant(Substring(text)) == nil)
  }

  @Test func writesTheHeaderAndOneRowPerReview() {
    let card = Scheduler.standard.review(Card(due: start), rating: .good, at: start)
    let text = ReviewLogFile.text([
      ReviewRecord(item: .kanji("日"), reviewed: start, rating: .good, card: card),
      ReviewRecord(item: .word(id: 7, spelling: "日本", reading: "にほん"), reviewed: start, rating: .good, card: card),
    ])
    #expect(
      text == """
        kind\titem\treading\treviewed\trating\tstate\tdue\tstability\tdifficulty
        kanji\t日\t\t2026-01-05T08:00:00Z\t3\tlearning\t2026-01-05T08:10:00Z\t2.3065\t2.1181
        word\t日本\tにほん\t2026-01-05T08:00:00Z\t3\tlearning\t2026-01-05T08:10:00Z\t2.3065\t2.1181

        """)
  }

  @Test func readsTheFirstFiveColumns() throws {
    let lines = try ReviewLogFile.parse(
      "kind\titem\treading\treviewed\trating\nkanji\t日\t\t2026-01-05T08:00:00Z\t1\r\n\nword\t日本\tにほん\t2026-01-06T08:00:00Z\t4\tx\n"
    )
    #expect(lines.map(\.number) == [2, 4])
    #expect(lines.map(\.rating) == [.again, .easy])
    #expect(lines[1].reading == "にほん")
  }

  @Test(arguments: [
    (
      "kind\titem\n",
      "line 1: expected the header kind, item, reading, reviewed, rating (tab-separated), found 'kind\titem'"
    ),
    (
      "", "line 1: expected the header kind, item, reading, reviewed, rating (tab-separated), found an empty first line"
    ),
    (
      "kind\titem\treading\treviewed\trating\nkanji\t日\n", "line 2: 2 columns; a review has at least 5 (kind to rating)"
    ),
    (
      "kind\titem\treading\treviewed\trating\nverb\t日\t\t2026-01-05T08:00:00Z\t1\n",
      "line 2: the kind is 'verb', not kanji or word"
    ),
    ("kind\titem\treading\treviewed\trating\nkanji\t日本\t\t2026-01-05T08:00:00Z\t1\n", "line 2: '日本' is not one kanji"),
    (
      "kind\titem\treading\treviewed\trating\nword\t日本\t\t2026-01-05T08:00:00Z\t1\n",
      "line 2: the word 日本 has no reading"
    ),
    (
      "kind\titem\treading\treviewed\trating\nkanji\t日\t\tyesterday\t1\n",
      "line 2: 'yesterday' is not a time like 2026-01-05T08:00:00Z"
    ),
    (
      "kind\titem\treading\treviewed\trating\nkanji\t日\t\t2026-01-05T08:00:00Z\t5\n",
      "line 2: the rating is '5', not 1, 2, 3 or 4"
    ),
  ])
  func malformedFilesAreRefusedWithTheLine(text: String, message: String) {
    #expect(throws: ReviewLogError.self) { try ReviewLogFile.parse(text) }
    do {
      _ = try ReviewLogFile.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func itemsAreFoundInTheDictionaryOrNamedWithTheirLine() throws {
    let dictionary = try Fixtures.store()
    let word = try #require(try dictionary.word(headword: "日本"))
    let lines = try ReviewLogFile.parse(
      "kind\titem\treading\treviewed\trating\nkanji\t日\t\t2026-01-05T08:00:00Z\t3\nword\t日本\t\(word.reading)\t2026-01-05T08:01:00Z\t3\n"
    )
    let entries = try ReviewLogFile.resolve(lines, in: dictionary)
    #expect(entries.map(\.item) == [.kanji("日"), .word(id: word.id, spelling: "日本", reading: word.reading)])
    let unknown = try ReviewLogFile.parse(
      "kind\titem\treading\treviewed\trating\nkanji\t日\t\t2026-01-05T08:00:00Z\t3\nword\t日本\tにぽん\t2026-01-05T08:01:00Z\t3\n"
    )
    #expect(throws: ReviewLogError.unknownItem(line: 3, item: "the word 日本 (にぽん)")) {
      try ReviewLogFile.resolve(unknown, in: dictionary)
    }
  }
}
