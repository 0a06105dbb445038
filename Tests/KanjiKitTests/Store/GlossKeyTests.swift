import GRDB
import Testing

@testable import KanjiKit

/// The keys a word's glosses are looked up by in `word_gloss`: the whole gloss, a two-word
/// gloss's last word, a verb's gloss without its preposition, the verb or adjective a noun's
/// gloss was made of.
@Suite struct GlossKeyTests {
  private func keys(_ partsOfSpeech: [String], _ glosses: [String]) -> [String] {
    let word = Word(
      id: 1, forms: ["語"], readings: ["ご"], senses: [Sense(partsOfSpeech: partsOfSpeech, glosses: glosses)],
      isCommon: true)
    return WordRowMaker(kanjiSet: [], variants: [:]).rows(of: word).glosses.map { "\($0.key)@\($0.position)" }
  }

  @Test func aVerbsGlossIsAlsoFoundWithoutItsPreposition() {
    #expect(keys(["v5k", "vi"], ["to arrive at", "to reach"]) == ["arrive at@0", "arrive@200", "reach@1"])
    #expect(keys(["v1"], ["to wait for"]) == ["wait for@0", "wait@200"])
    // A phrasal verb's particle changes the verb (`to put on` is not `to put`).
    #expect(keys(["v1"], ["to put on"]) == ["put on@0"])
    // `up` and `down` often only complete it (`to wrap up`), by a weight of their own.
    #expect(keys(["v5m", "vt"], ["to wrap up", "to tuck in"]) == ["wrap up@0", "wrap@400", "tuck in@1"])
    #expect(keys(["v5r", "vi"], ["to sit down"]) == ["sit down@0", "sit@400"])
    #expect(keys(["n"], ["wrap up"]) == ["wrap up@0"])
    // Nor is a noun's gloss a verb's.
    #expect(keys(["n"], ["arrival at"]) == ["arrival at@0"])
  }

  @Test func aGlossWithAnArticleIsFoundWithoutIt() {
    #expect(keys(["n"], ["the world", "society"]) == ["world@0", "society@1"])
    #expect(keys(["n"], ["a bit"]) == ["bit@0"])
  }

  /// JMdict's possessive is not typed: 着替える `to change one's clothes` is `change clothes`,
  /// うち `one's home` is `home`. A phrase that lost it is no compound: `to eat one's fill` is
  /// not found as a `fill`.
  @Test func aGlossIsFoundWithoutItsPossessive() {
    #expect(keys(["v1"], ["to change one's clothes"]) == ["change clothes@0"])
    #expect(keys(["n"], ["one's home"]) == ["home@0"])
    #expect(keys(["exp", "v5r"], ["to eat one's fill"]) == ["eat fill@0"])
    #expect(keys(["n"], ["one's native dialect"]) == ["native dialect@0", "dialect@100"])
  }

  @Test func aTwoWordGlossIsFoundByItsLastWordUnlessItIsAPhrase() {
    #expect(keys(["n"], ["railway station"]) == ["railway station@0", "station@100"])
    // `for example` (例えば) is not an example, nor `at once` a once.
    #expect(keys(["adv"], ["for example", "at once"]) == ["for example@0", "at once@1"])
  }

  /// 説明 `explanation` is found by `explain`, 安全 `safety` by `safe`: a noun that takes する
  /// or a na-adjective, each guess of the word English made the noun of (the writer keeps only
  /// those some gloss is: ``aGuessedVerbIsKeptOnlyWhereSomeGlossIsIt()``).
  @Test func aNounThatTakesSuruIsAlsoFoundByItsVerb() {
    let explanation = keys(["n", "vs"], ["explanation"])
    #expect(explanation.first == "explanation@0")
    #expect(explanation.contains("explain@300"))
    #expect(keys(["adj-na", "n"], ["safety", "security"]).contains("safe@300"))
    #expect(keys(["n", "vs"], ["failure", "mistake"]).contains("fail@300"))
    // Not a noun that does not take する (部門 `department` is no `depart`), nor a phrase.
    #expect(keys(["n"], ["department"]) == ["department@0"])
    #expect(!keys(["n", "vs"], ["written explanation"]).contains { $0.hasSuffix("@300") })
  }

  /// A word glossed by the verb as well (`explanation; to explain`) keeps the verb's own key.
  @Test func aNounsVerbIsNotKeyedTwice() {
    let both = keys(["n", "vs"], ["explanation", "to explain"])
    #expect(both.contains("explain@1"))
    #expect(!both.contains("explain@300"))
  }

  /// `explanation` guesses `explain`, `explan` and `explanate`: a dictionary keeps the one some
  /// gloss is (説く `to explain`), and the search finds 説明 by it.
  @Test func aGuessedVerbIsKeptOnlyWhereSomeGlossIsIt() throws {
    func word(_ id: Int, _ form: String, _ partsOfSpeech: [String], _ glosses: [String]) -> Word {
      Word(
        id: id, forms: [form], readings: ["よみ"], senses: [Sense(partsOfSpeech: partsOfSpeech, glosses: glosses)],
        isCommon: true)
    }
    let words = [word(1, "説明", ["n", "vs"], ["explanation"]), word(2, "説く", ["v5k"], ["to explain"])]
    let store = try DictionaryStore.inMemory(
      dataset: BundledDataset(kanjidicVersion: "", edictVersion: "", kanji: [], words: words, variants: [:]))
    let kept = try store.queue.read { db in
      try String.fetchAll(db, sql: "SELECT key FROM word_gloss WHERE position >= ? ORDER BY key", arguments: [300])
    }
    #expect(kept == ["explain"])
    // So is a phrasal verb's: `wrap` of `to wrap up` only where some gloss is `wrap`.
    let phrasal = try DictionaryStore.inMemory(
      dataset: BundledDataset(
        kanjidicVersion: "", edictVersion: "", kanji: [],
        words: [
          word(1, "包む", ["v5m"], ["to wrap up"]), word(2, "覆う", ["v5u"], ["to wrap"]),
          word(3, "諦める", ["v1"], ["to give up"]),
        ],
        variants: [:]))
    let phrasalKept = try phrasal.queue.read { db in
      try String.fetchAll(db, sql: "SELECT key FROM word_gloss WHERE position >= ? ORDER BY key", arguments: [400])
    }
    #expect(phrasalKept == ["wrap"])
    let found = try store.rows(of: try store.wordList(matching: "explain"), in: 0..<2).map(\.headword)
    #expect(Set(found) == ["説明", "説く"])
  }

  /// A key translators write a word for though no gloss of it is the key (`ride`: 乗る, glossed
  /// `to get on`) is the word's too, at ``DictionaryWriter/translatedPosition``, kept though no
  /// gloss in the dictionary is `ride`; a key the word is glossed by stays its own gloss's.
  @Test func aKeyOnlyTranslatorsGiveAWordIsItsTranslatedKey() throws {
    func word(_ id: Int, _ form: String, _ partsOfSpeech: [String], _ glosses: [String]) -> Word {
      Word(
        id: id, forms: [form], readings: ["よみ"], senses: [Sense(partsOfSpeech: partsOfSpeech, glosses: glosses)],
        isCommon: true)
    }
    let words = [
      word(1, "乗る", ["v5r"], ["to get on", "to board"]), word(2, "乗馬", ["n"], ["horse riding"]),
      word(3, "搭乗", ["n", "vs"], ["embarkation"]),
    ]
    let table = try GlossTranslations(
      text: "ride\t289\t2:12\t1:88\nboard\t120\t1:40\t3:50\n", path: "test")
    let store = try DictionaryStore.inMemory(
      dataset: BundledDataset(kanjidicVersion: "", edictVersion: "", kanji: [], words: words, variants: [:]),
      translations: table)
    let rows = try store.queue.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT g.key, w.id, g.sense, g.translation FROM word_gloss g JOIN word w ON w.rank = g.word
          WHERE g.position >= ? ORDER BY g.key, w.id
          """,
        arguments: [DictionaryWriter.translatedPosition])
    }
    // 乗る's `board` is its own gloss; 搭乗 is `board` by its translators only.
    #expect(rows.map { "\($0["key"] as String)@\($0["id"] as Int64)" } == ["board@3", "ride@1"])
    #expect(rows.allSatisfy { ($0["sense"] as Int) == 0 })
    // 88 of 289: log10((88 + 0.2) / 291) = -0.52.
    #expect(rows.last?["translation"] as Int? == -5)
    #expect(try store.rows(of: try store.wordList(matching: "to ride"), in: 0..<1).map(\.headword) == ["乗る"])
    // A word glossed by the query comes before one only translated so (`to board`).
    #expect(try store.rows(of: try store.wordList(matching: "to board"), in: 0..<1).map(\.headword) == ["乗る"])
  }
}
