import Foundation
import Testing

@testable import JapaneseText

@Suite struct ConjugationTableTests {
  /// A word, its code, and some rows as `label: affirmative / negative`.
  @Test(arguments: [
    (
      "食べる", "v1",
      [
        "present: 食べる / 食べない", "polite: 食べます / 食べません", "past: 食べた / 食べなかった",
        "polite past: 食べました / 食べませんでした", "te-form: 食べて / 食べなくて", "potential: 食べられる / 食べられない",
        "passive: 食べられる / 食べられない", "causative: 食べさせる / 食べさせない",
        "causative passive: 食べさせられる / 食べさせられない", "volitional: 食べよう / -", "polite volitional: 食べましょう / -",
        "imperative: 食べろ / 食べるな", "conditional (ba): 食べれば / 食べなければ", "conditional (tara): 食べたら / 食べなかったら",
      ]
    ),
    (
      "書く", "v5k",
      [
        "polite: 書きます / 書きません", "past: 書いた / 書かなかった", "te-form: 書いて / 書かなくて", "potential: 書ける / 書けない",
        "passive: 書かれる / 書かれない", "causative: 書かせる / 書かせない", "causative passive: 書かせられる / 書かせられない",
        "volitional: 書こう / -", "imperative: 書け / 書くな", "conditional (ba): 書けば / 書かなければ",
      ]
    ),
    ("行く", "v5k-s", ["past: 行った / 行かなかった", "te-form: 行って / 行かなくて", "conditional (tara): 行ったら / 行かなかったら"]),
    (
      "する", "vs-i",
      [
        "present: する / しない", "polite: します / しません", "past: した / しなかった", "potential: できる / できない",
        "passive: される / されない", "causative: させる / させない", "imperative: しろ / するな", "volitional: しよう / -",
        "conditional (ba): すれば / しなければ",
      ]
    ),
    (
      "くる", "vk",
      [
        "present: くる / こない", "polite: きます / きません", "past: きた / こなかった", "te-form: きて / こなくて",
        "potential: こられる / こられない", "causative: こさせる / こさせない", "volitional: こよう / -", "imperative: こい / くるな",
        "conditional (ba): くれば / こなければ",
      ]
    ),
    ("来る", "vk", ["present: 来る / 来ない", "polite: 来ます / 来ません", "imperative: 来い / 来るな"]),
    ("勉強", "vs", ["present: 勉強する / 勉強しない", "past: 勉強した / 勉強しなかった", "potential: 勉強できる / 勉強できない"]),
    (
      "達する", "vs-s",
      [
        "present: 達する / 達しない", "polite: 達します / 達しません", "past: 達した / 達しなかった", "potential: 達せられる / 達せられない",
        "volitional: 達しよう / -", "conditional (ba): 達すれば / 達しなければ", "imperative: 達しろ / 達するな",
      ]
    ),
    ("信ずる", "vz", ["present: 信ずる / 信じない", "past: 信じた / 信じなかった", "conditional (ba): 信ずれば / 信じなければ"]),
    ("ある", "v5r-i", ["present: ある / ない", "past: あった / なかった", "polite: あります / ありません"]),
    ("有る", "v5r-i", ["present: 有る / 無い"]),
    ("問う", "v5u-s", ["past: 問うた / 問わなかった", "te-form: 問うて / 問わなくて", "polite: 問います / 問いません"]),
    (
      "くださる", "v5aru",
      ["polite: くださいます / くださいません", "imperative: ください / くださるな", "past: くださった / くださらなかった"]
    ),
    ("いらっしゃる", "v5aru", ["polite: いらっしゃいます / いらっしゃいません"]),
    ("くれる", "v1-s", ["past: くれた / くれなかった", "imperative: くれ / くれるな"]),
    ("呉れる", "v1-s", ["imperative: 呉れ / 呉れるな", "te-form: 呉れて / 呉れなくて"]),
    ("ない", "nai", ["present: ない / -", "past: なかった / -", "seems (sou): なさそう / -", "presumptive: なかろう / -"]),
    ("仕方がない", "nai", ["te-form: 仕方がなくて / -", "seems (sou): 仕方がなさそう / -"]),
    (
      "高い", "adj-i",
      [
        "present: 高い / 高くない", "polite: 高いです / 高くないです", "past: 高かった / 高くなかった",
        "polite past: 高かったです / 高くなかったです", "te-form: 高くて / 高くなくて", "adverb: 高く / 高くなく",
        "conditional (ba): 高ければ / 高くなければ", "conditional (tara): 高かったら / 高くなかったら",
        "presumptive: 高かろう / 高くなかろう", "noun (sa): 高さ / -",
        "seems (sou): 高そう / -",
      ]
    ),
    (
      "いい", "adj-ix",
      [
        "present: いい / よくない", "polite: いいです / よくないです", "past: よかった / よくなかった", "te-form: よくて / よくなくて",
        "conditional (ba): よければ / よくなければ", "seems (sou): よさそう / -",
      ]
    ),
    ("格好いい", "adj-ix", ["past: 格好よかった / 格好よくなかった"]),
    ("良い", "adj-i", ["past: 良かった / 良くなかった"]),
    (
      "綺麗", "adj-na",
      [
        "present: 綺麗だ / 綺麗じゃない", "polite: 綺麗です / 綺麗じゃありません", "past: 綺麗だった / 綺麗じゃなかった",
        "polite past: 綺麗でした / 綺麗じゃありませんでした", "te-form: 綺麗で / 綺麗じゃなくて",
        "conditional (ba): 綺麗なら / 綺麗じゃなければ", "conditional (tara): 綺麗だったら / 綺麗じゃなかったら",
        "before a noun: 綺麗な / -", "adverb: 綺麗に / -",
      ]
    ),
  ])
  func conjugates(word: String, code: String, expected: [String]) throws {
    let table = try #require(ConjugationTable.make(word, code: code))
    let rows = table.rows.map {
      "\($0.label): \($0.affirmative?.text ?? "-") / \($0.negative?.text ?? "-")"
    }
    for row in expected { #expect(rows.contains(row), "\(row) not in \(rows)") }
  }

  /// Rows a class does not use are left out of its table.
  @Test(arguments: [
    ("くれる", "v1-s", ["potential", "passive", "causative", "causative passive", "want (tai)"]),
    ("ある", "v5r-i", ["potential", "passive", "causative", "causative passive"]),
    ("くださる", "v5aru", ["potential", "passive", "causative", "causative passive", "want (tai)"]),
    ("高い", "adj-i", ["volitional"]),
  ])
  func leavesOutTheRowsAClassDoesNotUse(word: String, code: String, absent: [String]) throws {
    let labels = try #require(ConjugationTable.make(word, code: code)).rows.map(\.label)
    for label in absent { #expect(!labels.contains(label), "\(word) has a \(label) row") }
  }

  @Test func aNaiAdjectiveHasNoNegative() throws {
    let table = try #require(ConjugationTable.make("ない", code: "nai"))
    #expect(table.rows.allSatisfy { $0.negative == nil })
    #expect(ConjugationTable.of(headword: "仕方がない", forms: ["仕方が無い"], readings: [], codes: ["adj-i"])?.code == "nai")
    #expect(ConjugationTable.of(headword: "少ない", forms: [], readings: ["すくない"], codes: ["adj-i"])?.code == "adj-i")
  }

  @Test func theMostSpecificRowWins() {
    let kuru = Deinflector.conjugations(of: "くる", classes: ["vk"], depth: 1).map(\.text)
    #expect(kuru.contains("きます") && !kuru.contains("くます"))
    let aru = Deinflector.conjugations(of: "ある", classes: ["v5", "v5r-i"], depth: 1).map(\.text)
    #expect(aru.contains("ない") && !aru.contains("あらない") && aru.contains("あります"))
    let ii = Deinflector.conjugations(of: "いい", classes: ["adj-i", "adj-ix"], depth: 1).map(\.text)
    #expect(ii.contains("よくない") && !ii.contains("いくない"))
  }
}
