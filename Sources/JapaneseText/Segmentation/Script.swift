/// The writing system of one character, as segmentation tells text apart.
enum Script: Sendable, Equatable {
  case hiragana, katakana, kanji, digit, latin, space, symbol

  /// The script of `character`, by its first scalar.
  init(_ character: Character) {
    guard let scalar = character.unicodeScalars.first else {
      self = .symbol
      return
    }
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
    return attachingScalars.contains(scalar)
  }

  /// Whether `character` is a numeral a counter can follow: a digit or a kanji numeral.
  static func isNumeral(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return Script(character) == .digit || numeralScalars.contains(scalar)
  }

  private static let attachingScalars = Set("ぁぃぅぇぉゃゅょゎゕゖァィゥェォャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿーｰ゛゜ﾞﾟ".unicodeScalars)
  private static let numeralScalars = Set("〇一二三四五六七八九十百千万億兆幾何数".unicodeScalars)
}
