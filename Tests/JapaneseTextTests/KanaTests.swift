import Testing

@testable import JapaneseText

@Suite struct KanaTests {
  @Test func foldsKatakanaOntoHiragana() {
    #expect(Kana.hiragana("カタカナ") == "かたかな")
    #expect(Kana.hiragana("漢字とカナ") == "漢字とかな")
  }

  @Test(arguments: [
    ("た.べる", "たべる"), ("-か", "か"), ("コーヒー", "こおひい"), ("ラーメン", "らあめん"), ("ニチ", "にち"),
  ])
  func keyRemovesMarksAndSpellsOutLongVowels(reading: String, key: String) {
    #expect(Kana.key(reading) == key)
  }

  @Test func stemIsTheKunReadingBeforeTheOkurigana() {
    #expect(Kana.stem("た.べる") == "た")
    #expect(Kana.stem("-び") == "び")
    #expect(Kana.stem("ひ") == "ひ")
  }

  @Test func classifiesKanaAndIdeographs() {
    #expect(Kana.isKana("にほんゴー"))
    #expect(!Kana.isKana("日本"))
    #expect(!Kana.isKana(""))
    #expect("𠮟".unicodeScalars.allSatisfy(Kana.isIdeograph))
    #expect(!"a".unicodeScalars.allSatisfy(Kana.isIdeograph))
  }
}

@Suite struct KanaLooseKeyTests {
  @Test(arguments: [
    ("こおひい", "こひ"), ("こうひい", "こひ"), ("こひ", "こひ"), ("とうきょう", "ときょ"), ("ときょ", "ときょ"),
    ("せんせい", "せんせ"), ("はなぢ", "はなじ"), ("みかづき", "みかずき"),
  ])
  func ignoresLongVowelsAndOldSpellings(key: String, loose: String) {
    #expect(Kana.looseKey(key) == loose)
  }

  @Test func knowsKatakana() {
    #expect(Kana.isKatakana("コーヒー"))
    #expect(!Kana.isKatakana("こーひー"))
    #expect(!Kana.isKatakana(""))
  }
}
