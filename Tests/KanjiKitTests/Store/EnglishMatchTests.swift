import Foundation
import JapaneseText
import Testing

@testable import KanjiKit

/// The ranking rules of English matches, each as two matches of words equally frequent: the
/// fitted weights must keep every rule the issue names.
@Suite struct EnglishMatchTests {
  private func gloss(sense: Int = 0, gloss: Int = 0, _ change: (inout EnglishMatch) -> Void = { _ in }) -> EnglishMatch
  {
    var match = EnglishMatch(kind: .gloss)
    match.sense = sense
    match.gloss = gloss
    match.partsOfSpeech = "n"
    match.headword = "犬"
    match.isCommon = true
    match.translation = 0
    change(&match)
    return match
  }

  /// What ``WordScores`` ranks a word by: the match's quality and the word's frequency.
  private func score(_ match: EnglishMatch, rank: Int64) -> Double {
    var ranked = match
    ranked.rank = rank
    return ranked.quality + log10(Double(rank) + 10)
  }

  /// `to carry`: 運ぶ, whose first gloss it is, before 持つ, far commoner, whose third gloss it
  /// is; among the commonest words a gloss's place tells more than their frequency.
  @Test func amongTheCommonestWordsAFirstGlossBeatsALaterOneOfACommonerWord() {
    #expect(score(gloss(), rank: 300) < score(gloss(gloss: 2), rank: 30))
  }

  /// Past the commonest words frequency counts in full: a word ten times as frequent wins with
  /// its second gloss.
  @Test func pastTheCommonestWordsFrequencyStillDecides() {
    #expect(score(gloss(gloss: 1), rank: 5_000) < score(gloss(), rank: 50_000))
  }

  /// `to get off`: 降りる, common, whose second sense's second gloss it is, before 乗り捨てる,
  /// six times rarer and not common, whose first gloss it is. The full dictionary has many
  /// such rare words; the weights are fitted on it too.
  @Test func aCommonWordsLaterSenseBeatsTheFirstGlossOfARareWord() {
    #expect(score(gloss(sense: 1, gloss: 1), rank: 5_000) < score(gloss { $0.isCommon = false }, rank: 30_000))
  }

  @Test func aWholeGlossOfAnEarlySenseBeatsWordsOfALongerGloss() {
    var word = gloss()
    word.kind = .word
    var prefix = gloss()
    prefix.kind = .prefix
    #expect(gloss().quality < word.quality)
    #expect(gloss(sense: 1, gloss: 1).quality < word.quality)
    #expect(gloss(sense: 1, gloss: 1).quality < prefix.quality)
  }

  @Test func anEarlierSenseAndGlossComeFirst() {
    #expect(gloss().quality < gloss(gloss: 1).quality)
    #expect(gloss(gloss: 1).quality < gloss(gloss: 3).quality)
    #expect(gloss().quality < gloss(sense: 1).quality)
    #expect(gloss(sense: 1).quality < gloss(sense: 3).quality)
  }

  @Test func aQueryAsTypedBeatsItsBaseFormOrOtherSpelling() {
    #expect(gloss().quality < gloss { $0.form = .variant }.quality)
    #expect(gloss().quality < gloss { $0.form = .comparative }.quality)
    #expect(gloss().quality < gloss { $0.form = .adverbial }.quality)
    #expect(gloss().quality < gloss { $0.form = .plural }.quality)
  }

  /// `explain` of 説明's `explanation` is a guess: a gloss that is the query comes first.
  @Test func aQueryAsTypedBeatsTheVerbANounWasMadeOf() {
    #expect(
      gloss { $0.partsOfSpeech = "n,vs" }.quality
        < gloss {
          $0.kind = .nominal
          $0.partsOfSpeech = "n,vs"
        }.quality)
  }

  /// 説明, met by `explain` for `to explain`, stands for 説明する: the infinitive's `to`
  /// counts for it as for a verb, and its absence against it (`arrive`: 着く before 到着).
  @Test func aNounMetByItsVerbStandsForTheVerb() {
    let noun = gloss {
      $0.kind = .nominal
      $0.partsOfSpeech = "n,vs"
      $0.infinitive = true
    }
    let verb = gloss {
      $0.kind = .nominal
      $0.partsOfSpeech = "v5k"
      $0.infinitive = true
    }
    #expect(noun.quality == verb.quality)
    let bare = gloss {
      $0.kind = .nominal
      $0.partsOfSpeech = "n,vs"
    }
    #expect(abs(bare.quality - noun.quality - (EnglishWeights.bareVerb - EnglishWeights.verbTo)) < 1e-9)
  }

  @Test func aKeyMadeOfTheQueryMeetsOnlyTheSensesItCanMean() {
    #expect(EnglishMatch.admits(.comparative, "adj-i"))
    #expect(!EnglishMatch.admits(.comparative, "n,vs"))
    #expect(EnglishMatch.admits(.adverbial, "adj-na,adv,n"))
    #expect(!EnglishMatch.admits(.adverbial, "adj-na"))
    #expect(EnglishMatch.admits(.variant, "n"))
    // `sweets` is no plural of 甘い's `sweet`: an English adjective takes no -s, -ing or -ed.
    #expect(!EnglishMatch.admits(.base, "adj-i"))
    #expect(!EnglishMatch.admits(.base, "adj-na"))
    #expect(EnglishMatch.admits(.base, "adj-na,n"))
    #expect(EnglishMatch.admits(.base, "adj-no"))
    #expect(EnglishMatch.admits(.base, "v5r,vi"))
  }

  @Test func aCommonWordBeatsAnotherAndANativeWordALoanword() {
    #expect(gloss().quality < gloss { $0.isCommon = false }.quality)
    #expect(gloss().quality < gloss { $0.headword = "ドッグ" }.quality)
  }

  /// A prefix or suffix is never better than a word. The fit keeps the weight at zero or
  /// above; with the translations known it is zero: translators seldom write 大 for `big`,
  /// which the store's tests check (`big`).
  @Test func aPrefixOrSuffixIsNeverBetterThanAWord() {
    #expect(gloss().quality <= gloss { $0.partsOfSpeech = "pref" }.quality)
    #expect(gloss().quality <= gloss { $0.partsOfSpeech = "n-suf" }.quality)
  }

  @Test func aSenseInUseBeatsAnArchaicOne() {
    let verb = gloss { $0.partsOfSpeech = "v5k,vt" }
    #expect(
      verb.quality
        < gloss {
          $0.partsOfSpeech = "v5k"
          $0.tags = "arch"
        }.quality)
    #expect(
      verb.quality
        < gloss {
          $0.partsOfSpeech = "v5k"
          $0.tags = "obs"
        }.quality)
  }

  @Test func anInfinitiveMeansAVerb() {
    let verb = gloss {
      $0.partsOfSpeech = "v1,vt"
      $0.infinitive = true
    }
    let noun = gloss { $0.infinitive = true }
    #expect(verb.quality < noun.quality)
  }

  /// A particle or interjection is never better than another word (`listen`: 聞く, not ね,
  /// in the store's tests); as for affixes, the translations now do what the weight did.
  @Test func aParticleIsNeverBetterThanAnotherWord() {
    #expect(gloss().quality <= gloss { $0.partsOfSpeech = "prt" }.quality)
    #expect(gloss().quality <= gloss { $0.partsOfSpeech = "int" }.quality)
  }

  /// A word translators write for the query beats one they seldom write for it, a rank ten
  /// times as frequent aside (`arm`: 腕 before 手, 126 and 7 of 289 sentences).
  @Test func aWordTranslatorsWriteBeatsACommonerOneTheySeldomWrite() {
    let often = gloss { $0.translation = log10(0.44) }
    let seldom = gloss { $0.translation = log10(0.025) }
    #expect(score(often, rank: 1_500) < score(seldom, rank: 150))
  }

  /// `nothing`: 何も, whose fourth gloss it is, before ０ (`zero; nought; nil`, its second sense
  /// `nothing`), a numeral in digits whose frequency counts every 0 written in text. A sign
  /// comes after a common word glossed so, however late the gloss and rare the word.
  @Test func aNumeralInDigitsComesAfterAWordGlossedSo() {
    let zero = gloss(sense: 1) { $0.headword = "０" }
    #expect(score(gloss(sense: 5, gloss: 5), rank: 40_000) < score(zero, rank: 10))
  }

  @Test(arguments: [("１００", true), ("〇", true), ("○", true), ("百", false), ("ＡＴＭ", false), ("Ｔシャツ", false)])
  func aSignHasNoLetter(headword: String, isSign: Bool) {
    #expect(gloss { $0.headword = headword }.isSign == isSign)
  }

  /// `dangerous`: 危ない before やばい, a little more frequent, whose first sense is colloquial.
  @Test func aPlainSenseBeatsAColloquialOne() {
    #expect(gloss().quality < gloss { $0.tags = "col" }.quality)
    #expect(gloss().quality < gloss { $0.tags = "sl" }.quality)
  }

  /// `cold (illness)`: 風邪, whose sense holds `illnesses`, before 寒い, `cold (e.g. weather)`,
  /// a little more frequent.
  @Test func aSenseTheQuerysNoteNamesComesFirst() {
    #expect(gloss { $0.isHinted = true }.quality < gloss().quality)
    let illness = English.hintStems("cold (illness)")
    #expect(EnglishMatch.names(illness, glosses: "(common) cold\u{1F}influenza\u{1F}respiratory illnesses", tags: ""))
    #expect(!EnglishMatch.names(illness, glosses: "cold (e.g. weather)", tags: ""))
    // A note names a tag by the name the program gives it: `hum` is `humble (kenjougo) language`.
    #expect(EnglishMatch.names(English.hintStems("(humble) to say"), glosses: "to say\u{1F}to be called", tags: "hum"))
    #expect(!EnglishMatch.names([], glosses: "illness", tags: ""))
  }

  /// `fly (insect)`: 蠅, whose gloss the note names, before 飛ぶ, far commoner: a sense the
  /// note does not name comes behind every one it names, as a longer gloss's words do.
  @Test func aSenseTheNoteDoesNotNameComesAfterOneItNames() {
    let named = gloss {
      $0.isHinted = true
      $0.isCommon = false
    }
    let unnamed = gloss {
      $0.isUnnamed = true
      $0.partsOfSpeech = "v5b"
    }
    #expect(score(named, rank: 50_000) < score(unnamed, rank: 100))
  }

  /// `fishing`: 釣り, glossed so, before 魚 met by `fish`, the base form `fishing` was read
  /// as: a match of a base form, comparative or adverb counts less beside a gloss typed whole.
  @Test func aWordTypedWholeBeatsTheWordItMayBeMadeOf() {
    for form in [English.LookupKey.Form.base, .comparative, .adverbial] {
      let aside = gloss {
        $0.form = form
        $0.isAside = true
      }
      #expect(gloss { $0.form = form }.quality < aside.quality, "\(form)")
    }
    #expect(gloss { $0.form = .base }.quality == gloss { $0.form = .variant }.quality)
  }

  /// `to wrap`: 包む's `to wrap up` is met without its `up`, behind a gloss that is the query.
  @Test func aPhrasalVerbsParticleAsideCountsLess() {
    let phrasal = gloss {
      $0.kind = .phrasal
      $0.partsOfSpeech = "v5m"
    }
    #expect(gloss { $0.partsOfSpeech = "v5m" }.quality < phrasal.quality)
    #expect(phrasal.isVerb)
  }

  /// What a query with `to` does not mean: a sense of neither a verb nor a noun that takes
  /// する (涙 `tear` for `to tear`; 掃除 `cleaning` stands for 掃除する).
  @Test func aNounIsNotVerbalButANounThatTakesSuruIs() {
    #expect(gloss().isNotVerbal)
    #expect(gloss { $0.partsOfSpeech = "adj-i" }.isNotVerbal)
    #expect(!gloss { $0.partsOfSpeech = "v1,vt" }.isNotVerbal)
    #expect(!gloss { $0.partsOfSpeech = "n,vs,vt" }.isNotVerbal)
    #expect(!gloss { $0.partsOfSpeech = "n,vs" }.isVerb)
    #expect(
      gloss {
        $0.partsOfSpeech = "n,vs"
        $0.kind = .nominal
      }.isVerb)
  }

  /// `to dream`: 夢見る before 夢. A noun's sense beside a verb's gloss of a `to` query comes
  /// behind every verb glossed so, as a longer gloss's words do; an adjective's is no noun's.
  @Test func aNounBesideAVerbComesAfterIt() {
    let noun = gloss {
      $0.infinitive = true
      $0.isNounBesideAVerb = true
    }
    let verb = gloss {
      $0.infinitive = true
      $0.partsOfSpeech = "v1"
      $0.isCommon = false
    }
    #expect(score(verb, rank: 50_000) < score(noun, rank: 100))
    #expect(gloss { $0.partsOfSpeech = "adj-i" }.isAdjective)
    #expect(gloss { $0.partsOfSpeech = "adj-na,n" }.isAdjective)
    #expect(!gloss { $0.partsOfSpeech = "n,adj-no" }.isAdjective)
  }

  @Test func onlyAWholeGlossOfTheFirstSenseIsTheFirstSense() {
    #expect(gloss().isFirstSense)
    #expect(!gloss(sense: 1).isFirstSense)
    #expect(gloss { $0.form = .variant }.isFirstSense)
    #expect(!gloss { $0.kind = .nominal }.isFirstSense)
    #expect(!gloss { $0.kind = .word }.isFirstSense)
    #expect(gloss { $0.kind = .open }.isFirstSense)
  }
}
