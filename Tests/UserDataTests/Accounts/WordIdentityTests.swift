import Foundation
import GRDB
import SpacedRepetition
import Testing

@testable import KanjiKit
@testable import UserData

/// How the word records follow a dictionary whose ids changed: swapped ids, a word it
/// lacks, words that become one entry.
@Suite struct WordIdentityTests {
  let store: AccountStore
  let ann: User

  init() throws {
    store = try AccountFixtures.memoryStore()
    ann = try AccountFixtures.ann(in: store)
  }

  /// A dictionary imported from the EDICT fixture's header and its lines headed by
  /// `headwords`, in that order, numbered by line (not joined by JMdict entry), so the order
  /// gives the ids: a dictionary whose ids differ from another's.
  static func edict(_ headwords: [String]) throws -> (directory: URL, store: DictionaryStore) {
    let lines = [UInt8](try Data(contentsOf: Fixtures.edict)).split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var bytes = Array(lines[0]) + [UInt8(ascii: "\n")]
    var byHeadword: [String: ArraySlice<UInt8>] = [:]
    for line in lines.dropFirst() {
      let decoded: [UInt8]
      do {
        decoded = try EUCJP.decode(Array(line), path: Fixtures.edict.path).utf8
      } catch {
        continue  // the fixture's deliberately malformed line, which no test here picks
      }
      byHeadword[String(String(decoding: decoded, as: UTF8.self).prefix { $0 != " " })] = line
    }
    for headword in headwords {
      bytes += Array(try #require(byHeadword[headword], "the fixture has \(headword)")) + [UInt8(ascii: "\n")]
    }
    let directory = try Fixtures.temporaryDirectory()
    let file = directory.appendingPathComponent("edict")
    try Data(bytes).write(to: file)
    var sources = DictionarySources(kanjidic2: Fixtures.kanjidicGzip, edict: file)
    sources.joinsLinesByEntry = false
    try DictionaryImporter(sources: sources).run(into: directory)
    return (directory, try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL()))
  }

  func id(of headword: String, in dictionary: DictionaryStore) throws -> Int {
    try #require(try dictionary.word(headword: headword)).id
  }

  @Test func swappedIdsSwapTheRecordsAndALackingWordWaitsAndComesBack() throws {
    let first = try Self.edict(["食べる", "水", "悪い"])
    let second = try Self.edict(["水", "食べる"])
    defer {
      try? FileManager.default.removeItem(at: first.directory)
      try? FileManager.default.removeItem(at: second.directory)
    }
    try store.follow(first.store)
    let (eat, water, bad) = (
      try id(of: "食べる", in: first.store), try id(of: "水", in: first.store), try id(of: "悪い", in: first.store)
    )
    #expect(try id(of: "水", in: second.store) == eat, "the second file numbers 水 as the first numbered 食べる")
    for word in [eat, water, bad] { try store.setStarred(true, item: .word(word), for: ann) }
    try store.recordVisit(.word(water), for: ann)
    let eatItem = ReviewItem(word: try #require(try first.store.word(id: eat)))
    _ = try store.recordReview(
      .good, of: eatItem, at: Instant(secondsSinceEpoch: 1_767_225_600), for: ann, scheduler: .standard)

    let report = try store.follow(second.store)
    #expect(report.moved == 2)
    #expect(report.lacking.map(\.text) == ["悪い【わるい】"])
    let stars = try store.stars(for: ann)
    #expect(stars.map(\.identity?.spelling) == ["悪い", "水", "食べる"])
    #expect(stars[1].item == .word(try id(of: "水", in: second.store)))
    #expect(stars[2].item == .word(try id(of: "食べる", in: second.store)))
    guard case .word(let lacking) = stars[0].item else { throw CancellationError() }
    #expect(lacking < 0, "a word no dictionary numbers so")
    #expect(try store.history(for: ann).map(\.item) == [.word(try id(of: "水", in: second.store))])
    #expect(try store.reviewLog(for: ann).map(\.item.starredItem) == [.word(try id(of: "食べる", in: second.store))])
    #expect(try store.card(of: .word(try id(of: "食べる", in: second.store)), for: ann) != nil)
    #expect(try store.studyQueue(for: ann).entries.count == 2, "悪い waits outside the queue")
    #expect(report.notice?.contains("悪い【わるい】") == true)

    // The first dictionary again: every record on its own entry.
    let back = try store.follow(first.store)
    #expect(back.regained == 1)
    #expect(try store.starredItems(for: ann) == [.word(bad), .word(water), .word(eat)])
    #expect(try store.reviewLog(for: ann).map(\.item.starredItem) == [.word(eat)])
    #expect(try store.studyQueue(for: ann).entries.count == 3)
    // The same dictionary once more changes nothing and reads only its stamp.
    #expect(try store.follow(first.store) == DictionaryFollowReport())
  }

  @Test func twoWordsThatBecomeOneEntryAreMergedKeepingBothLogs() throws {
    for key in [11, 12] {
      try store.setStarred(true, item: .word(key), for: ann)
      try store.recordVisit(.word(key), for: ann)
      let item = ReviewItem.word(id: key, spelling: "頬", reading: "ほお")
      _ = try store.recordReview(
        .good, of: item, at: Instant(secondsSinceEpoch: 1_767_225_600 + Int64(key)), for: ann, scheduler: .standard)
    }
    try store.setStarred(true, item: .word(13), sentence: StarSentence(before: "", word: "頬", after: "が赤い"), for: ann)
    try store.database.write { db in
      try AccountStore.changeWordKeys([("11", "13"), ("12", "13")], scheduler: .standard, db)
    }
    #expect(try store.starredItems(for: ann) == [.word(13)])
    #expect(try store.sentence(of: .word(13), for: ann)?.after == "が赤い")
    #expect(try store.history(for: ann).map(\.item) == [.word(13)])
    #expect(try store.reviewLog(for: ann).count == 2)
    let card = try #require(try store.card(of: .word(13), for: ann))
    #expect(card.lastReview == Instant(secondsSinceEpoch: 1_767_225_612), "replayed from both logs")
  }

  @Test func homographsOfOneSpellingAndReadingAreToldApartByTheirGloss() throws {
    let bundled = try DictionaryStore.inMemory(bundled: try BundledData.datasetURL())
    // 尤も【もっとも】 is two entries in JMdict: "quite right" and "but then".
    let ids = try bundled.queue.read { db in
      try Int.fetchAll(
        db,
        sql: """
          SELECT w.id FROM word w JOIN word_form f ON f.word = w.rank JOIN word_reading r ON r.word = w.rank
          WHERE f.text = '尤も' AND r.text = 'もっとも' ORDER BY w.rank
          """)
    }
    #expect(ids.count == 2)
    let identities = try bundled.identities(ofWords: ids)
    let words = ids.map { DictionaryStore.WordToResolve(identity: identities[$0]!, formerID: nil) }
    #expect(try bundled.resolve(words) == ids)
    #expect(try bundled.resolve(Array(words.reversed())) == ids.reversed())
    // Without their glosses they are one identity, and share one entry.
    let bare = words.map { _ in
      DictionaryStore.WordToResolve(identity: WordIdentity(spelling: "尤も", reading: "もっとも"), formerID: nil)
    }
    #expect(Set(try bundled.resolve(bare)).count == 1)
  }
}
