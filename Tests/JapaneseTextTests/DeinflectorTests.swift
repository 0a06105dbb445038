import Foundation
import Testing

@testable import JapaneseText

@Suite struct DeinflectorTests {
  /// An inflected form, the dictionary form it comes from, that word's EDICT part of
  /// speech, and the inflections undone (outermost first).
  @Test(arguments: [
    ("食べた", "食べる", "v1", ["past"]),
    ("たべます", "たべる", "v1", ["polite"]),
    ("食べませんでした", "食べる", "v1", ["polite past negative"]),
    ("食べなかった", "食べる", "v1", ["past", "negative"]),
    ("食べさせられなかった", "食べる", "v1", ["past", "negative", "potential or passive", "causative"]),
    ("食べている", "食べる", "v1", ["progressive", "te"]),
    ("食べてる", "食べる", "v1", ["progressive", "te"]),
    ("食べています", "食べる", "v1", ["polite", "progressive", "te"]),
    ("食べたい", "食べる", "v1", ["want"]),
    ("食べれば", "食べる", "v1", ["provisional"]),
    ("食べよう", "食べる", "v1", ["volitional"]),
    ("食べろ", "食べる", "v1", ["imperative"]),
    ("書いて", "書く", "v5k", ["te"]),
    ("泳いだ", "泳ぐ", "v5g", ["past"]),
    ("話しました", "話す", "v5s", ["polite past"]),
    ("待った", "待つ", "v5t", ["past"]),
    ("死んだ", "死ぬ", "v5n", ["past"]),
    ("遊んで", "遊ぶ", "v5b", ["te"]),
    ("飲んだ", "飲む", "v5m", ["past"]),
    ("買わない", "買う", "v5u", ["negative"]),
    ("帰ろう", "帰る", "v5r", ["volitional"]),
    ("行った", "行く", "v5k-s", ["past"]),
    ("書ける", "書く", "v5k", ["potential"]),
    ("書かれる", "書く", "v5k", ["passive"]),
    ("書かせる", "書く", "v5k", ["causative"]),
    ("書かされる", "書く", "v5k", ["causative passive"]),
    ("書け", "書く", "v5k", ["imperative"]),
    ("来ました", "来る", "vk", ["polite past"]),
    ("こない", "くる", "vk", ["negative"]),
    ("しました", "する", "vs-i", ["polite past"]),
    ("勉強した", "勉強", "vs", ["past", "suru verb"]),
    ("高くない", "高い", "adj-i", ["negative"]),
    ("おいしかった", "おいしい", "adj-i", ["past"]),
    ("高くなかった", "高い", "adj-i", ["past", "negative"]),
    ("高くて", "高い", "adj-i", ["te"]),
    ("高ければ", "高い", "adj-i", ["provisional"]),
    ("高さ", "高い", "adj-i", ["noun"]),
    ("高そう", "高い", "adj-i", ["seems"]),
    ("静かだった", "静か", "adj-na", ["past"]),
    ("静かじゃありませんでした", "静か", "adj-na", ["polite past negative"]),
    ("静かなら", "静か", "adj-na", ["provisional"]),
    ("食べるな", "食べる", "v1", ["negative imperative"]),
    ("なかった", "ある", "v5r-i", ["past", "negative"]),
    ("問うた", "問う", "v5u-s", ["past"]),
    ("くださいます", "くださる", "v5aru", ["polite"]),
    ("いらっしゃい", "いらっしゃる", "v5aru", ["imperative"]),
    ("くれ", "くれる", "v1-s", ["imperative"]),
    ("よくなかった", "いい", "adj-ix", ["past", "negative"]),
    ("よさそう", "いい", "adj-ix", ["seems"]),
    ("高かったです", "高い", "adj-i", ["polite past"]),
    ("愛さない", "愛する", "vs-s", ["negative"]),
    ("愛せる", "愛する", "vs-s", ["potential"]),
    ("信じなかった", "信ずる", "vz", ["past", "negative"]),
    ("来させる", "来る", "vk", ["causative"]),
    ("達しない", "達する", "vs-s", ["negative"]),
    ("達せられる", "達する", "vs-s", ["potential"]),
    ("達しよう", "達する", "vs-s", ["volitional"]),
    ("これる", "くる", "vk", ["potential"]),
    ("来れる", "来る", "vk", ["potential"]),
    ("食べなさそう", "食べる", "v1", ["seems", "negative"]),
    ("仕方がなさそう", "仕方がない", "adj-i", ["seems"]),
    ("高くなさそう", "高い", "adj-i", ["seems", "negative"]),
    ("高かろう", "高い", "adj-i", ["presumptive"]),
  ])
  func undoesInflections(inflected: String, base: String, partOfSpeech: String, reasons: [String]) {
    let found = Deinflector.candidates(of: inflected).filter {
      $0.text == base && $0.fits(partsOfSpeech: [partOfSpeech])
    }
    #expect(found.contains { $0.reasons == reasons }, "\(inflected) → \(found.map(\.reasons))")
  }

  /// くれる is no form of 来る, and a form a class does not use finds no word of it.
  @Test func findsNoFormAClassDoesNotUse() {
    #expect(!Deinflector.candidates(of: "くれる").contains { $0.text == "くる" && $0.fits(partsOfSpeech: ["vk"]) })
    for form in ["くれられる", "くれさせる", "くれたい"] {
      #expect(
        !Deinflector.candidates(of: form).contains { $0.text == "くれる" && $0.fits(partsOfSpeech: ["v1-s"]) }, "\(form)")
    }
    #expect(!Deinflector.candidates(of: "あれる").contains { $0.text == "ある" && $0.fits(partsOfSpeech: ["v5r-i"]) })
  }

  /// The general rows undo endings an irregular word does not take: its own rows give its
  /// forms (くる's negative is こない, ある's ない, いい's よくない, 問う's 問うた).
  @Test(arguments: [
    ("くない", "くる", "vk"), ("くた", "くる", "vk"), ("くて", "くる", "vk"), ("くます", "くる", "vk"),
    ("くよう", "くる", "vk"), ("あらない", "ある", "v5r-i"), ("いくて", "いい", "adj-ix"),
    ("いくない", "いい", "adj-ix"), ("問った", "問う", "v5u-s"), ("くださります", "くださる", "v5aru"),
  ])
  func findsNoIrregularWordByTheGeneralRows(inflected: String, base: String, partOfSpeech: String) {
    let found = Deinflector.candidates(of: inflected).filter {
      $0.text == base && $0.fits(partsOfSpeech: [partOfSpeech])
    }
    #expect(found.isEmpty, "\(inflected) → \(found.map(\.reasons))")
  }

  /// Each of those words is still found by its own forms, and a word with a regular class
  /// beside the irregular one by that class's forms.
  @Test(arguments: [
    ("こない", "くる", "vk"), ("きた", "くる", "vk"), ("来ない", "来る", "vk"), ("ない", "ある", "v5r-i"),
    ("あった", "ある", "v5r-i"), ("よくない", "いい", "adj-ix"), ("問うた", "問う", "v5u-s"),
    ("くださいます", "くださる", "v5aru"), ("くれない", "くれる", "v1-s"),
  ])
  func findsAnIrregularWordByItsOwnForms(inflected: String, base: String, partOfSpeech: String) {
    #expect(
      Deinflector.candidates(of: inflected).contains { $0.text == base && $0.fits(partsOfSpeech: [partOfSpeech]) },
      "\(inflected)")
  }

  @Test func keepsTheTextAsTypedFirst() {
    #expect(Deinflector.candidates(of: "新聞").first?.text == "新聞")
    #expect(Deinflector.candidates(of: "新聞").first?.reasons == [])
  }

  @Test func doesNotFitTheWrongClass() {
    let candidates = Deinflector.candidates(of: "食べた").filter { $0.text == "食べる" }
    #expect(candidates.allSatisfy { !$0.fits(partsOfSpeech: ["adj-i"]) })
  }

  @Test func conjugatesForwardWithTheSameTable() {
    let forms = Deinflector.conjugations(of: "食べる", class: "v1")
    #expect(forms.contains { $0.text == "食べなかった" && $0.reasons == ["past", "negative"] })
    #expect(forms.contains { $0.text == "食べます" && $0.reasons == ["polite"] })
    #expect(Deinflector.conjugations(of: "書く", class: "v5").contains { $0.text == "書いた" })
  }

  @Test func longAndOddInputStaysFinite() {
    let long = String(repeating: "なかった", count: 2_500)
    #expect(Deinflector.candidates(of: long).count < 10_000)
    #expect(Deinflector.candidates(of: "").count == 1)
    #expect(Deinflector.candidates(of: "😀た").contains { $0.text == "😀る" })
  }

  @Test func notesReadOutermostFirst() {
    #expect(Deinflector.note(["past", "negative"], of: "食べる") == "past, negative of 食べる")
  }
}
