@testable import JapaneseText

/// A lexicon of a few words in memory, for segmenting without a database.
struct WordListLexicon: Lexicon {
  /// Each word: its spellings and readings (the first reading is the spellings'), its
  /// parts of speech; its rank is its place in the list.
  private var byText: [String: [LexiconEntry]] = [:]
  private var keysByFirstScalar: [UInt32: LexiconKeys] = [:]

  /// `usuallyKana` names by their first reading the words JMdict marks `uk`.
  init(_ words: [(spellings: [String], readings: [String], partsOfSpeech: [String])], usuallyKana: Set<String> = []) {
    self.init(
      words: words.enumerated().map { rank, word in
        Word(
          word.spellings, word.readings, word.partsOfSpeech, rank: rank,
          usuallyKana: usuallyKana.contains(word.readings.first ?? word.spellings[0]))
      })
  }

  /// A word of the lexicon, with its rank and number of senses given.
  struct Word {
    var spellings: [String]
    var readings: [String]
    var partsOfSpeech: [String]
    var rank: Int
    var usuallyKana = false
    var senses = 1
    /// Its readings JMdict marks out-dated, rarely used or for search only.
    var unusualReadings: Set<String> = []

    init(
      _ spellings: [String], _ readings: [String], _ partsOfSpeech: [String], rank: Int, usuallyKana: Bool = false,
      senses: Int = 1, unusualReadings: Set<String> = []
    ) {
      self.spellings = spellings
      self.readings = readings
      self.partsOfSpeech = partsOfSpeech
      self.rank = rank
      self.usuallyKana = usuallyKana
      self.senses = senses
      self.unusualReadings = unusualReadings
    }
  }

  /// A lexicon of `words`; two words of one rank are told apart by their place in the list.
  init(words: [Word]) {
    for (index, word) in words.enumerated() {
      let reading = word.readings.first ?? word.spellings[0]
      for text in word.spellings + word.readings {
        let isReading = word.readings.contains(text)
        byText[text, default: []].append(
          LexiconEntry(
            id: 1_000_000 + index, rank: word.rank, reading: isReading ? text : reading,
            partsOfSpeech: word.partsOfSpeech, isUsuallyKana: word.usuallyKana || word.spellings.isEmpty,
            senses: word.senses, isUnusualReading: isReading && word.unusualReadings.contains(text)))
      }
    }
    let texts = Dictionary(grouping: byText.keys) { $0.unicodeScalars.first?.value ?? 0 }
    keysByFirstScalar = texts.mapValues { LexiconKeys($0.map { Array($0.utf8) }) }
  }

  func keys(startingWith first: Unicode.Scalar) throws -> LexiconKeys {
    keysByFirstScalar[first.value] ?? LexiconKeys()
  }

  func entries(exactly texts: Set<String>) throws -> [String: [LexiconEntry]] {
    texts.reduce(into: [:]) { result, text in result[text] = byText[text] }
  }
}

extension WordListLexicon {
  /// Common words of the tests, most frequent first, as JMdict has them.
  static let common = WordListLexicon(
    [
      (["の"], ["の"], ["prt"]),
      (["に"], ["に"], ["prt"]),
      (["は"], ["は"], ["prt"]),
      (["を"], ["を"], ["prt"]),
      (["が"], ["が"], ["prt"]),
      (["と"], ["と"], ["prt", "conj"]),
      (["で"], ["で"], ["prt"]),
      (["も"], ["も"], ["prt"]),
      (["か"], ["か"], ["prt"]),
      (["だ"], ["だ"], ["cop", "cop-da"]),
      (["です"], ["です"], ["cop", "exp"]),
      (["する", "為る"], ["する"], ["vs-i"]),
      (["居る"], ["いる"], ["v1", "vi"]),
      (["言う"], ["いう"], ["v5u", "vt"]),
      (["有る", "在る"], ["ある"], ["v5r-i", "vi"]),
      (["人"], ["ひと"], ["n"]),
      (["人"], ["にん"], ["suf", "ctr"]),
      (["年"], ["とし"], ["n"]),
      (["年"], ["ねん"], ["n", "ctr"]),
      (["匹"], ["ひき"], ["ctr"]),
      (["三"], ["さん", "み"], ["num"]),
      (["日本"], ["にほん"], ["n"]),
      (["日本語"], ["にほんご"], ["n"]),
      (["今日"], ["きょう"], ["n", "adv"]),
      (["昨日"], ["きのう"], ["n", "adv"]),
      (["友達"], ["ともだち"], ["n"]),
      (["寿司"], ["すし"], ["n"]),
      (["雨"], ["あめ"], ["n"]),
      (["降る"], ["ふる"], ["v5r", "vi"]),
      (["食べる"], ["たべる"], ["v1", "vt"]),
      (["飲む"], ["のむ"], ["v5m", "vt"]),
      (["飲み"], ["のみ"], ["n"]),
      (["分かる", "判る"], ["わかる"], ["v5r", "vi"]),
      (["行く"], ["いく", "ゆく"], ["v5k-s", "vi"]),
      (["仕舞う"], ["しまう"], ["v5u", "vt"]),
      (["ながら"], ["ながら"], ["prt", "conj"]),
      (["勉強"], ["べんきょう"], ["n", "vs", "vt"]),
      (["高い"], ["たかい"], ["adj-i"]),
      (["重い"], ["おもい"], ["adj-i"]),
      (["過ぎる"], ["すぎる"], ["v1", "vi"]),
      (["仰る"], ["おっしゃる"], ["v5aru", "vt"]),
      (["致す"], ["いたす"], ["v5s", "vt"]),
      (["ちゃう"], ["ちゃう", "じゃう"], ["v5u", "aux-v"]),
      (["じゃない"], ["じゃない"], ["exp"]),
      (["かも知れない"], ["かもしれない"], ["exp"]),
      (["なければならない"], ["なければならない"], ["exp"]),
      (["コーヒー"], ["コーヒー"], ["n"]),
      (["ゲーム"], ["ゲーム"], ["n"]),
      (["好き"], ["すき"], ["adj-na", "n"]),
      (["静か"], ["しずか"], ["adj-na"]),
      (["先生"], ["せんせい"], ["n"]),
      (["来る"], ["くる"], ["vk", "vi"]),
      (["こ"], ["こ"], ["n"]),
      (["ド"], ["ド"], ["n"]),
      (["今日は"], ["こんにちは"], ["int"]),
      (["今"], ["いま"], ["n", "adv"]),
      (["言える"], ["いえる"], ["v1", "vi"]),
      (["Ｔシャツ"], ["ティーシャツ"], ["n"]),
      (["３月"], ["さんがつ"], ["n"]),
    ], usuallyKana: ["こんにちは", "わかる"])
}
