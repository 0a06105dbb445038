/// Kana classification and the normalised reading keys that search compares.
///
/// Readings are compared as *keys*: hiragana (katakana folded onto it), the long-vowel
/// mark `ー` spelled out as the vowel it lengthens, and KANJIDIC2's okurigana dot and affix
/// dash removed. So `コーヒー` and `こおひい` meet, and `た.べる` is found by `たべる`.
public enum Kana {
  /// Whether `scalar` is hiragana, katakana or the long-vowel mark.
  public static func isKana(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF: return true
    default: return false
    }
  }

  /// Whether every scalar of `text` is kana (and `text` is not empty).
  public static func isKana(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy(isKana)
  }

  /// Whether `text` is written in katakana (the long-vowel mark and `・` allowed), and not empty.
  public static func isKatakana(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { (0x30A1...0x30FF).contains($0.value) }
  }

  /// Whether `scalar` is a CJK ideograph (including the iteration mark `々` and `〆`).
  public static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3005, 0x3006, 0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0x20000...0x3FFFF:
      return true
    default: return false
    }
  }

  /// `text` with katakana folded onto hiragana; other characters are kept.
  public static func hiragana(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if (0x30A1...0x30F6).contains(scalar.value), let folded = Unicode.Scalar(scalar.value - 0x60) {
        scalars.append(folded)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// The search key of a reading: hiragana, `ー` spelled out, `.` and `-` removed.
  public static func key(_ reading: String) -> String {
    var scalars = String.UnicodeScalarView()
    var lastVowel: Unicode.Scalar?
    for scalar in hiragana(reading).unicodeScalars {
      switch scalar {
      case ".", "-", "・", " ": continue
      case "ー":
        if let vowel = lastVowel { scalars.append(vowel) } else { scalars.append(scalar) }
      default:
        scalars.append(scalar)
        lastVowel = vowels[scalar] ?? (scalar == "ん" || scalar == "っ" ? lastVowel : nil)
      }
    }
    return String(scalars)
  }

  /// The loose key of a reading, which ignores what romaji typists leave out or spell
  /// differently: long vowels (`こおひい`, `こうひ` and `こひ` all give `こひ`), `ぢ`/`じ`,
  /// `づ`/`ず` and `を`/`お`. Matching on it finds `コーヒー` from `kohi`.
  public static func looseKey(_ key: String) -> String {
    var scalars = String.UnicodeScalarView()
    var lastVowel: Unicode.Scalar?
    for scalar in key.unicodeScalars {
      let folded: Unicode.Scalar
      switch scalar {
      case "ぢ": folded = "じ"
      case "づ": folded = "ず"
      case "を": folded = "お"
      default: folded = scalar
      }
      if let last = lastVowel, lengthens(last, with: folded) { continue }
      scalars.append(folded)
      lastVowel = vowels[folded]
    }
    return String(scalars)
  }

  /// Whether `vowel` written after a syllable ending in `last` only lengthens it.
  private static func lengthens(_ last: Unicode.Scalar, with vowel: Unicode.Scalar) -> Bool {
    switch (last, vowel) {
    case ("あ", "あ"), ("い", "い"), ("う", "う"), ("え", "え"), ("え", "い"), ("お", "お"), ("お", "う"): return true
    default: return false
    }
  }

  /// The stem of a kun reading: the part before the okurigana dot, affix dashes removed.
  public static func stem(_ reading: String) -> String {
    let beforeDot =
      reading.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      .first.map(String.init) ?? reading
    return key(beforeDot)
  }

  /// The vowel (`あいうえお`) that ends a hiragana syllable, for spelling out `ー`.
  static let vowels: [Unicode.Scalar: Unicode.Scalar] = {
    let rows: [(Unicode.Scalar, String)] = [
      ("あ", "あぁかがさざただなはばぱまやゃらわゎ"),
      ("い", "いぃきぎしじちぢにひびぴみりゐ"),
      ("う", "うぅゔくぐすずつづぬふぶぷむゆゅる"),
      ("え", "えぇけげせぜてでねへべぺめれゑ"),
      ("お", "おぉこごそぞとどのほぼぽもよょろを"),
    ]
    var table: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (vowel, syllables) in rows {
      for scalar in syllables.unicodeScalars { table[scalar] = vowel }
    }
    return table
  }()
}
