/// The writing system of one character, as segmentation tells text apart.
enum Script: Sendable, Equatable {
  case hiragana, katakana, kanji, digit, latin, space, symbol

  /// The script of `character`, by its first scalar.
  init(_ character: Character) {
    guard let scalar = character.unicodeScalars.first else {
      self = .symbol
      return
    }
    self.init(scalar)
  }

  /// The script of a character whose first scalar is `scalar`.
  init(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x3041...0x309F: self = .hiragana
    case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = scalar.value == 0x30FB ? .symbol : .katakana
    case 0x30...0x39, 0xFF10...0xFF19: self = .digit
    case 0x41...0x5A, 0x61...0x7A, 0xFF21...0xFF3A, 0xFF41...0xFF5A, 0xC0...0x24F: self = .latin
    case 0x09...0x0D, 0x20, 0x3000, 0xA0: self = .space
    default: self = Kana.isIdeograph(scalar) ? .kanji : .symbol
    }
  }

  /// Whether words of the dictionary can start here (not spaces and punctuation).
  var isWordLike: Bool { self != .space && self != .symbol }

  /// Whether a word must not start or end inside a run of this script (`Swift`, `2024`).
  var keepsRunsWhole: Bool { self == .latin || self == .digit }

  /// Whether `character` belongs to the kana before it and never starts a word: a small
  /// kana (ゃ, ぁ, ャ…), the long-vowel mark, a sound mark.
  static func attaches(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return attaches(scalar)
  }

  /// Whether a character whose first scalar is `scalar` belongs to the kana before it.
  static func attaches(_ scalar: Unicode.Scalar) -> Bool {
    // All are kana, half-width kana or sound marks: most text is looked up in no set.
    guard (0x3041...0x31FF).contains(scalar.value) || (0xFF70...0xFF9F).contains(scalar.value) else { return false }
    return attachingScalars.contains(scalar)
  }

  /// Whether `character` is a numeral a counter can follow: a digit or a kanji numeral.
  static func isNumeral(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return isNumeral(scalar, Script(scalar))
  }

  /// Whether a character whose first scalar is `scalar`, of `script`, is a numeral.
  static func isNumeral(_ scalar: Unicode.Scalar, _ script: Script) -> Bool {
    // The kanji numerals are kanji but 〇, a symbol: other scripts are looked up in no set.
    guard script == .digit || script == .kanji || scalar == "〇" else { return false }
    return script == .digit || numeralScalars.contains(scalar)
  }

  private static let attachingScalars = Set("ぁぃぅぇぉゃゅょゎゕゖァィゥェォャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿーｰ゛゜ﾞﾟ".unicodeScalars)
  private static let numeralScalars = Set("〇一二三四五六七八九十百千万億兆幾何数".unicodeScalars)
}
