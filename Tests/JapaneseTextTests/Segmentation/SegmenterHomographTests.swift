import Testing

@testable import JapaneseText

/// Which entry the segmenter takes among those a text spells or reads alike: the everyday one
/// (more senses, a kanji spelling of a word usually written so), and where the words around it
/// say which, the one they call for.
@Suite struct SegmenterHomographTests {
  typealias Word = WordListLexicon.Word

  /// The homographs as the bundled dictionary ranks them (JMdict's entry numbers in comments),
  /// with the words of the sentences around them. A spelling's frequency is shared among its
  /// readings (`Scripts/build-word-frequency.py`), so 空 そら "sky" ranks above 空 から "empty";
  /// 通り どおり, a suffix, keeps the spelling's frequency and ranks above とおり "street".
  static let words: [Word] = [
    Word(["の"], ["の"], ["prt"], rank: 0),
    Word(["に"], ["に"], ["prt"], rank: 1),
    Word(["は"], ["は"], ["prt"], rank: 2),
    Word(["を"], ["を"], ["prt"], rank: 3),
    Word(["が"], ["が"], ["prt"], rank: 4),
    Word(["も"], ["も"], ["prt"], rank: 5),
    Word(["だ"], ["だ"], ["cop", "cop-da"], rank: 9),
    Word([], ["から"], ["prt", "conj"], rank: 18, senses: 7),  // 1002980
    Word(["要る"], ["いる"], ["v5r", "vi"], rank: 19, usuallyKana: true),  // 1546640, "to be needed"
    Word(["居る"], ["いる"], ["v1", "vi", "aux-v"], rank: 23, usuallyKana: true, senses: 3),  // 1577980
    Word(["生る"], ["なる"], ["v5r", "vi"], rank: 24, usuallyKana: true),  // 1611000, "to bear fruit"
    Word(["成る", "為る"], ["なる"], ["v5r", "vi"], rank: 31, usuallyKana: true, senses: 8),  // 1375610
    Word(["言う"], ["いう"], ["v5u", "vt"], rank: 33),
    Word(["思う"], ["おもう"], ["v5u", "vt"], rank: 40, senses: 3),
    Word([], ["そう"], ["aux", "adj-na"], rank: 43),  // 1006610, "seeming"
    Word(["然う"], ["そう"], ["adv", "int"], rank: 45, usuallyKana: true, senses: 3),  // 2137720, "so"
    Word(["彼", "彼れ"], ["あれ"], ["pn", "n"], rank: 217, usuallyKana: true, senses: 6),  // 1000580
    Word(["通り"], ["どおり"], ["n-suf"], rank: 321, senses: 3),  // 1432930, "in accordance with"
    Word(["彼"], ["かれ"], ["pn", "n"], rank: 490, senses: 2),  // 1483070
    Word(["雨"], ["あめ"], ["n"], rank: 500),
    Word(["本当に"], ["ほんとうに"], ["adv"], rank: 520),
    Word(["通り"], ["とおり"], ["adv", "n"], rank: 620, senses: 8),  // 1432920, "street; way"
    Word(["降る"], ["ふる"], ["v5r", "vi"], rank: 700),
    Word(["元気"], ["げんき"], ["adj-na", "n"], rank: 900, senses: 4),
    Word(["大丈夫"], ["だいじょうぶ"], ["adj-na", "adv", "int", "n"], rank: 950, senses: 4),
    Word(["青い"], ["あおい"], ["adj-i"], rank: 1_000, senses: 2),
    Word(["駅"], ["えき"], ["n"], rank: 1_100),
    Word(["予定"], ["よてい"], ["n", "vs"], rank: 1_200),
    Word(["空"], ["そら"], ["n"], rank: 1_468, senses: 8),  // 1245290, "sky"
    Word(["大きな"], ["おおきな"], ["adj-pn"], rank: 1_778),
    Word(["静か"], ["しずか"], ["adj-na"], rank: 2_372, senses: 3),
    Word(["空"], ["から"], ["n", "adj-no"], rank: 2_726),  // 1245280, "empty"
    Word(["歩く"], ["あるく"], ["v5k", "vi"], rank: 1_600),
    Word(["生まれる", "産まれる", "生れる", "産れる"], ["うまれる"], ["v1", "vi"], rank: 1_699),  // 1378690
    Word(["猫"], ["ねこ", "ネコ"], ["n"], rank: 2_000, senses: 2),
    Word([], ["くらい", "ぐらい"], ["suf", "prt"], rank: 290, senses: 3),  // 1154340, "about"
    Word(["位"], ["くらい"], ["n", "adv"], rank: 369, senses: 6),  // 1155400, "rank"
    Word(["憂鬱"], ["ゆううつ"], ["adj-na", "n"], rank: 9_000),
    Word(["その"], ["その"], ["adj-pn"], rank: 62),
    Word([], ["のです", "んだ"], ["exp"], rank: 132),  // 2087820
    // JMdict lists なんだ as an out-dated reading of 涙: it is what ends そうなんだ in the dictionary.
    Word(["涙"], ["なみだ", "なんだ"], ["n"], rank: 1_925, unusualReadings: ["なんだ"]),
    // 酒 さけ ranks far above 櫛 くし, but くし is 酒's out-dated reading; よね 米's.
    Word(["酒"], ["さけ", "くし"], ["n"], rank: 710, senses: 2, unusualReadings: ["くし"]),  // 1329010
    Word(["米"], ["こめ", "よね"], ["n"], rank: 1_300, unusualReadings: ["よね"]),  // 2848538
    Word([], ["よね"], ["exp"], rank: 64_072),  // 2667510, "isn't it"
    Word([], ["なのだ", "なんだ"], ["exp"], rank: 2_507),  // 2140410
    Word(["髪"], ["かみ"], ["n"], rank: 1_900),
    Word(["櫛"], ["くし"], ["n"], rank: 15_842),  // 1246490
    Word(["見上げる"], ["みあげる"], ["v1", "vt"], rank: 7_344),
    Word([], ["あの"], ["adj-pn"], rank: 327, senses: 2),  // 1000420, "that"
    Word([], ["あの"], ["int"], rank: 328),  // 1000430, "um"
  ]

  let segmenter = Segmenter(lexicon: WordListLexicon(words: Self.words))

  /// The word of `text` whose surface is `surface`, as `dictionary form reading`.
  func word(_ surface: String, in text: String) throws -> String? {
    let segment = try segmenter.segments(of: text).first { $0.surface == surface }
    return segment.map { "\($0.dictionaryForm ?? "") \($0.reading ?? "")" }
  }

  /// The entry the word `surface` of `text` was taken as, by the spelling that names it in `words`.
  func entry(_ surface: String, in text: String) throws -> String? {
    let segment = try segmenter.segments(of: text).first { $0.surface == surface }
    guard let id = segment?.entryID else { return nil }
    let word = Self.words[id - 1_000_000]
    return (word.spellings.first ?? word.readings[0]) + " " + word.readings[0]
  }

  @Test(arguments: [
    ("憂鬱になる", "なる", "成る なる"),
    ("ネコがいる", "いる", "居る いる"),
    ("猫はいる", "いる", "居る いる"),
  ])
  func takesAKanaVerbAsItsEverydayEntry(text: String, surface: String, expected: String) throws {
    // 生る and 要る rank a little higher (their ranks are the frequency of the same kana), but
    // 成る and 居る are the words with the senses a learner means.
    #expect(try entry(surface, in: text) == expected)
  }

  @Test(arguments: [
    ("雨が降りそうだ", "そうだ"),
    ("元気そうだ", "そうだ"),
    ("大丈夫そう", "そう"),
  ])
  func readsそうAfterAStemOrANounAsSeeming(text: String, surface: String) throws {
    #expect(try entry(surface, in: text) == "そう そう")
  }

  @Test(arguments: [
    ("そう思う", "そう"),
    ("本当にそう", "そう"),
    ("私もそう思う", "そう"),
    ("彼もそう言った", "そう"),
    ("そうなんだ", "そう"),
  ])
  func readsそうWithNothingToAttachToAsSo(text: String, surface: String) throws {
    #expect(try entry(surface, in: text) == "然う そう")
  }

  @Test func readsKanaAsAWordWrittenInKanaBeforeOneWrittenInKanji() throws {
    // 空 から "empty" and 位 くらい "rank" are written in kanji; their kana are another word.
    #expect(try entry("から", in: "駅から") == "から から")
    #expect(try entry("くらい", in: "駅くらい") == "くらい くらい")
  }

  @Test func readsAKanjiSpellingAsAWordWrittenInKanjiBeforeOneWrittenInKana() throws {
    // あれ ranks higher, but it is written in kana: the rank is that of its kana.
    #expect(try word("彼", in: "彼は駅") == "彼 かれ")
  }

  @Test func readsAVerbMetOnTheWayOverAFormOfAnother() throws {
    // 生れた could be the past of 生る's potential (生る ranked as なる), but 生れる is a verb of
    // its own, met before the potential is undone.
    #expect(try word("生れた", in: "彼は生れた") == "生れる うまれる")
    #expect(try entry("生れた", in: "彼は生れた") == "生まれる うまれる")
    #expect(try word("彼", in: "彼は生れた") == "彼 かれ")
  }

  @Test(arguments: [
    ("言った通りだ", "通り", "通り とおり"),
    ("通りを歩く", "通り", "通り とおり"),
    ("予定通りだ", "通り", "通り どおり"),
    ("静かな通りを歩く", "通り", "通り とおり"),
    ("駅の通りを歩く", "通り", "通り とおり"),
    ("大きな通りを歩く", "通り", "通り とおり"),
    ("その通りだ", "通り", "通り とおり"),
    ("あの通りを歩く", "通り", "通り とおり"),
  ])
  func reads通りAsASuffixDirectlyAfterANounOnly(text: String, surface: String, expected: String) throws {
    // どおり ranks above とおり, but only a noun takes a suffix: after な, の, a な-adjective
    // before its noun or a word that stands before nouns (その, あの "that", not the
    // interjection あの "um"), 通り is a noun.
    #expect(try entry(surface, in: text) == expected)
  }

  @Test(arguments: ["空が青い", "空を見上げる", "青い空"])
  func readsAKanjiSpellingAsItsMoreFrequentReading(text: String) throws {
    // 空 is read そら "sky" far more often than から "empty": the ranks are by reading.
    #expect(try entry("空", in: text) == "空 そら")
  }

  @Test(arguments: [
    ("くしで髪を", "くし", "櫛 くし"),
    ("そうだよね", "よね", "よね よね"),
    ("そうなんだ", "なんだ", "なのだ なのだ"),
  ])
  func readsKanaAsAnEntryWhoseUsualReadingItIs(text: String, surface: String, expected: String) throws {
    // 酒 ranks far above 櫛, 米 above the expression よね, 涙 above なのだ, but くし, よね and
    // なんだ are out-dated readings of theirs: a text in kana means the word read so today.
    #expect(try entry(surface, in: text) == expected)
  }
}
