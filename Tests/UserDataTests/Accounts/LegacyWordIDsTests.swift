import Foundation
import KanjiKit
import Testing

@testable import UserData

/// Words starred or visited under the ids of the bundled data before JMdict (EDICT lines)
/// keep their stars and history once the words are JMdict's.
@Suite struct LegacyWordIDsTests {
  let store: AccountStore
  let ann: User

  init() throws {
    store = try AccountFixtures.memoryStore()
    ann = try AccountFixtures.ann(in: store)
  }

  @Test func theShippedMapNamesOldIdsByTheirJMdictEntries() throws {
    let map = try LegacyWordIDs.map(besideDataset: BundledData.datasetURL())
    // する was line 84827 of EDICT; JMdict's entry 1157170.
    #expect(map[84827] == 1_157_170)
    #expect(map.count > 22_000)
    #expect(map.keys.allSatisfy { $0 < LegacyWordIDs.firstJMdictID })
  }

  @Test func starsAndHistoryMoveToTheNewIdsInTheirOrder() throws {
    try store.toggleStar(kanji: "日", for: ann)
    try store.toggleStar(item: .word(84827), for: ann)
    try store.toggleStar(item: .word(500), for: ann)  // not in the map: left as it is
    try store.recordVisit(.word(84827), for: ann)
    #expect(try store.hasLegacyWordRows())
    let changed = try store.carryOverWordIDs([84827: 1_157_170])
    #expect(changed == 2)
    #expect(try store.starredItems(for: ann) == [.word(500), .word(1_157_170), .kanji("日")])
    #expect(try store.history(for: ann).map(\.item) == [.word(1_157_170)])
  }

  @Test func aWordStarredUnderBothIdsKeepsOneStar() throws {
    try store.toggleStar(item: .word(84827), for: ann)
    try store.toggleStar(item: .word(1_157_170), for: ann)
    try store.carryOverWordIDs([84827: 1_157_170])
    #expect(try store.starredItems(for: ann) == [.word(1_157_170)])
    #expect(try !store.hasLegacyWordRows())
  }

  @Test func theBundledDictionaryCarriesThemOverOnceAndLaterStartsDoNothing() throws {
    let dataset = try BundledData.datasetURL()
    let dictionary = try DictionaryStore.inMemory(bundled: dataset)
    try store.toggleStar(item: .word(84827), for: ann)
    #expect(LegacyWordIDs.carryOver(accounts: store, dictionary: dictionary, dataset: dataset) == nil)
    #expect(try store.starredItems(for: ann) == [.word(1_157_170)])
    #expect(try dictionary.word(id: 1_157_170)?.headword == "する")
    #expect(try !store.hasLegacyWordRows())
  }

  @Test func aMissingMapIsSaidNotSwallowed() throws {
    let dataset = try BundledData.datasetURL()
    let dictionary = try DictionaryStore.inMemory(bundled: dataset)
    try store.toggleStar(item: .word(84827), for: ann)
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-dir/kanji-navigator.json.gz")
    let notice = LegacyWordIDs.carryOver(accounts: store, dictionary: dictionary, dataset: elsewhere)
    #expect(notice?.contains("could not be carried over") == true)
    #expect(try store.starredItems(for: ann) == [.word(84827)])
  }

  /// Start-up asks whether there are old ids on the thread that opened user.sqlite and hands
  /// the answer over: the carry-over then acts on that answer as on its own question's.
  @Test func anAnswerAskedAheadIsTheAnswerUsed() throws {
    let dataset = try BundledData.datasetURL()
    let dictionary = try DictionaryStore.inMemory(bundled: dataset)
    try store.toggleStar(item: .word(84827), for: ann)
    let asked = LegacyWordIDs.hasOldIDs(in: store)
    #expect(try asked.get() == true)
    #expect(
      LegacyWordIDs.carryOver(accounts: store, dictionary: dictionary, dataset: dataset, hasOldIDs: asked) == nil)
    #expect(try store.starredItems(for: ann) == [.word(1_157_170)])
    #expect(try LegacyWordIDs.hasOldIDs(in: store).get() == false)
    // A "no" asked ahead is believed (nothing is read again), and a failure is said.
    try store.toggleStar(item: .word(84827), for: ann)
    #expect(
      LegacyWordIDs.carryOver(accounts: store, dictionary: dictionary, dataset: dataset, hasOldIDs: .success(false))
        == nil)
    #expect(try store.starredItems(for: ann).contains(.word(84827)))
    let failed = LegacyWordIDs.carryOver(
      accounts: store, dictionary: dictionary, dataset: dataset, hasOldIDs: .failure(.storage("disk I/O error")))
    #expect(failed?.contains("disk I/O error") == true)
  }
}
