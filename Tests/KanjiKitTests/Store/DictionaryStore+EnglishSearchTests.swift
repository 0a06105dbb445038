import Foundation
import Testing

@testable import KanjiKit

/// English queries on the bundled dictionary: each ranking rule with a query that needs it,
/// and the forms of a query that must find the same first word.
@Suite struct DictionaryStoreEnglishSearchTests {
  static let store: DictionaryStore? = try? DictionaryStore.inMemory(bundled: BundledData.datasetURL())

  private func headwords(_ text: String, _ count: Int = 10) throws -> [String] {
    let store = try #require(Self.store)
    let list = try store.wordList(matching: text)
    return try store.rows(of: list, in: 0..<min(count, list.count)).map(\.headword)
  }

  private func top(_ text: String) throws -> String? { try headwords(text, 1).first }

  @Test(arguments: [
    // The whole gloss, not a parenthesised note or a word of a longer gloss.
    ("listen", "聞く"), ("mother", "母"), ("station", "駅"),
    // A common word before a rarer one with the same gloss.
    ("meat", "肉"), ("birthday", "誕生日"), ("heavy", "重い"),
    // A common word whose kanji are not Jōyō is bundled (嬉), and a compound wordfreq's
    // tokenizer splits is as frequent as its parts say (誕生日 above).
    ("happy", "嬉しい"),
    // An uncommon compound that text uses whole is bundled and ranked by its parts, and an
    // animal by its two-katakana name.
    ("boiled egg", "ゆで卵"), ("see you tomorrow", "また明日"), ("crocodile", "ワニ"),
    // A loanword when it is the everyday word.
    ("bread", "パン"), ("coffee", "コーヒー"),
    // A query that also reads as romaji, and means a word read so.
    ("kanji", "漢字"),
  ])
  func findsTheWordALearnerMeansFirst(query: String, headword: String) throws {
    #expect(try top(query) == headword)
  }

  @Test(arguments: [["eat", "to eat", "Eat", "TO EAT", "eating", "eats", "ate"]])
  func theInfinitiveInflectionsAndCapitalsFindTheSameWord(queries: [String]) throws {
    for query in queries { #expect(try top(query) == "食べる", "\(query)") }
  }

  @Test func aPluralFindsItsSingular() throws {
    #expect(try top("apples") == top("apple"))
    #expect(try top("dogs") == "犬")
  }

  @Test func aPastFindsItsBaseForm() throws {
    #expect(try top("studied") == top("study"))
    #expect(try top("swam") == top("to swim"))
  }

  @Test func americanAndBritishSpellingsFindTheSameWord() throws {
    #expect(try top("colour") == "色")
    #expect(try top("color") == "色")
  }

  @Test(arguments: [
    // ありがとう is an interjection: headed by its kana, as Japanese writes it (有り難う aside).
    ("Japanese language", "日本語"), ("look for", "探す"), ("thank you", "ありがとう"),
    // 起きる (N5) and 目覚める both have `to wake up` whole, the first in its second sense.
    ("wake up", "起きる"),
    // JMdict's possessive is not typed (着替える, `to change one's clothes`), and `thanks for`
    // is `thank you for` (ご馳走様, `thank you (for the meal)`).
    ("to change clothes", "着替える"), ("change one's clothes", "着替える"), ("thanks for the meal", "ごちそうさま"),
    ("thank you for the meal", "ごちそうさま"),
  ])
  func aPhraseFindsTheWordWhoseGlossItIs(query: String, headword: String) throws {
    #expect(try top(query) == headword)
  }

  /// `big`: 大きい and 大きな, the words, before the prefix 大 (`big ...`).
  @Test func aWordComesBeforeAPrefix() throws {
    let found = try headwords("big")
    #expect(Set(found.prefix(2)) == ["大きい", "大きな"])
    let prefix = try #require(found.firstIndex(of: "大"))
    #expect(prefix > 1)
  }

  @Test func aVerbComesBeforeItsIdiom() throws {
    // 目が覚める (an expression) is glossed `to wake up` too; the fitted weights give an
    // expression no weight of its own, and the verb is far more frequent.
    let found = try headwords("wake up", 20)
    let verb = try #require(found.firstIndex(of: "起きる"))
    #expect(found.firstIndex(of: "目が覚める").map { verb < $0 } ?? true)
  }

  @Test func aGlossAsTypedBeatsAVariantOfIt() throws {
    // `glasses` is a gloss of 眼鏡 as typed, and the plural of ガラス's `glass`.
    let found = try headwords("glasses")
    let spectacles = try #require(found.firstIndex { $0 == "眼鏡" || $0 == "めがね" })
    #expect(found.firstIndex(of: "ガラス").map { spectacles < $0 } ?? true)
  }

  /// `chopsticks`: 割り箸, rare, whose gloss `dispensable chopsticks` ends with it, before 元,
  /// among the hundred commonest words, whose tenth sense `handle (chopsticks, brush, etc.)`
  /// only holds it.
  @Test func aGlossThatIsTheQueryBeatsOneThatOnlyHoldsIt() throws {
    let found = try headwords("chopsticks")
    let whole = try #require(found.firstIndex(of: "割り箸"))
    let inside = try #require(found.firstIndex(of: "元"))
    #expect(whole < inside)
  }

  /// `nothing`: ０ (`zero; nought; nil`, then `nothing`) is among the thousand commonest words,
  /// since its frequency counts every 0 written in digits; a sign comes after every word.
  @Test func aNumeralInDigitsComesAfterTheWords() throws {
    #expect(try top("nothing") == "何も")
    #expect(try !headwords("nothing", 3).contains("０"))
  }

  /// `cold (illness)`: the note names 風邪's sense (`... illnesses`), not 寒い's `cold (e.g.
  /// weather)`.
  @Test func aNoteInTheQueryNamesTheSense() throws {
    #expect(try top("cold (illness)") == "風邪")
    #expect(try top("cold") != "風邪")
  }

  /// A note that names some sense puts every sense it names first, however common the others:
  /// `fly (insect)` lists 蠅 before 飛ぶ, `to play (instrument)` 弾く before 遊ぶ, `rice
  /// (cooked)` ご飯 or 飯 before 米.
  @Test(arguments: [("fly (insect)", ["蠅"]), ("to play (instrument)", ["弾く"]), ("rice (cooked)", ["ご飯", "飯"])])
  func everySenseANoteNamesComesFirst(query: String, headwords: [String]) throws {
    #expect(try headwords.contains(top(query) ?? ""), "\(query)")
  }

  /// `sweets` is no plural of 甘い's `sweet`, an adjective; `math` is `mathematics`, the
  /// only way JMdict glosses 数学; `plane` is `airplane` too; `scared` is of `scare`, not of
  /// 傷跡's `scar`.
  @Test(arguments: [("sweets", "お菓子"), ("math", "数学"), ("plane", "飛行機")])
  func aFormIsReadAsTheWordItIsOf(query: String, headword: String) throws {
    #expect(try top(query) == headword)
    #expect(try !headwords("scared", 10).contains("傷跡"))
  }

  /// The word translators write for the query (Tatoeba's sentence pairs, `GlossTranslations`)
  /// before a commoner word that is glossed so too but seldom means it: 手 `hand; arm`, 読む
  /// `to count` (its eighth sense), 辛い `painful; bitter`, the loanword キッチン.
  @Test(arguments: [
    ("kitchen", "台所"), ("arm", "腕"), ("count", "数える"), ("bitter", "苦い"),
    ("garden", "庭"), ("person", "人"), ("touch", "触る"), ("soft", "柔らかい"), ("Monday", "月曜日"),
  ])
  func theWordTranslatorsWriteComesFirst(query: String, headword: String) throws {
    #expect(try top(query) == headword)
  }

  /// Where JMdict has no gloss for what translators write most, their word is found by it
  /// (`GlossTranslations`' fourth column): 乗る is glossed `to get on; to board`, 結婚
  /// `marriage`, 蒸し暑い `humid; sultry`; but a word that only stands beside the query in
  /// translations is not (部屋 in `keep your room neat`), nor an adjective for a plural
  /// (甘い for `sweets`).
  @Test(arguments: [
    ("to ride", "乗る"), ("ride", "乗る"), ("to get married", "結婚"), ("muggy", "蒸し暑い"), ("supper", "夕食"),
    ("maybe", "多分"),
  ])
  func theWordTranslatorsWriteIsFoundWhereNoGlossIsTheQuery(query: String, headword: String) throws {
    #expect(try top(query) == headword)
    #expect(try !headwords("neat", 10).contains("部屋"))
    #expect(try top("sweets") == "お菓子")
  }

  /// A word the reader took kana for in an out-dated reading is not what translators write:
  /// くし in `comb`'s sentences is no longer read as 酒 (くし once), which came first for `comb`.
  @Test func aWordOnlyMisreadInTheSentencesIsNotTheirTranslation() throws {
    #expect(try top("comb") == "櫛")
    #expect(try !headwords("comb", 10).contains("酒"))
  }

  /// A verb glossed with its preposition (着く `to arrive at`) is found by the verb alone, as
  /// typed or inflected; a gloss with an article (世界 `the world`) by the noun alone.
  @Test func aVerbIsFoundWithoutItsPrepositionAndANounWithoutItsArticle() throws {
    #expect(try top("arrive") == "着く")
    #expect(try top("arrived") == "着く")
    #expect(try top("world") == "世界")
    #expect(try top("the world") == "世界")
  }

  /// A verb or adjective whose word JMdict glosses by the noun (説明 `explanation`, 安全
  /// `safety`) is found by the verb or the adjective typed; a noun as typed still comes before
  /// the noun of a verb (`arrive`: 着く, `to arrive at`, before 到着, `arrival`).
  @Test(arguments: [
    ("to explain", "説明"), ("explain", "説明"), ("to fail", "失敗"), ("to succeed", "成功"), ("marry", "結婚"),
    ("to introduce", "紹介"), ("safe", "安全"), ("arrive", "着く"),
  ])
  func aVerbOrAdjectiveFindsTheNounItIsGlossedBy(query: String, headword: String) throws {
    #expect(try top(query) == headword)
  }

  /// `to depart`: 出発 (`departure`, a noun that takes する) before 出る, whose third gloss
  /// it is; 部門 (`department`, a noun that does not) is not met as a noun of the verb.
  @Test func theNounOfAVerbMeetsOnlyANounThatTakesSuru() throws {
    let found = try headwords("to depart", 3)
    #expect(found == ["出発", "出る", "出かける"])
  }

  /// `bigger`, `cheaper`: the adjective; `suddenly`: 突然, glossed `sudden` and an adverb too.
  @Test func aComparativeOrAnAdverbFindsItsAdjective() throws {
    #expect(try top("bigger") == "大きい")
    #expect(try top("cheaper") == "安い")
    #expect(try top("suddenly") == "突然")
    // `summer` is no comparative of `sum` (合計, a noun): only an adjective is met so.
    #expect(try !headwords("summer").contains("合計"))
  }

  /// A gloss in the plural (唇 `lips`) is found by the singular; a state by its other verb
  /// (疲れる `to get tired` by `to be tired`).
  @Test func aPluralGlossAndAStatesOtherVerbFindTheWord() throws {
    #expect(try top("lip") == "唇")
    #expect(try top("to be tired") == "疲れる")
  }

  /// An exclamation's gloss (おめでとう `congratulations!`) is found without its mark; a verb
  /// by its gloss with `up` (包む `to wrap up`, 持ち上げる `to lift up`); a word typed whole before
  /// the word of its base form (釣り `fishing` before 魚 `fish`); a phrasal verb is no state
  /// (`to grow up` is no `to get up`, 起きる); and `to tear` means the verb, not 涙, however
  /// often translators write 涙 for `tear`.
  @Test func aMarkAParticleAnInflectionAndAnInfinitiveMeanWhatIsTyped() throws {
    #expect(try top("congratulations") == "おめでとう")
    #expect(try top("to wrap") == "包む")
    #expect(try top("to lift") == "持ち上げる")
    #expect(try top("fishing") == "釣り")
    #expect(try top("to grow up") != "起きる")
    #expect(try !headwords("to grow up", 5).contains("起きる"))
    #expect(try top("to tear") == "破る")
  }

  /// `to dream` means a verb: 夢見る, `to dream (of)`, before 夢, far commoner; but `to want`
  /// still means 欲しい, an adjective, and `to be …` is not a verb of action.
  @Test func aQueryWithToMeansAVerbBeforeANoun() throws {
    let found = try headwords("to dream")
    let verb = try #require(found.firstIndex(of: "夢見る"))
    #expect(verb < found.firstIndex(of: "夢") ?? found.count)
    #expect(try top("to want") == "欲しい")
    #expect(try top("to tear") == "破る")
  }

  /// `radish` is an English word by ラディッシュ's gloss alone, a loanword's: its romaji
  /// reading, the start of らぢ…, still comes second, and ラジオ (read ラヂオ too) is not first.
  @Test func anEnglishWordGlossedOnlyByALoanwordReadsAsRomajiSecond() throws {
    #expect(try top("radish") == "ラディッシュ")
    #expect(try headwords("radish", 5).contains("大根"))
  }

  /// A loanword's reading is the English word typed (チン `chin`, ラン `run`): it counts as an
  /// English match, not as the romaji reading of a word the query means.
  @Test func aLoanwordIsNotMeantTwice() throws {
    #expect(try top("chin") == "顎")
    #expect(try top("ran") == "走る")
  }

  /// A phrase no gloss is finds the words it is about: a light verb's object, a noun before a
  /// verb or an adjective glossed by it (`to go for a walk`: 散歩, not 歩く; `to have a cold`:
  /// 風邪, not 寒い), and, where no gloss has all its words, its last word (`train accident`).
  @Test(arguments: [
    ("to go for a walk", "散歩"), ("to do the laundry", "洗濯"), ("to go shopping", "買い物"),
    ("to make a reservation", "予約"), ("to have a cold", "風邪"), ("to take a shower", "シャワー"),
    ("big brother", "兄"), ("train accident", "事故"),
  ])
  func aPhraseNoGlossIsFindsTheWordsItIsAbout(query: String, headword: String) throws {
    #expect(try top(query) == headword)
  }

  /// An adverb that is an adjective's -ku form comes right after the adjective when the query
  /// is a gloss of both (`early`: 早い, then 早く; `near`: 近い, then 近く), and keeps its place
  /// where the adjective is no gloss of it (`quickly`: 早く).
  @Test(arguments: [("early", ["早い", "早く"]), ("near", ["近い", "近く"])])
  func anAdjectiveComesBeforeItsAdverb(query: String, first: [String]) throws {
    #expect(try headwords(query, 2) == first)
  }

  @Test func anAdverbTheAdjectiveIsNoGlossOfKeepsItsPlace() throws {
    #expect(try top("quickly") == "早く")
  }

  /// A phrase is not about a pronoun it ends with: `how are you` does not list あなた.
  @Test func aPhraseIsNotFoundByAPronounItEndsWith() throws {
    #expect(try !headwords("how are you").contains("あなた"))
  }

  /// The glosses with each content word at the start of one of their words, as typed or by
  /// its base form: `dish-washing` for `washing the dishes`, `brushing one's teeth` for `to
  /// brush one's teeth`.
  @Test func aPhraseNoGlossIsFindsTheGlossesWithTheFormsOfItsWords() throws {
    #expect(try headwords("washing the dishes", 3).contains("皿洗い"))
    #expect(try headwords("to brush one's teeth", 3).contains("歯磨き"))
    // Signs typed are no part of the index's expression: no error, the same words.
    #expect(try headwords("washing the \"dishes\"", 3).contains("皿洗い"))
    #expect(throws: Never.self) { try headwords("to go \"* for a \"walk") }
  }

  /// `example`: 例 before 例えば, whose `for example` is a phrase, not an example.
  @Test func aPhraseIsNotFoundByItsLastWord() throws {
    let found = try headwords("example")
    #expect(found.first == "例")
  }

  @Test func aKanaQueryOpensTheEverydayWord() throws {
    let store = try #require(Self.store)
    let everyday = [
      ("なる", "to become"), ("いる", "to be (of animate objects)"), ("もの", "thing"),
      // A kanji spelling of two words opens the everyday one: 柵 さく, not しがらみ "weir".
      ("柵", "fence"),
    ]
    for (kana, meaning) in everyday {
      let list = try store.wordList(matching: kana)
      let first = try #require(try store.rows(of: list, in: 0..<1).first)
      #expect(first.gloss.hasPrefix(meaning), "\(kana): \(first.gloss)")
    }
  }
}
