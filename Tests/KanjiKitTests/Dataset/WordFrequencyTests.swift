import Foundation
import Testing

@testable import KanjiKit

@Suite struct WordFrequencyTests {
  let table = WordFrequency(text: "# comment\n電気\tでんき\t779\n伝記\tでんき\t494\n\tコーヒー\t683\nbad line\n")

  @Test func scoresEachSpellingAndSkipsBadLines() {
    #expect(table.count == 3)
    #expect(table.score(form: "電気", reading: "でんき") == 779)
    #expect(table.score(form: "電気", reading: "でんぎ") == 0)
  }

  @Test func aWordScoresItsBestSpelling() {
    #expect(table.score(forms: ["伝記", "電気"], readings: ["でんき"]) == 779)
    #expect(table.score(forms: [], readings: ["コーヒー"]) == 683)
    // A kana-only row is not lent to a word with a written form read the same way.
    #expect(table.score(forms: ["珈琲"], readings: ["コーヒー"]) == 0)
  }

  @Test func theShippedTableRanksCommonWordsFirst() throws {
    let shipped = try #require(try WordFrequency.bundled())
    #expect(shipped.count > 50_000)
    #expect(shipped.score(form: "電気", reading: "でんき") > shipped.score(form: "伝記", reading: "でんき"))
    #expect(shipped.score(form: "今日", reading: "きょう") > shipped.score(form: "京", reading: "きょう"))
  }

  @Test func theShippedTableSharesASpellingAmongItsReadings() throws {
    // wordfreq counts 空 once for all its readings; naist-jdic's word costs share it out.
    let shipped = try #require(try WordFrequency.bundled())
    #expect(shipped.score(form: "空", reading: "そら") > shipped.score(form: "空", reading: "から"))
    #expect(shipped.score(form: "空", reading: "から") > shipped.score(form: "空", reading: "うつお"))
    #expect(shipped.score(form: "本", reading: "ほん") > shipped.score(form: "本", reading: "もと"))
    // きょう and こんにち are readings of one entry "today": the same frequency.
    #expect(shipped.score(form: "今日", reading: "きょう") == shipped.score(form: "今日", reading: "こんにち"))
    // One word's readings are not words of their own: naist-jdic reads 日本人 にっぽんじん, and
    // the word keeps that reading's frequency under にほんじん, its usual one, too.
    #expect(shipped.score(form: "日本人", reading: "にほんじん") >= shipped.score(form: "日本人", reading: "にっぽんじん"))
    #expect(shipped.score(form: "日本人", reading: "にほんじん") > shipped.score(form: "日本中", reading: "にっぽんじゅう"))
  }

  @Test func theShippedTableSharesASpellingAmongItsUsesInText() throws {
    // wordfreq counts 者 in 研究者 as the word 者; MeCab's tagging of Tatoeba says it is
    // the suffix しゃ four times as often as the word もの "person".
    let shipped = try #require(try WordFrequency.bundled())
    #expect(shipped.score(form: "者", reading: "しゃ") > shipped.score(form: "者", reading: "もの"))
    #expect(shipped.score(form: "人", reading: "ひと") > shipped.score(form: "人", reading: "じん"))
    // A kana-only particle or interjection no longer has every use of its kana: もの and それ
    // in text are the nouns 物 and 其れ written in kana.
    #expect(shipped.score(form: "物", reading: "もの") > shipped.score(form: "", reading: "もの"))
    #expect(shipped.score(form: "其れ", reading: "それ") > shipped.score(form: "", reading: "それ"))
    // A spelling that is not a suffix keeps its frequency whole: 後 あと "after".
    #expect(shipped.score(form: "後", reading: "あと") >= 650)
  }

  @Test func anotherWordsUsualSpellingIsARareVariant() throws {
    // 着く is 着く つく's own spelling, and an unmarked variant of 履く はく.
    let shipped = try #require(try WordFrequency.bundled())
    #expect(shipped.score(form: "着く", reading: "はく") <= shipped.score(form: "着く", reading: "つく") - 150)
    #expect(shipped.score(form: "秋", reading: "とき") <= shipped.score(form: "秋", reading: "あき") - 150)
  }

  @Test func aCompoundTextUsesWholeHasItsPartsFrequency() throws {
    // wordfreq's tokenizer splits 電子レンジ and ゆで卵; Tatoeba's sentences use them whole, so
    // they are counted by their parts, at the bundled bar (200) or above.
    let shipped = try #require(try WordFrequency.bundled())
    #expect(shipped.score(form: "電子レンジ", reading: "でんしレンジ") >= 200)
    #expect(shipped.score(form: "また明日", reading: "またあした") >= 200)
    // Still below the words they are made of.
    #expect(shipped.score(form: "電子レンジ", reading: "でんしレンジ") < shipped.score(form: "電子", reading: "でんし"))
    // A compound of common parts that text does not use keeps no count (誕生仏, a statue of
    // the infant Buddha), and a past tense is no word 待った "wait!".
    #expect(shipped.score(form: "誕生仏", reading: "たんじょうぶつ") == 0)
    #expect(shipped.score(form: "待った", reading: "まった") == 0)
  }

  @Test func ranksEdictWordsByFrequencyThenCommonness() throws {
    var edict = try Fixtures.sources.loadEdict()
    let plain = edict.rankedGroups().map { edict.word(at: $0).headword }
    edict.frequencies = WordFrequency(
      text: plain.reversed().enumerated().map { "\($1)\t\t\($0 + 1)" }.joined(separator: "\n"))
    #expect(edict.rankedGroups().count == plain.count)
  }
}
