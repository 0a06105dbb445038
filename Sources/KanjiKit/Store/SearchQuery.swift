/// What the user typed in a search field, classified once for both the kanji and word lists.
///
/// - Text with a kanji in it (`日`, `日本`, `食べ`) searches written forms.
/// - Kana (`にほん`, `ニホン`) searches readings; katakana matches hiragana.
/// - Latin letters search English meanings and, when they spell romaji (`nihon`, `tōkyō`),
///   readings too.
/// - Empty text lists everything.
public struct SearchQuery: Sendable, Hashable {
  /// The text as typed, trimmed.
  public let text: String
  /// Written text to match against forms and kanji literals, or nil.
  public let written: String?
  /// Reading keys to try (long-vowel spellings expanded), or empty.
  public let readings: [String]
  /// Whether the readings may match exactly (false while a romaji syllable is unfinished).
  public let readingsComplete: Bool
  /// English text to match against meanings, or nil.
  public let english: String?

  /// Classifies `text`.
  public init(_ text: String) {
    let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    self.text = trimmed
    var written: String?
    var readings: [String] = []
    var complete = true
    var english: String?
    if trimmed.isEmpty {
      // Everything.
    } else if Kana.isKana(trimmed.filter { $0 != " " }) {
      readings = Romaji.longVowelVariants(of: Kana.key(trimmed))
    } else if trimmed.unicodeScalars.contains(where: Kana.isIdeograph) {
      written = trimmed.filter { $0 != " " }
    } else {
      english = trimmed
      if let conversion = Romaji.kana(from: trimmed) {
        readings = Romaji.longVowelVariants(of: conversion.kana)
        complete = conversion.isComplete
      }
    }
    self.written = written
    self.readings = readings
    self.readingsComplete = complete
    self.english = english
  }

  /// Whether the query is empty and so lists everything.
  public var isEmpty: Bool { text.isEmpty }
}
