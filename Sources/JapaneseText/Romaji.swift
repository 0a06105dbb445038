/// Romaji to hiragana, for searching readings by typing Latin letters.
///
/// Accepts Hepburn and the common Kunrei/Nihon-shiki variants (`shi`/`si`, `tsu`/`tu`,
/// `chi`/`ti`, `fu`/`hu`, `ji`/`zi`), doubled consonants for `っ` (`kitte`, `matcha`),
/// `n'`/`nn` for `ん`, `m` for `ん` before b, m and p (`shimbun`), and long vowels written
/// `ou`, `oo` or with a macron or circumflex (`ō`, `ô`). As-you-type input is welcome: a trailing unfinished syllable (`miz`) is left
/// out of the kana and reported by ``Conversion/isComplete``.
public enum Romaji {
  /// The result of converting romaji.
  public struct Conversion: Sendable, Equatable {
    /// The hiragana for the complete syllables typed.
    public var kana: String
    /// False when trailing letters were the start of a syllable not yet finished.
    public var isComplete: Bool
  }

  /// Converts `text` to hiragana, or returns nil when it is not romaji
  /// (contains letters or symbols that no syllable spells, or no syllable at all).
  public static func kana(from text: String) -> Conversion? {
    var input: [Character] = []
    for character in text.lowercased() {
      if let vowel = macrons[character] {
        input.append(vowel)
        input.append(vowel == "o" ? "u" : vowel == "e" ? "i" : vowel)
      } else if character == "-" || character == " " {
        continue
      } else {
        input.append(character)
      }
    }
    var kana = ""
    var index = 0
    while index < input.count {
      let character = input[index]
      if character == "'" {
        index += 1
        continue
      }
      let next = index + 1 < input.count ? input[index + 1] : nil
      if character == "m", let next, "bmp".contains(next) {
        // Hepburn's ん before b, m and p (`shimbun`, `semmon`, `sampo`).
        kana += "ん"
        index += 1
        continue
      }
      if character == "n", next.map({ !isVowelOrY($0) }) ?? true {
        // ん: `n` at the end, before a consonant, before `'`, or doubled (`nn`) unless the
        // second `n` starts the next syllable (`konnichiha`).
        let after = index + 2 < input.count ? input[index + 2] : nil
        kana += "ん"
        if next == "'" || (next == "n" && !(after.map(isVowelOrY) ?? false)) {
          index += 2
        } else {
          index += 1
        }
        continue
      }
      if let match = longestSyllable(in: input, at: index) {
        kana += match.kana
        index += match.length
        continue
      }
      if let next, next == character, consonants.contains(character) {
        kana += "っ"
        index += 1
        continue
      }
      if character == "t", next == "c" {
        kana += "っ"
        index += 1
        continue
      }
      if isUnfinished(Array(input[index...])) {
        return kana.isEmpty ? nil : Conversion(kana: kana, isComplete: false)
      }
      return nil
    }
    return kana.isEmpty ? nil : Conversion(kana: kana, isComplete: true)
  }

  /// The spellings a reading search should try for `kana`: long `o` and `e` written either
  /// way (`おう`/`おお`, `えい`/`ええ`), at most `limit` of them, `kana` itself first.
  public static func longVowelVariants(of kana: String, limit: Int = 8) -> [String] {
    var results = [kana]
    let scalars = Array(kana.unicodeScalars)
    for index in scalars.indices.dropFirst() where results.count < limit {
      guard let vowel = Kana.vowels[scalars[index - 1]] else { continue }
      let current = scalars[index]
      let swapped: Unicode.Scalar?
      switch (vowel, current) {
      case ("お", "う"): swapped = "お"
      case ("お", "お"): swapped = "う"
      case ("え", "い"): swapped = "え"
      case ("え", "え"): swapped = "い"
      default: swapped = nil
      }
      guard let swapped else { continue }
      let extra = results.map { variant -> String in
        var variantScalars = Array(variant.unicodeScalars)
        variantScalars[index] = swapped
        var view = String.UnicodeScalarView()
        view.append(contentsOf: variantScalars)
        return String(view)
      }
      results.append(contentsOf: extra.prefix(limit - results.count))
    }
    return results
  }

  /// `kana` and its spellings with particles written as pronounced changed to their kana:
  /// a final `わ` or `え` may be `は` or `へ` (`konnichiwa` → `こんにちは`), `お` may be `を`.
  public static func particleVariants(of kana: String) -> [String] {
    var results = [kana]
    for (spoken, written) in [("わ", "は"), ("え", "へ"), ("お", "を")] where kana.count > 1 && kana.hasSuffix(spoken) {
      results.append(String(kana.dropLast()) + written)
    }
    return results
  }

  /// `kana` in Hepburn romaji, for showing a reading to someone who typed romaji:
  /// `しんぶん` → `shinbun`, `コーヒー` → `koohii`, `きっぷ` → `kippu`, `きんえん` → `kin'en`.
  public static func romaji(fromKana kana: String) -> String {
    let scalars = Array(Kana.key(kana))
    var result = ""
    var index = 0
    var doubleNext = false
    while index < scalars.count {
      let character = scalars[index]
      if character == "っ" {
        doubleNext = true
        index += 1
        continue
      }
      if character == "ん" {
        let next = index + 1 < scalars.count ? spelling[String(scalars[index + 1])] ?? "" : ""
        result += next.first.map { "aiueoy".contains($0) } == true ? "n'" : "n"
        index += 1
        continue
      }
      let pair = index + 1 < scalars.count ? String(scalars[index...index + 1]) : nil
      let (syllable, length) =
        pair.flatMap { spelling[$0].map { ($0, 2) } } ?? (spelling[String(character)] ?? String(character), 1)
      if doubleNext, let first = syllable.first, first != "a", !"aiueo".contains(first) {
        result += first == "c" ? "t" : String(first)
      }
      doubleNext = false
      result += syllable
      index += length
    }
    return result
  }

  /// Kana to romaji: Hepburn spellings where the table has several.
  private static let spelling: [String: String] = {
    let preferred: Set<String> = [
      "shi", "chi", "tsu", "fu", "ji", "sha", "shu", "sho", "cha", "chu", "cho", "ja", "ju", "jo", "wo", "zu",
    ]
    var table: [String: String] = [:]
    for (romaji, kana) in syllables.sorted(by: { $0.key < $1.key }) {
      guard let old = table[kana] else {
        table[kana] = romaji
        continue
      }
      let better =
        preferred.contains(romaji) && !preferred.contains(old)
        || (preferred.contains(romaji) == preferred.contains(old) && romaji.count < old.count)
      if better { table[kana] = romaji }
    }
    table["を"] = "o"
    table["ぢ"] = "ji"
    table["づ"] = "zu"
    return table
  }()

  // MARK: - Table

  private static func longestSyllable(in input: [Character], at index: Int) -> (kana: String, length: Int)? {
    for length in stride(from: min(4, input.count - index), through: 1, by: -1) {
      if let kana = syllables[String(input[index..<index + length])] {
        return (kana, length)
      }
    }
    return nil
  }

  private static func isVowelOrY(_ character: Character) -> Bool {
    "aiueoy".contains(character)
  }

  private static func isUnfinished(_ rest: [Character]) -> Bool {
    let text = String(rest)
    return syllables.keys.contains { $0.hasPrefix(text) && $0 != text }
  }

  private static let consonants: Set<Character> = Set("bcdfghjkmpqrstvwxyz")

  private static let macrons: [Character: Character] = [
    "ā": "a", "ī": "i", "ū": "u", "ē": "e", "ō": "o",
    "â": "a", "î": "i", "û": "u", "ê": "e", "ô": "o",
  ]

  private static let syllables: [String: String] = {
    var table: [String: String] = [
      "a": "あ", "i": "い", "u": "う", "e": "え", "o": "お",
      "shi": "し", "si": "し", "chi": "ち", "ti": "ち", "tsu": "つ", "tu": "つ",
      "fu": "ふ", "hu": "ふ", "ji": "じ", "zi": "じ", "di": "ぢ", "du": "づ", "dzu": "づ",
      "wa": "わ", "wi": "うぃ", "we": "うぇ", "wo": "を", "ya": "や", "yu": "ゆ", "yo": "よ",
      "ye": "いぇ",
      "fa": "ふぁ", "fi": "ふぃ", "fe": "ふぇ", "fo": "ふぉ",
      "va": "ゔぁ", "vi": "ゔぃ", "vu": "ゔ", "ve": "ゔぇ", "vo": "ゔぉ",
      "sha": "しゃ", "shu": "しゅ", "sho": "しょ", "she": "しぇ",
      "sya": "しゃ", "syu": "しゅ", "syo": "しょ",
      "cha": "ちゃ", "chu": "ちゅ", "cho": "ちょ", "che": "ちぇ",
      "tya": "ちゃ", "tyu": "ちゅ", "tyo": "ちょ", "cya": "ちゃ", "cyu": "ちゅ", "cyo": "ちょ",
      "ja": "じゃ", "ju": "じゅ", "jo": "じょ", "je": "じぇ",
      "zya": "じゃ", "zyu": "じゅ", "zyo": "じょ", "jya": "じゃ", "jyu": "じゅ", "jyo": "じょ",
      "thi": "てぃ", "dhi": "でぃ", "twu": "とぅ", "dwu": "どぅ",
    ]
    let rows: [(String, String)] = [
      ("k", "かきくけこ"), ("g", "がぎぐげご"), ("s", "さ_すせそ"), ("z", "ざ_ずぜぞ"),
      ("t", "た__てと"), ("d", "だ__でど"), ("n", "なにぬねの"), ("h", "はひ_へほ"),
      ("b", "ばびぶべぼ"), ("p", "ぱぴぷぺぽ"), ("m", "まみむめも"), ("r", "らりるれろ"),
    ]
    for (consonant, kana) in rows {
      for (vowel, syllable) in zip("aiueo", kana) where syllable != "_" {
        table[consonant + String(vowel)] = String(syllable)
      }
    }
    let youon: [(String, String)] = [
      ("ky", "き"), ("gy", "ぎ"), ("ny", "に"), ("hy", "ひ"), ("by", "び"), ("py", "ぴ"),
      ("my", "み"), ("ry", "り"), ("dy", "ぢ"),
    ]
    for (prefix, i) in youon {
      table[prefix + "a"] = i + "ゃ"
      table[prefix + "u"] = i + "ゅ"
      table[prefix + "o"] = i + "ょ"
    }
    return table
  }()
}
