import Testing

@testable import JapaneseText

@Suite struct CompiledRulesTests {
  /// What the rows give as ``Deinflector`` reads them, the reference.
  func reference(_ text: String) -> [Deinflector.Candidate] {
    Deinflector.candidates(of: text, rules: SpokenForms.rulesByLastCharacter, allowingEmptyStem: true)
  }

  @Test func deinflectsAsTheTableReadBackwards() {
    let candidates = SpokenForms.compiled.candidates(of: "べなかった")
    #expect(candidates.first == Deinflector.Candidate(text: "べなかった", classes: [], reasons: []))
    #expect(candidates.contains { $0.text == "べる" && $0.reasons == ["past", "negative"] && $0.classes.contains("v1") })
    // An ending may be all of the text: the kana after the stem 書.
    #expect(SpokenForms.compiled.candidates(of: "いた").contains { $0.text == "く" && $0.reasons == ["past"] })
    #expect(SpokenForms.compiled.candidates(of: "") == reference(""))
  }

  /// Every ending of every form the table makes of words of each class (and the forms of
  /// speech), and a few texts that are no form: the same candidates in the same order.
  @Test func givesWhatTheDeinflectorGives() {
    let words: [(String, Set<String>)] = [
      ("たべる", ["v1"]), ("かく", ["v5"]), ("およぐ", ["v5"]), ("はなす", ["v5"]), ("まつ", ["v5"]), ("しぬ", ["v5"]),
      ("あそぶ", ["v5"]), ("よむ", ["v5"]), ("わかる", ["v5"]), ("かう", ["v5"]), ("いく", ["v5k-s"]),
      ("ある", ["v5", "v5r-i"]), ("おっしゃる", ["v5", "v5aru"]), ("する", ["vs-i"]), ("くる", ["vk"]),
      ("たかい", ["adj-i"]), ("いい", ["adj-i", "adj-ix"]), ("しずか", ["adj-na"]), ("べんきょう", ["vs"]),
      ("くれる", ["v1", "v1-s"]), ("とう", ["v5", "v5u-s"]),
    ]
    var texts: Set<String> = [
      "たべちゃった", "かいとく", "いかなきゃ", "たべちゃだめ", "しらん", "のみながら", "ちまう", "っす", "ん", "ゎ",
      "か\u{3099}", "ぱぴぷぺぽー", "ませんでした",
    ]
    for (word, classes) in words {
      for form in [word] + Deinflector.conjugations(of: word, classes: classes, depth: 2).map(\.text) {
        let characters = Array(form)
        for start in characters.indices where characters.count - start <= 10 {
          texts.insert(String(characters[start...]))
        }
      }
    }
    #expect(texts.count > 1_000)
    for text in texts.sorted() {
      #expect(SpokenForms.compiled.candidates(of: text) == reference(text), "\(text)")
    }
  }

  /// Two sets of classes share a bit exactly when they share a class.
  @Test func givesEachClassABitOfItsOwn() {
    let rules = SpokenForms.compiled
    let classes = ["v1", "v1-s", "v5", "v5k-s", "v5u-s", "v5r-i", "v5aru", "vk", "vs-i", "vs-s", "vs", "vz", "adj-i"]
    for a in classes {
      for b in classes {
        #expect((rules.bits(of: [a]) & rules.bits(of: [b, "adj-na"]) != 0) == (a == b), "\(a) \(b)")
      }
    }
    #expect(rules.bits(of: []) == 0)
    #expect(rules.bits(of: ["n", "prt"]) == 0)
  }

  /// An ending's characters, found fast for plain kana, are the string's own characters.
  @Test func endingsCountCharactersAsStringsDo() {
    let tails = ["たべなかった", "ていました", "か\u{3099}いた", "ゔぁいた", "ちゃった", "ーった", "ゝいた", "🎌した"]
    for tail in tails {
      for candidate in SpokenForms.compiled.candidates(of: tail) {
        let ending = Segmenter.Ending(candidate, of: tail)
        let characters = Array(candidate.text)
        #expect(ending.length == characters.count, "\(tail) \(candidate.text)")
        #expect(ending.shared == Segmenter.sharedPrefixLength(tail, candidate.text), "\(tail) \(candidate.text)")
        #expect(ending.firstScalars == characters.map { $0.unicodeScalars.first! }, "\(tail) \(candidate.text)")
        var offset = 0
        var offsets: [Int] = []
        for character in characters {
          offsets.append(offset)
          offset += character.utf8.count
        }
        #expect(ending.offsets == offsets + [offset], "\(tail) \(candidate.text)")
        #expect(ending.bytes == Array(candidate.text.utf8))
      }
    }
  }

  @Test func knowsTheKanaThatEndAnIchidanStem() {
    #expect(Segmenter.endsIchidanStem("べ") && Segmenter.endsIchidanStem("き") && Segmenter.endsIchidanStem("じ"))
    #expect(!Segmenter.endsIchidanStem("ぶ") && !Segmenter.endsIchidanStem("あ") && !Segmenter.endsIchidanStem("食"))
    // A character of two scalars is compared as a character: し + ゛ is じ, い + ゛ is no kana.
    #expect(Segmenter.endsIchidanStem("し\u{3099}"))
    #expect(!Segmenter.endsIchidanStem("い\u{3099}"))
  }
}
