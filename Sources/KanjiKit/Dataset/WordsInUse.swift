import JapaneseText

/// Which words JMdict does not mark common are still used often enough to bundle: the
/// everyday compounds a reader meets that no priority list took up (悪友, 美徳, 本末転倒,
/// 追い詰める, スマホ).
///
/// The evidence is wordfreq's count of a spelling (``WordFrequency``, 100 × Zipf), taken only
/// where the count is the word's own. wordfreq counts the tokens of a tokenizer, so a
/// spelling's count is every word and name the spelling is, or is a piece of; what it counts
/// for the word is read from a spelling that:
///
/// - has two characters or more, is not rare or irregular (`iK`, `oK`, `rK`, `sK`, `io`) and
///   is not a common word's spelling too (a single kanji counts its compounds and names: 陳,
///   昭; 私 read わっち counts 私 read わたし);
/// - is not a form of a common word (言える of 言う, 大きく of 大きい; 飲み, the stem of
///   飲む); of a verb or adjective, its forms are not a common word's either (忘る's potential
///   is 忘れる, 達す's past 達した is 達する's, 同じる's stem is 同じ);
/// - for a word written in kana, or usually so (whose count is its kana's: 鱒 read ます), has
///   kana that are a word's own too: katakana of three characters or more (two for a plant's
///   or an animal's katakana name: ワニ, カバ), other kana of four or more, and no piece from
///   inside a common word's kana (a short hiragana string is as
///   often a piece of other words, endings and particles: られる, ましょ, らっしゃる).
struct WordsInUse {
  /// The least score a spelling needs: Zipf 2, once in a hundred million words. Measured
  /// against MeCab on Tatoeba sentences (BENCHMARKS.md), it is where the reader's recall on
  /// the bundled data comes within about 0.015 of the full dictionary's; Zipf 2.5 and 3 keep
  /// fewer words and miss more of them.
  static let minimumScore = 200

  private let frequencies: WordFrequency
  private let minimumScore: Int
  /// Every spelling and reading of a common word, with the parts of speech of each word it is.
  private var common: [String: [[String]]] = [:]
  /// Every piece of three characters or more that a common word's kana has after its first
  /// character (らっしゃる of いらっしゃる, たらしい of あたらしい): a word may be the start of a
  /// longer one (あくまで, あくまでも), but a piece from inside a word is no word's own.
  private var pieces: Set<String> = []

  /// The rule for words beside `commonWords`, ranked by `frequencies`.
  init(commonWords: [Word], frequencies: WordFrequency, minimumScore: Int = WordsInUse.minimumScore) {
    self.frequencies = frequencies
    self.minimumScore = minimumScore
    for word in commonWords {
      let partsOfSpeech = word.senses.flatMap(\.partsOfSpeech)
      for text in Set(word.forms + word.readings) { common[text, default: []].append(partsOfSpeech) }
      for reading in word.readings {
        let characters = Array(reading)
        guard characters.count > 3 else { continue }
        for length in 3..<characters.count {
          for start in 1...(characters.count - length) {
            pieces.insert(String(characters[start..<(start + length)]))
          }
        }
      }
    }
  }

  /// Whether `word`, not marked common, is used often enough to bundle.
  func contains(_ word: Word) -> Bool {
    guard !word.isCommon else { return false }
    let classes = Deinflector.classes(ofPartsOfSpeech: word.senses.first?.partsOfSpeech ?? [])
    // The usual spelling, which heads the word and gives it its rank: a word chosen by a
    // rarer one would be ranked by a count that is not its own (東 read あずま by 吾妻).
    // A kana word's readings are one word in either script (きゃあきゃあ, キャーキャー).
    guard let spelling = word.spellings.first else {
      return word.readings.contains { reading in
        isWholeWord(kana: reading) && frequencies.score(form: "", reading: reading) >= minimumScore
          && isOwn(reading, classes: classes)
      }
    }
    guard !spelling.isUnusual, isOwn(spelling.text, classes: classes) else { return false }
    guard word.isUsuallyKana else {
      guard spelling.text.count >= 2 else { return false }
      return word.readings(of: spelling.text).contains {
        frequencies.score(form: spelling.text, reading: $0) >= minimumScore
      }
    }
    // A word usually written in kana is counted by its kana (the table's score for its
    // spelling is the better of the two), so the kana must be a word of its own as well; a
    // single kanji's count is its compounds' too, so only its katakana speaks for it then.
    // Its katakana is as much its kana as its hiragana where JMdict gives it as a reading of no
    // spelling: animals and plants are mostly so written (ラクダ, イルカ, フクロウ of 駱駝, 海豚,
    // 梟, whose hiragana is too short to be counted or the kanji's count). The katakana name
    // of a plain noun (``Word/katakanaName``) is the word's own even in two characters: ワニ,
    // カバ, ヤギ are the animals (a tokenizer keeps a katakana run whole, so they are no
    // piece of a longer word), where other short kana are as often pieces, endings or names;
    // not where a common word is written so (ロバ "robber"): ``isOwn(_:classes:)``.
    let katakana = word.kana.filter { $0.noKanji && Kana.isKatakana($0.text) }.map(\.text)
    let name = word.katakanaName.flatMap { $0.count >= 2 ? $0 : nil }
    let readings = (spelling.text.count >= 2 ? word.readings(of: spelling.text) : []) + katakana
    return readings.contains {
      (isWholeWord(kana: $0) || $0 == name) && isOwn($0, classes: classes)
        && frequencies.score(form: spelling.text, reading: $0) >= minimumScore
    }
  }

  /// Whether wordfreq's count of the kana `text` can be a word's own: katakana of three
  /// characters or more, other kana of four or more, and no piece of a common word's kana.
  private func isWholeWord(kana text: String) -> Bool {
    text.count >= (Kana.isKatakana(text) ? 3 : 4) && !pieces.contains(text)
  }

  /// Whether the count of `text`, a spelling of a word of the table classes `classes`, is
  /// the word's own: no common word has the spelling, or any form of it.
  private func isOwn(_ text: String, classes: Set<String>) -> Bool {
    // The stems a tokenizer cuts common words into: a verb's before ます or た (飲み, 取っ), an
    // adjective's before い (大き).
    guard common[text] == nil, !["", "ます", "た", "い"].contains(where: { isForm(text + $0, except: text) }),
      !(common[text + "い"] ?? []).contains(where: { $0.contains("adj-i") })
    else { return false }
    guard !classes.isEmpty else { return true }
    for reason in ["polite", "past", "negative", "potential", "adverb"] {
      for form in Deinflector.inflect(text, classes: classes, reasons: [reason]) {
        if common[form] != nil || isForm(form, except: text) { return false }
        // An ichidan verb is counted by its stem alone, which is a common word's count where
        // it is one (同じる's 同じ).
        if reason == "polite", classes.contains("v1"), form.hasSuffix("ます"), common[String(form.dropLast(2))] != nil {
          return false
        }
      }
    }
    return true
  }

  /// Whether `form` deinflects to a common word other than `word` whose part of speech takes it.
  private func isForm(_ form: String, except word: String) -> Bool {
    Deinflector.candidates(of: form).dropFirst().contains { candidate in
      candidate.text != word
        && (common[candidate.text] ?? []).contains { candidate.fits(partsOfSpeech: $0) }
    }
  }
}
