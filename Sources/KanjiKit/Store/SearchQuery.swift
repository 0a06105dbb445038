import JapaneseText

/// What the user typed in a search field, classified once for both the kanji and word lists.
///
/// - Text with a kanji in it (`日`, `日本`, `食べ`), or kana beside Latin letters or digits
///   (`Tシャツ`), searches written forms, its letters and digits full-width (`Ｔシャツ`).
/// - Kana (`にほん`, `ニホン`) searches readings; katakana matches hiragana.
/// - Latin letters search English meanings and, when they spell romaji (`nihon`, `tōkyō`),
///   readings too.
/// - Empty text lists everything.
/// - Only the first ``maximumLength`` characters count, so pasted pages stay fast; control
///   characters are dropped.
public struct SearchQuery: Sendable, Hashable {
  /// The most characters of a query that are searched.
  public static let maximumLength = 64

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
  /// The query as one hiragana key, to deinflect (`たべた`, from kana or complete romaji),
  /// or nil.
  public let kana: String?
  /// Whether the readings come from romaji (the query then reads as English too).
  public var isRomaji: Bool { english != nil && !readings.isEmpty }

  /// Classifies `text`.
  public init(_ text: String) {
    // Control characters (an escape pasted or passed on the command line) are dropped: they
    // match nothing and must not reach the screen in the header that repeats the query.
    var visible = String.UnicodeScalarView()
    for scalar in text.unicodeScalars.prefix(Self.maximumLength * 4) where scalar.properties.generalCategory != .control
    {
      visible.append(scalar == "\t" ? " " : scalar)
    }
    // Trimmed by looking at its two ends: the same text built through reversed views made
    // the runtime instantiate their nested generic types by name, 1.9 M instructions of every
    // start (the app classifies the empty query of each list).
    let limited = String(visible).prefix(Self.maximumLength)
    let start = limited.firstIndex { !$0.isWhitespace } ?? limited.endIndex
    let end = limited[start...].lastIndex { !$0.isWhitespace }.map(limited.index(after:)) ?? start
    let trimmed = String(limited[start..<end])
    self.text = trimmed
    var written: String?
    var readings: [String] = []
    var complete = true
    var english: String?
    var kana: String?
    if trimmed.isEmpty {
      // Everything.
    } else if Kana.isKana(trimmed.filter { $0 != " " }) {
      let key = Kana.key(trimmed)
      readings = Romaji.longVowelVariants(of: key)
      kana = key
    } else if trimmed.unicodeScalars.contains(where: Self.isJapaneseOrWide) {
      // Kanji, or kana beside Latin letters or digits (`Tシャツ`): a written form, whose
      // letters and digits JMdict writes full-width (Ｔシャツ, ３月, Ｘ線).
      written = FullWidth.widened(trimmed.filter { $0 != " " })
    } else {
      english = trimmed
      if let conversion = Romaji.kana(from: trimmed) {
        readings = Romaji.particleVariants(of: conversion.kana).flatMap { Romaji.longVowelVariants(of: $0, limit: 4) }
        complete = conversion.isComplete
        if complete { kana = conversion.kana }
      }
    }
    self.written = written
    self.readings = readings
    self.readingsComplete = complete
    self.english = english
    self.kana = kana
  }

  /// Whether `scalar` is kanji, kana or a full-width letter, digit or sign: text with one is
  /// Japanese written, not English.
  private static func isJapaneseOrWide(_ scalar: Unicode.Scalar) -> Bool {
    Kana.isIdeograph(scalar) || Kana.isKana(scalar) || FullWidth.isWide(scalar)
  }

  /// Whether the query is empty and so lists everything.
  public var isEmpty: Bool { text.isEmpty }
}
