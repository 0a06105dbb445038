import Testing

@testable import JapaneseText

@Suite struct RomajiTests {
  @Test(arguments: [
    ("nihongo", "にほんご"), ("shi", "し"), ("si", "し"), ("tsu", "つ"), ("tu", "つ"), ("chi", "ち"), ("ti", "ち"),
    ("fu", "ふ"), ("hu", "ふ"), ("ji", "じ"), ("zi", "じ"), ("kitte", "きって"), ("matcha", "まっちゃ"),
    ("kan'i", "かんい"), ("kani", "かに"), ("konnichiha", "こんにちは"), ("shinbun", "しんぶん"),
    ("kanji", "かんじ"), ("toukyou", "とうきょう"), ("tōkyō", "とうきょう"), ("TABERU", "たべる"),
    ("kyou", "きょう"), ("onna", "おんな"), ("sha", "しゃ"), ("sya", "しゃ"), ("ja", "じゃ"), ("zya", "じゃ"),
  ])
  func convertsHepburnAndVariants(romaji: String, kana: String) {
    #expect(Romaji.kana(from: romaji) == Romaji.Conversion(kana: kana, isComplete: true))
  }

  @Test func leavesAnUnfinishedSyllableOut() {
    #expect(Romaji.kana(from: "miz") == Romaji.Conversion(kana: "み", isComplete: false))
    #expect(Romaji.kana(from: "tabe") == Romaji.Conversion(kana: "たべ", isComplete: true))
    #expect(Romaji.kana(from: "sh") == nil)
  }

  @Test func refusesWhatIsNotRomaji() {
    #expect(Romaji.kana(from: "xqz") == nil)
    #expect(Romaji.kana(from: "l") == nil)
    #expect(Romaji.kana(from: "") == nil)
  }

  @Test func longVowelsMatchEitherSpelling() {
    let variants = Romaji.longVowelVariants(of: "とおきょお")
    #expect(variants.first == "とおきょお")
    #expect(variants.contains("とうきょう"))
    #expect(Romaji.longVowelVariants(of: "せんせい").contains("せんせえ"))
    #expect(Romaji.longVowelVariants(of: "みず") == ["みず"])
  }
}

@Suite struct RomajiAsTypedTests {
  @Test(arguments: [
    ("shimbun", "しんぶん"), ("semmon", "せんもん"), ("sampo", "さんぽ"), ("kin'en", "きんえん"),
    ("konnichiwa", "こんにちわ"), ("syasin", "しゃしん"), ("tyotto", "ちょっと"), ("hudi", "ふぢ"),
    ("tookyoo", "とおきょお"), ("kōhī", "こうひい"), ("ko\u{304}hi\u{304}", "こうひい"), ("onnna", "おんな"),
  ])
  func convertsWhatPeopleType(romaji: String, kana: String) {
    #expect(Romaji.kana(from: romaji)?.kana == kana)
  }

  @Test func particlesMayBeWrittenAsPronounced() {
    #expect(Romaji.particleVariants(of: "こんにちわ").contains("こんにちは"))
    #expect(Romaji.particleVariants(of: "みず") == ["みず"])
  }

  @Test(arguments: [
    ("しんぶん", "shinbun"), ("コーヒー", "koohii"), ("きっぷ", "kippu"), ("きんえん", "kin'en"),
    ("ちょっと", "chotto"), ("じしょ", "jisho"), ("つくえ", "tsukue"),
  ])
  func spellsKanaInHepburn(kana: String, romaji: String) {
    #expect(Romaji.romaji(fromKana: kana) == romaji)
  }
}
