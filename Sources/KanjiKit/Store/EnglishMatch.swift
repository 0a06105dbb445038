import Foundation
import JapaneseText

/// One way a word matched an English query, described by what ranks it: how the query met a
/// gloss, where that gloss stands in the entry, what the sense is, and what the word is.
///
/// Its ``quality`` is the sum of ``EnglishWeights`` over these features, in the unit of
/// ``WordScores`` (decades of frequency rank). The weights are fitted by
/// `Scripts/fit-english-ranking.py` on queries made from the JLPT word lists' English
/// meanings, on features it computes the same way; a change here needs the script changed
/// and run again (`make english-weights`).
struct EnglishMatch {
  /// How the query met the word's glosses.
  enum Kind {
    /// A whole gloss, parenthesised notes and a leading `to` aside (`to eat (something)`).
    case gloss
    /// A whole gloss with its parenthesised words kept (`to look (for)` for `look for`).
    case open
    /// The last word of a two-word gloss (`railway station` for `station`).
    case head
    /// A verb's two-word gloss without its preposition (`to arrive at` for `arrive`).
    case verb
    /// A noun's gloss by the verb or adjective English made it of, in a sense of a noun that
    /// takes する or a na-adjective (`explanation` of 説明 for `explain`, `safety` of 安全 for
    /// `safe`: ``English/nominalBases(of:)``).
    case nominal
    /// A verb's gloss without the `up` or `down` that completes it (`to wrap up` for `wrap`).
    case phrasal
    /// No gloss, but the word translators write for the query most (乗る for `ride`:
    /// ``GlossTranslations``), by its first sense.
    case translated
    /// The query's words among the words of a longer gloss.
    case word
    /// The query's last word as the start of a word of a gloss.
    case prefix
  }

  var kind: Kind
  /// How the key met was made of the query: as typed, a base form or another spelling
  /// (`apples`, `color`), a form a gloss gives it in (`lips` for `lip`, `liked` for `like`),
  /// the adjective of a comparative or an adverb (`bigger`, `suddenly`).
  var form = English.LookupKey.Form.typed
  /// The sense's place in the entry and the gloss's in the sense, from 0.
  var sense = 0
  var gloss = 0
  /// JMdict's part-of-speech codes and misc tags of the sense, comma-separated.
  var partsOfSpeech = ""
  var tags = ""
  /// Whether the query started with an infinitive's `to` (`to eat`).
  var infinitive = false
  /// Whether some word has a gloss that is the query as typed, and this match met a key the
  /// query was read as instead: a base form, or the adjective of a comparative or an adverb
  /// (`fishing`: 魚 by `fish`, beside 釣り's `fishing`; `stranger`: 変 by `strange`, beside
  /// 他人's `stranger`): a word typed whole is more likely meant than the word it may be made
  /// of, by a fitted weight.
  var isAside = false
  /// Whether the query is a verb of action with `to` (not `to be …`), some verb's gloss is it,
  /// and this sense is neither a verb's, a noun's that takes する, nor an adjective's:
  /// ``notAVerb`` behind (`to dream`: 夢見る, `to dream (of)`, before 夢, far commoner).
  var isNounBesideAVerb = false
  /// Whether the query is the object of a light verb a phrase was typed with and this sense
  /// is not a noun's: ``notAVerb`` behind (`to go for a walk`, looked up as `walk`: 散歩
  /// before 歩く; `to have a cold`: 風邪 before 寒い). A learner who types `take a shower` or
  /// `do the laundry` means the noun; Japanese says it with the noun (and する), not with a
  /// verb or an adjective glossed by it.
  var isNotAnObject = false
  /// Whether the query's parenthesised note names the sense (``names(_:glosses:tags:)``).
  var isHinted = false
  /// Whether the query has a note that names some match's sense but not this one's:
  /// ``unnamed`` behind (`fly (insect)`: 蠅, whose gloss is `fly (insect)`, before 飛ぶ).
  var isUnnamed = false
  /// How often translators write this word for the gloss: `log10` of the share of Tatoeba's
  /// English sentences with the gloss whose Japanese has the word (``GlossTranslations``);
  /// the prior, a tenth, when no sentence has the gloss or the match is not a whole gloss's.
  /// The search scores it less the best of the query's matches, which then counts 0.
  var translation = EnglishMatch.priorTranslation
  /// For a ``Kind/translated`` match, what ``translation`` is for the others, weighed apart
  /// (``EnglishWeights/translatedShare``): every such word is in a good share of the query's
  /// sentences, or it would not have been listed; ``translation`` is then the prior.
  var translatedShare = 0.0
  /// The sense, where JMdict gives it for some spellings alone (揚げる of 上げる's `to
  /// deep-fry`), which then head the word's row; nil when it is every spelling's.
  var spelledSense: SpelledSense?
  /// The word's headword and whether JMdict marks it common.
  var headword = ""
  var isCommon = false
  /// The word's place in the frequency order (its rank), which ``WordScores`` adds as
  /// `log10(rank + 10)`.
  var rank: Int64 = 0

  /// The knots of the frequency's slope (decades of rank) and their weights.
  private static let frequencyKnots = [
    (3.0, EnglishWeights.top1000), (3.5, EnglishWeights.top3000), (4.0, EnglishWeights.top10000),
  ]

  /// What a match inside a longer gloss (``Kind/word``, ``Kind/prefix``) adds beyond its
  /// quality when some word has a gloss that is the query: more than the whole span of
  /// frequency (`log10(rank + 10)` runs from 1 to about 5.3), so every such word comes first,
  /// however rare, and frequency orders the rest among themselves. The fitted weights, learnt
  /// on everyday meanings whose answers are all common words, let a common word's gloss that
  /// merely holds the query beat a rarer word's that is it (`lantern`: 盆, `Lantern
  /// Festival`, before 提灯, `paper lantern`). A query no gloss is (`danc`, typed on its way to
  /// `dance`) keeps its matches' qualities.
  static let insideLongerGloss = 5.0

  /// What a headword with no letter adds, a numeral in digits or a sign (`１００`, `〇`): as
  /// much as ``insideLongerGloss``, five decades of frequency rank, so a common word glossed so
  /// comes first however rare, and the sign stands with the words whose glosses only hold the
  /// query. Such a headword is not a word a learner looks up, and its frequency counts every
  /// number written in digits (`１００` is the 162nd word of the bundled data, `０` comes before
  /// 何も for `nothing`). The JLPT lists' meanings have no such answer or rival to fit a weight
  /// on; it is a rule.
  static let sign = 5.0

  /// What a noun's sense adds for a query of `to` and a verb of action when some verb's gloss
  /// is the query (``isNounBesideAVerb``): as much as ``insideLongerGloss``, so every verb
  /// glossed so comes first (`to dream`: 夢見る before 夢; `to point`: 向ける and 指す before 先
  /// and 点). A learner who types `to` means a verb; the fit, on JLPT meanings whose answers
  /// are verbs, weighs a noun's sense only 0.20 behind, less than a common noun's frequency
  /// outweighs. Not an adjective (`to want`: 欲しい) nor a noun that takes する (`to clean`:
  /// 掃除), which Japanese uses as the verb.
  static let notAVerb = 5.0

  /// What a sense the query's note does not name adds when the note names some other match's
  /// (``isUnnamed``): as much as ``insideLongerGloss``, so every sense named comes first
  /// (`rice (cooked)`: ご飯 and 飯, `cooked rice`, before 米; `to play (instrument)`: 弾く
  /// before 遊ぶ). A learner who adds a note has said which sense is meant; the fit weighs a
  /// named sense only 0.34 ahead, learnt on JLPT meanings that seldom have a note, less than
  /// the frequency of 飛ぶ or 遊ぶ outweighs. A note that names nothing changes nothing.
  static let unnamed = 5.0

  /// ``translation`` when nothing is known: `log10` of ``GlossTranslations``'s prior share.
  static let priorTranslation = log10(GlossTranslations.priorShare)

  /// ``translation`` from `word_gloss.translation` (tenths of a decade; null when unknown).
  static func translation(tenths: Int?) -> Double {
    tenths.map { Double($0) / 10 } ?? priorTranslation
  }

  private static let affixes: Set<Substring> = ["pref", "suf", "n-pref", "n-suf", "ctr"]
  private static let colloquial: Set<Substring> = ["col", "sl", "vulg", "derog", "net-sl"]
  private static let rareTags: Set<Substring> = ["arch", "obs", "obsc", "rare", "dated"]
  private static let particles = ["prt", "int", "conj", "aux", "cop"]

  /// The match's quality: lower is better, 0 for a common word's only gloss of its only sense.
  var quality: Double {
    typealias W = EnglishWeights
    var sum = isCommon ? 0 : -W.common
    // Frequency counts for less among the commonest words: the fit's slope of the frequency
    // is piecewise, with knots at the 1,000th, 3,000th and 10,000th word, and these terms
    // take off the difference from the slope of 1 that WordScores adds.
    let frequency = log10(Double(max(rank, 0)) + 10)
    for (knot, weight) in Self.frequencyKnots { sum += weight * max(0, knot - frequency) }
    if isKatakana { sum += W.katakana }
    if headword.unicodeScalars.count == 1 { sum += W.single }
    sum += W.translation * translation
    if isSign { sum += Self.sign }
    switch kind {
    case .word: return sum + W.word
    case .prefix: return sum + W.prefix
    case .open: sum += W.open
    case .head: sum += W.head
    case .verb: sum += W.verb
    case .nominal: sum += W.nominal
    case .phrasal: sum += W.phrasal
    case .translated: sum += W.translated + W.translatedShare * translatedShare
    case .gloss: break
    }
    switch form {
    case .typed: break
    case .variant, .base, .comparative, .adverbial: sum += W.variant
    case .plural: sum += W.plural
    case .derived: sum += W.derived
    }
    if isAside { sum += W.aside }
    if isNounBesideAVerb || isNotAnObject { sum += Self.notAVerb }
    if isUnnamed { sum += Self.unnamed }
    if sense > 0 { sum += W.laterSense }
    sum += W.sense * Double(min(sense, 5))
    if gloss > 0 { sum += W.laterGloss }
    sum += W.gloss * Double(min(gloss, 5))
    let codes = partsOfSpeech.split(separator: ",")
    if codes.contains(where: Self.affixes.contains) { sum += W.affix }
    let tagList = tags.split(separator: ",")
    if codes.contains("exp") || tagList.contains("id") { sum += W.expression }
    if tagList.contains(where: Self.rareTags.contains) { sum += W.rare }
    if tagList.contains(where: Self.colloquial.contains) { sum += W.colloquial }
    if isHinted { sum += W.hint }
    if codes.contains(where: { code in Self.particles.contains(where: code.hasPrefix) }) { sum += W.particle }
    if infinitive {
      sum += isVerb ? W.verbTo : codes.contains("vs") ? W.suruTo : isAdjective ? W.adjTo : W.otherTo
    } else if isVerb {
      sum += W.bareVerb
    }
    return sum
  }

  /// Whether the sense is a verb's. A noun that takes する (`vs`: 掃除, `cleaning`) is glossed
  /// as a noun, not as a verb; but met through the noun English makes of a verb (説明,
  /// `explanation`, for `explain`), it stands for its verb (説明する), as a verb's sense would.
  var isVerb: Bool {
    partsOfSpeech.split(separator: ",").contains {
      $0.hasPrefix("v") && $0 != "vidx" && ($0 != "vs" || kind == .nominal)
    }
  }

  /// Whether the sense is a noun's (`n`, `n-adv`, `n-t`…), one that takes する among them; a
  /// verb met through the noun English makes of it (説明 for `explain`) is not.
  var isNoun: Bool {
    kind != .nominal && partsOfSpeech.split(separator: ",").contains { $0 == "n" || $0.hasPrefix("n-") }
  }

  /// Whether the sense is an adjective's (`adj-i`, `adj-na`…): `to want` may mean 欲しい. Not
  /// a noun that may take の (`adj-no`: 幻, `dream`) or a word used before a noun (`adj-f`).
  var isAdjective: Bool {
    partsOfSpeech.split(separator: ",").contains { $0.hasPrefix("adj") && !Self.nounLikeAdjectives.contains($0) }
  }

  private static let nounLikeAdjectives: Set<Substring> = ["adj-no", "adj-f"]

  /// Whether the sense is neither a verb's nor a noun's that takes する: what a query with an
  /// infinitive's `to` does not mean (涙, `tear`, for `to tear`).
  var isNotVerbal: Bool {
    !isVerb && !partsOfSpeech.split(separator: ",").contains("vs")
  }

  /// Whether a sense of these parts of speech (JMdict's codes, comma-separated) is one a key
  /// of `form` may meet: a comparative's adjective only an adjective (`summer` is no
  /// comparative of `sum`, 合計); an adverb's adjective only a word that is also an adverb
  /// (突然, `sudden`, for `suddenly`); an inflection's base no sense that is an adjective's
  /// alone, since an English adjective takes no -s, -ing or -ed (`sweets` is no plural of
  /// 甘い's `sweet`, nor `shorts` of 短い's `short`).
  static func admits(_ form: English.LookupKey.Form, _ partsOfSpeech: String) -> Bool {
    switch form {
    case .base:
      return !partsOfSpeech.split(separator: ",").allSatisfy { $0.hasPrefix("adj") && $0 != "adj-no" }
    case .typed, .variant, .plural, .derived: return true
    case .comparative: return partsOfSpeech.split(separator: ",").contains { $0.hasPrefix("adj-") }
    case .adverbial: return partsOfSpeech.split(separator: ",").contains { $0 == "adv" || $0.hasPrefix("adv-") }
    }
  }

  /// Whether the headword is katakana alone: a loanword.
  var isKatakana: Bool {
    headword.unicodeScalars.allSatisfy { (0x30A0...0x30FF).contains($0.value) }
  }

  /// Whether the headword has no letter, only digits and signs (`１００`, `〇`, `○`).
  var isSign: Bool {
    !headword.isEmpty && !Word.hasLetter(headword)
  }

  /// Whether a query's note (``English/hintStems(_:)``, `illne` of `cold (illness)`) names a
  /// sense: a word of its glosses (`illnesses`) or of the name of one of its tags (`humble` of
  /// `hum`) has the stem of one of the note's words. A learner who adds a note says which
  /// sense is meant (風邪, whose sense holds `illnesses`, before 寒い, `cold (e.g. weather)`).
  static func names(_ hints: Set<String>, glosses: String, tags: String) -> Bool {
    guard !hints.isEmpty else { return false }
    if !hints.isDisjoint(with: English.stems(glosses)) { return true }
    return tags.split(separator: ",").contains { code in
      DictionaryTag.named(String(code)).map { !hints.isDisjoint(with: English.stems($0.expansion)) } ?? false
    }
  }

  /// Whether this is a whole-gloss match in the entry's first sense, as typed or as a base
  /// form: a query that also reads as romaji (`see`, `kanji`, `ate`) then means this word
  /// first.
  var isFirstSense: Bool { (kind == .gloss || kind == .open) && sense == 0 }
}
