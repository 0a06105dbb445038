import Foundation
import SpacedRepetition
import Testing

@testable import KanjiKit
@testable import UserData

/// A learner's starred, visited, reviewed and saved words across dictionaries: the bundled
/// data (JMdict entry numbers), `kanji import` of EDICT (line numbers), `kanji import
/// --jmdict`, and a fresh install of the bundled data, with real dictionaries built as the
/// command builds them. None is orphaned, and every one comes back to its own entry.
@Suite(.serialized) struct WordIdentityJourneyTests {
  /// A data directory holding a fresh install of the bundled dictionary.
  static func bundledInstall() throws -> (directory: URL, store: DictionaryStore) {
    let directory = try Fixtures.temporaryDirectory()
    return (directory, try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL()))
  }

  /// A dictionary imported as `kanji import` does, from `edict` (or JMdict's XML `jmdict`)
  /// and the KANJIDIC2 fixture, in a directory of its own.
  static func imported(edict: URL, jmdict: URL? = nil) throws -> (directory: URL, store: DictionaryStore) {
    let directory = try Fixtures.temporaryDirectory()
    let sources = DictionarySources(kanjidic2: Fixtures.kanjidicGzip, edict: edict, jmdict: jmdict)
    try DictionaryImporter(sources: sources).run(into: directory)
    return (directory, try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL()))
  }

  /// Words of `dictionary` of every kind: every entry spelled 生 or 方 (homographs), the
  /// most common kana-only words, words with several spellings, words with readings
  /// restricted to some spellings, and common words.
  static func wordsOfEveryKind(in dictionary: DictionaryStore, commonCount: Int) throws -> [Word] {
    let ids: [Int] = try dictionary.queue.read { db in
      func ids(_ sql: String) throws -> [Int] { try Int.fetchAll(db, sql: sql) }
      // Entries that share a spelling and a reading with another entry, and those spelled
      // 生 or 方 (the bundled data has one 生 and two 方; EDICT has many more).
      let homographs = try ids(
        """
        SELECT DISTINCT w.id FROM word w JOIN word_form f ON f.word = w.rank JOIN word_reading r ON r.word = w.rank
        WHERE f.text IN ('生', '方') OR EXISTS (SELECT 1 FROM word_form f2 JOIN word_reading r2 ON r2.word = f2.word
          WHERE f2.text = f.text AND r2.text = r.text AND f2.word != w.rank)
        ORDER BY w.rank
        """)
      let kanaOnly = try ids(
        "SELECT id FROM word WHERE NOT EXISTS (SELECT 1 FROM word_form f WHERE f.word = rank) ORDER BY rank LIMIT 40")
      let spellings = try ids(
        "SELECT w.id FROM word w WHERE (SELECT count(*) FROM word_form f WHERE f.word = w.rank) >= 3 ORDER BY rank LIMIT 30"
      )
      let restricted = try ids(
        """
        SELECT DISTINCT w.id FROM word w JOIN word_reading r ON r.word = w.rank WHERE r.spellings != ''
        ORDER BY w.rank LIMIT 30
        """)
      let common = try ids("SELECT id FROM word ORDER BY rank LIMIT \(commonCount)")
      var seen: Set<Int> = []
      return (homographs + kanaOnly + spellings + restricted + common).filter { seen.insert($0).inserted }
    }
    return try ids.map { id in try #require(try dictionary.word(id: id)) }
  }

  /// The lines of Debian's EDICT whose headword is one of `texts`, with its header line,
  /// as an EDICT file of their own (EUC-JP, as Debian ships it).
  static func edictLines(headedBy texts: Set<String>) throws -> URL {
    let raw = [UInt8](try Data(contentsOf: DictionarySources.debianEdict))
    let lines = raw.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var kept: [UInt8] = Array(lines[0]) + [UInt8(ascii: "\n")]
    for line in lines.dropFirst() where !line.isEmpty {
      let decoded = try EUCJP.decode(Array(line), path: DictionarySources.debianEdict.path).utf8
      let text = String(decoding: decoded, as: UTF8.self)
      let headword = String(text.prefix { $0 != " " && $0 != "[" && $0 != "/" })
      guard texts.contains(headword) else { continue }
      kept += Array(line) + [UInt8(ascii: "\n")]
    }
    let file = try Fixtures.temporaryDirectory().appendingPathComponent("edict")
    try Data(kept).write(to: file)
    return file
  }

  /// Stars every word of `words` for a new account (visiting each third one, reviewing each
  /// fifth, and saving a screen of each seventh) on `dictionary`.
  static func learner(
    starring words: [Word], on dictionary: DictionaryStore
  ) throws -> (store: AccountStore, user: User) {
    let store = try AccountFixtures.memoryStore()
    let ann = try AccountFixtures.ann(in: store)
    try store.follow(dictionary)
    for (index, word) in words.enumerated() {
      try store.setStarred(true, item: .word(word.id), for: ann)
      if index % 3 == 0 { try store.recordVisit(.word(word.id), for: ann) }
      if index % 5 == 0 {
        _ = try store.recordReview(
          .good, of: ReviewItem(word: word), at: Instant(secondsSinceEpoch: 1_767_225_600 + Int64(index)), for: ann,
          scheduler: .standard)
      }
    }
    let saved = words.enumerated().filter { $0.offset % 7 == 0 }.map(\.element.id)
    try store.saveNavigationState(Data("{}".utf8), words: saved)
    return (store, ann)
  }

  /// What the learner's records name, by kind: stars, visits, cards, reviews, saved words.
  struct Records: Equatable {
    var stars: [HistoryItem]
    var visits: [HistoryItem]
    var cards: Set<HistoryItem>
    var reviews: [HistoryItem]
    var savedWords: [Int: Int?]

    init(_ store: AccountStore, _ user: User) throws {
      stars = try store.starredItems(for: user)
      visits = try store.history(for: user).map(\.item)
      cards = Set(
        try store.database.read { db in try String.fetchAll(db, sql: "SELECT key FROM study_card") }.compactMap {
          HistoryItem(kind: "word", key: $0)
        })
      reviews = try store.reviewLog(for: user).map(\.item.starredItem)
      savedWords = try store.savedWords().mapValues(\.currentID)
    }
  }

  /// Checks that every star of `user` names a word of `dictionary` spelled and read as it was
  /// starred, or one it lacks, listed by that spelling and reading; returns how many it lacks.
  static func expectNoneOrphaned(
    _ store: AccountStore, _ user: User, in dictionary: DictionaryStore, starred count: Int
  ) throws -> Int {
    let stars = try store.stars(for: user)
    #expect(stars.count == count, "no star is lost or merged into another")
    var lacking = 0
    for star in stars {
      guard case .word(let id) = star.item else { continue }
      let identity = try #require(star.identity, "star \(id) is named")
      if id < 0 {
        lacking += 1
        continue
      }
      let word = try #require(try dictionary.word(id: id), "\(identity.text) names a word of the dictionary")
      #expect(
        (word.forms + word.readings).contains(identity.spelling) && word.readings.contains(identity.reading),
        "\(identity.text) is found as \(word.forms) \(word.readings)")
    }
    return lacking
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: DictionarySources.debianEdict.path)))
  func everyKindOfWordSurvivesBundledThenEdictThenJMdictThenBundledAgain() throws {
    let bundled = try Self.bundledInstall()
    defer { try? FileManager.default.removeItem(at: bundled.directory) }
    let words = try Self.wordsOfEveryKind(in: bundled.store, commonCount: 170)
    #expect(words.count >= 200)
    #expect(words.filter { $0.forms.contains("生") || $0.forms.contains("方") }.count >= 3, "生 and 方")
    let pairs = Dictionary(grouping: words.flatMap { word in word.forms.map { "\($0)【\(word.reading)】" } }, by: { $0 })
    #expect(pairs.values.filter { $0.count > 1 }.count >= 5, "homographs of one spelling and reading")
    let (store, ann) = try Self.learner(starring: words, on: bundled.store)
    let before = try Records(store, ann)
    #expect(before.stars.count == words.count)

    // kanji import: Debian's EDICT (the lines of these words and their homographs).
    let texts = Set(words.flatMap { $0.forms + $0.readings })
    let edict = try Self.imported(edict: try Self.edictLines(headedBy: texts))
    defer { try? FileManager.default.removeItem(at: edict.directory) }
    let toEdict = try store.follow(edict.store)
    #expect(toEdict.dictionaryChanged)
    // EDICT's lines are joined by their JMdict entry and named by its number, as the bundled
    // words are: almost no record moves. (What moves is where the two editions differ.)
    #expect(toEdict.moved < words.count / 20, "\(toEdict.moved) records moved")
    let lackingInEdict = try Self.expectNoneOrphaned(store, ann, in: edict.store, starred: words.count)
    #expect(lackingInEdict == toEdict.lacking.count)
    #expect(lackingInEdict < words.count / 10)
    // The homographs of 生 and 方 stay apart: as many entries as EDICT has for them.
    let keys = try store.starredItems(for: ann)
    #expect(Set(keys).count == keys.count)

    // kanji import --jmdict with a sample that has only a few of them.
    let jmdict = try Self.imported(
      edict: Fixtures.edict, jmdict: Fixtures.directory.appendingPathComponent("JMdict_e-sample.xml"))
    defer { try? FileManager.default.removeItem(at: jmdict.directory) }
    let toJMdict = try store.follow(jmdict.store)
    #expect(toJMdict.lacking.count > words.count / 2)
    _ = try Self.expectNoneOrphaned(store, ann, in: jmdict.store, starred: words.count)
    #expect(try store.studyQueue(for: ann).entries.count < words.count, "lacking words wait outside the queue")

    // A fresh install of the bundled data: every record names its own entry again.
    let fresh = try Self.bundledInstall()
    defer { try? FileManager.default.removeItem(at: fresh.directory) }
    let back = try store.follow(fresh.store)
    #expect(back.lacking.isEmpty)
    #expect(try Records(store, ann) == before)
    #expect(try store.studyQueue(for: ann).entries.count == words.count)
  }

  @Test func theFixturesRoundTripThroughEdictAndJMdictImports() throws {
    let bundled = try Self.bundledInstall()
    defer { try? FileManager.default.removeItem(at: bundled.directory) }
    // The words of the EDICT fixture, and 食べる/する/来る/綺麗 of the JMdict one.
    let words = try ["日本", "食べる", "水", "東京", "悪い", "コーヒー", "する", "来る", "綺麗", "上手", "両端"].map { text in
      try #require(try bundled.store.word(headword: text), "\(text) is bundled")
    }
    let (store, ann) = try Self.learner(starring: words, on: bundled.store)
    let before = try Records(store, ann)
    let edict = try Self.imported(edict: Fixtures.edict)
    defer { try? FileManager.default.removeItem(at: edict.directory) }
    let report = try store.follow(edict.store)
    #expect(try Self.expectNoneOrphaned(store, ann, in: edict.store, starred: words.count) == report.lacking.count)
    #expect(report.lacking.map(\.text).contains("来る【くる】"), "the EDICT fixture has no 来る")
    #expect(try store.word(of: "食べる", for: ann, in: edict.store) != nil)
    let jmdict = try Self.imported(
      edict: Fixtures.edict, jmdict: Fixtures.directory.appendingPathComponent("JMdict_e-sample.xml"))
    defer { try? FileManager.default.removeItem(at: jmdict.directory) }
    let regained = try store.follow(jmdict.store)
    #expect(regained.regained > 0, "来る is back")
    _ = try Self.expectNoneOrphaned(store, ann, in: jmdict.store, starred: words.count)
    let fresh = try Self.bundledInstall()
    defer { try? FileManager.default.removeItem(at: fresh.directory) }
    try store.follow(fresh.store)
    #expect(try Records(store, ann) == before)
  }
}

extension AccountStore {
  /// The id `user`'s star of the word spelled `spelling` has, if it names a word of `dictionary`.
  fileprivate func word(of spelling: String, for user: User, in dictionary: DictionaryStore) throws -> Word? {
    for star in try stars(for: user) where star.identity?.spelling == spelling {
      if case .word(let id) = star.item { return try dictionary.word(id: id) }
    }
    return nil
  }
}
