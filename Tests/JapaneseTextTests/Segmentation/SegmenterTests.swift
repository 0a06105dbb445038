import Testing

@testable import JapaneseText

@Suite struct SegmenterTests {
  let segmenter = Segmenter(lexicon: WordListLexicon.common)

  /// The segments of `text` as `surface/dictionary form` (`surface` alone without one).
  func split(_ text: String) throws -> String {
    try segmenter.segments(of: text).map { segment in
      segment.dictionaryForm.map { segment.surface == $0 ? $0 : "\(segment.surface)/\($0)" } ?? segment.surface
    }.joined(separator: " ")
  }

  @Test(arguments: [
    ("昨日友達と寿司を食べてしまいました", "昨日 友達 と 寿司 を 食べて/食べる しまいました/しまう"),
    ("今日は雨が降っています", "今日 は 雨 が 降っています/降る"),
    ("日本語", "日本語"),
    ("わかった", "わかった/わかる"),
    ("分かりました", "分かりました/分かる"),
    ("勉強した", "勉強した/勉強"),
    ("来た", "来た/来る"),
  ])
  func splitsASentenceIntoDictionaryWords(text: String, expected: String) throws {
    #expect(try split(text) == expected)
  }

  @Test func joinedSurfacesGiveBackTheText() throws {
    for text in ["昨日、友達と「寿司」を食べた!! Swift 6.3", "  先生 は\tいる", "ﾃｽﾄ🎌日本", ""] {
      #expect(try segmenter.segments(of: text).map(\.surface).joined() == text)
    }
  }

  /// JMdict writes the Latin letters inside a word full-width (Ｔシャツ): ASCII ones beside
  /// kana or kanji find it, and keep their surface as typed. Latin text alone is left as it
  /// stands, and digits are numbers (`3月` is 3 and 月, as before a counter).
  @Test func findsAWordWithLatinLettersTypedNarrow() throws {
    #expect(try split("Tシャツを") == "Tシャツ/Ｔシャツ を")
    #expect(try split("Ｔシャツ") == "Ｔシャツ")
    let latin = try segmenter.segments(of: "I like Swift 6")
    #expect(latin.map(\.surface).joined() == "I like Swift 6")
    #expect(latin.allSatisfy { $0.entryID == nil })
    #expect(Segmenter.widened(Array("x月 T 3月")) == Array("ｘ月 T 3月"))
    #expect(try segmenter.segments(of: "3月").first?.surface == "3")
  }

  @Test func saysHowAWordWasInflected() throws {
    let segments = try segmenter.segments(of: "分かりませんでした")
    #expect(segments.count == 1)
    #expect(segments.first?.inflections == ["polite past negative"])
    #expect(segments.first?.reading == "わかる")
    #expect(segments.first?.entryID != nil)
  }

  @Test func takesKatakanaLoanwordsAndKanaOnlyWords() throws {
    #expect(try split("コーヒーを飲みながらゲーム") == "コーヒー を 飲み/飲む ながら ゲーム")
  }

  @Test func readsACounterAfterANumber() throws {
    let segments = try segmenter.segments(of: "10人と三匹と２０２４年")
    #expect(segments.map(\.surface) == ["10", "人", "と", "三", "匹", "と", "２０２４", "年"])
    #expect(segments[0].kind == .number && segments[0].entryID == nil)
    #expect(segments[1].reading == "にん")
    #expect(segments[7].reading == "ねん")
  }

  @Test(arguments: [
    ("おっしゃった", "おっしゃる", ["past"]),
    ("いたします", "いたす", ["polite"]),
    ("食べちゃった", "食べる", ["past", "te shimau"]),
    ("食べてる", "食べる", ["progressive", "te"]),
    ("行かなきゃ", "行く", ["provisional", "negative"]),
    ("重すぎて", "重い", ["stem"]),
  ])
  func deinflectsHonorificsAndSpeech(text: String, form: String, reasons: [String]) throws {
    let first = try #require(try segmenter.segments(of: text).first)
    #expect(first.dictionaryForm == form)
    #expect(first.inflections == reasons)
  }

  @Test(arguments: ["かもしれない", "なければならない", "じゃない"])
  func keepsCompoundExpressionsWhole(text: String) throws {
    #expect(try split(text) == text)
  }

  /// The ichidan rows read くない as 来る's negative, but くる's own row gives こない: an
  /// irregular word is found only by its own forms.
  @Test func readsAnIrregularVerbOnlyByItsOwnForms() throws {
    let lexicon = WordListLexicon([
      (["は"], ["は"], ["prt"]),
      (["無い"], ["ない"], ["adj-i"]),
      (["来る"], ["くる"], ["vk", "vi"]),
      (["不平"], ["ふへい"], ["n"]),
      (["全く"], ["まったく"], ["adv"]),
      (["嵌まる"], ["はまる"], ["v5r", "vi"]),
    ])
    let segmenter = Segmenter(lexicon: lexicon)
    #expect(try segmenter.segments(of: "不平はまったくない").map(\.surface) == ["不平", "は", "まったく", "ない"])
    for text in ["こない", "来ない", "きた"] {
      #expect(try segmenter.segments(of: text).map(\.dictionaryForm) == [text.hasPrefix("来") ? "来る" : "くる"])
    }
  }

  /// An ichidan verb's stem in kana before the verb it makes a compound with is that verb
  /// (満ち + 溢れる, 掛け + 直す), not a kanji left without a word.
  @Test func readsAnIchidanStemBeforeAVerbOfACompound() throws {
    let lexicon = WordListLexicon([
      (["掛け"], ["かけ"], ["n"]),
      (["溢れる"], ["あふれる"], ["v1", "vi"]),
      (["直す"], ["なおす"], ["v5s", "vt"]),
      (["満ちる"], ["みちる"], ["v1", "vi"]),
      (["掛ける"], ["かける"], ["v1", "vt"]),
    ])
    let segmenter = Segmenter(lexicon: lexicon)
    #expect(try segmenter.segments(of: "満ち溢れる").map(\.dictionaryForm) == ["満ちる", "溢れる"])
    #expect(try segmenter.segments(of: "掛け直す").map(\.dictionaryForm) == ["掛ける", "直す"])
  }

  @Test func prefersAWordAsWrittenToAnotherWordsForm() throws {
    // 言える is a verb of its own, though 言う is far more frequent and its potential is 言える.
    #expect(try split("言える") == "言える")
  }

  @Test func leavesUnknownTextWithoutAnEntry() throws {
    let segments = try segmenter.segments(of: "ボブはSwiftが好き。")
    #expect(segments.map(\.surface) == ["ボブ", "は", "Swift", "が", "好き", "。"])
    #expect(segments[0].kind == .unknown && segments[0].entryID == nil && segments[0].dictionaryForm == nil)
    #expect(segments[2].kind == .unknown)
    #expect(segments[5].kind == .punctuation)
  }

  @Test func weighsAGreetingInKanjiAgainstTheWordsItSpells() throws {
    // The longest match is the greeting こんにちは, spelled 今日は but usually written in
    // kana: in kanji it is 今日 + は; in kana it is the greeting.
    #expect(try split("今日は雨") == "今日 は 雨")
    #expect(try segmenter.segments(of: "こんにちは").map(\.surface) == ["こんにちは"])
    // A verb usually written in kana is still found in kanji, inflected.
    #expect(try split("分かった") == "分かった/分かる")
  }

  /// The same words as `lexicon` gives, with every key of a first scalar for any key start,
  /// as a lexicon does that keeps its keys by their first scalar only.
  private struct WholeBucketLexicon: Lexicon {
    let lexicon: WordListLexicon

    func keys(startingWith first: Unicode.Scalar) throws -> LexiconKeys { try lexicon.keys(startingWith: first) }
    func keys(startingWith start: KeyStart) throws -> LexiconKeys { try lexicon.keys(startingWith: start.first) }
    func entries(exactly texts: Set<String>) throws -> [String: [LexiconEntry]] {
      try lexicon.entries(exactly: texts)
    }
  }

  @Test func findsTheSameWordsWhetherKeysComeByTheirFirstScalarOrTheirFirstTwo() throws {
    // Stems of one scalar go on in other keys than the text's: 来 + る, 重 + い, 見 + る.
    let whole = Segmenter(lexicon: WholeBucketLexicon(lexicon: .common))
    for text in [
      "昨日友達と寿司を食べてしまいました", "今日は雨が降っています", "来た", "重すぎて", "見てる", "来ない",
      "飲みながら", "行かなきゃ", "分かりませんでした", "おっしゃった", "いたします", "勉強した", "言える",
      "食べちゃった", "三匹と10人", "かもしれない", "なければならない", "コーヒーを飲みながらゲーム", "ド",
    ] {
      let narrow = try segmenter.segments(of: text)
      let wide = try whole.segments(of: text)
      #expect(narrow.map(\.surface) == wide.map(\.surface), "\(text)")
      #expect(narrow.map(\.dictionaryForm) == wide.map(\.dictionaryForm), "\(text)")
      #expect(narrow.map(\.inflections) == wide.map(\.inflections), "\(text)")
    }
  }

  @Test func splitsALongTextInPiecesAndKeepsIt() throws {
    let text = String(repeating: "今日は雨が降っています。", count: 400)
    let segments = try segmenter.segments(of: text)
    #expect(segments.map(\.surface).joined() == text)
    #expect(segments.filter { $0.dictionaryForm == "降る" }.count == 400)
  }
}
