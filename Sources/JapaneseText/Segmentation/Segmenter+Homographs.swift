extension Segmenter {
  /// What each doubling of an entry's senses is worth against the other entries written in
  /// kana that a kana text reads: their ranks are mostly the frequency of that same kana, and
  /// the one with more senses is the everyday word (なる: 成る, eight senses, before 生る "to
  /// bear fruit", one; いる: 居る before 要る; そう "so" before そう "seeming"), as the search
  /// orders the words of a kana query. A third of a doubling of rank (``Lattice/rankWeight``),
  /// so an entry far more frequent still wins.
  ///
  /// Not for a kanji spelling that entries share, where the word with more senses is as often
  /// the rarer (金 きん "gold" has nine, かね "money" two; 分 ぶん eight, ふん "minute" two), nor
  /// against an entry written in kanji, whose kana are mostly another word (くらい "about", not
  /// 位 "rank", with six senses).
  static let senseWeight = 0.2

  /// What an entry written in kana costs more, met in kanji, beside an entry of that spelling
  /// written so: its rank is the frequency of its kana, which the kanji do not share (彼 is かれ
  /// "he", not あれ "that"). As much as a rank three times lower: a spelling's cost against other
  /// words rises by no more (女王様 stays 女王 + 様, not 女 + 王様).
  static let kanaWordInKanjiCost = 1.0

  /// What an entry met in a spelling that is not its usual one costs more, beside an entry
  /// whose usual spelling it is: its rank is that of its usual spelling, which the variant does
  /// not share (着いた is 着く つく "to arrive", not 履く はく written 着く; 秋 is あき, not 時
  /// とき). As much as a rank about a hundred times lower (``Lattice/rankCost(_:)``), as the
  /// frequency table puts such a spelling a hundred times below the word's usual one
  /// (`Scripts/build-word-frequency.py`).
  static let variantSpellingCost = 4.0

  /// What an entry met in a reading JMdict marks out-dated, rarely used or for search only
  /// costs more (``LexiconEntry/isUnusualReading``), whatever else the text may be: its rank is
  /// that of its usual reading (米 is こめ; よね, once its reading, is not what よね means in
  /// そうだよね). As much as a variant spelling (``variantSpellingCost``): such a reading is as
  /// far from the word's usual one. Without it the reader took Tatoeba's なんだ for 涙 (81
  /// times), および for 指 and くし for 酒.
  static let unusualReadingCost = variantSpellingCost

  /// What each of `entries`, the entries of the text `form`, costs more than its rank says, so
  /// that the everyday one of them is the cheapest: in kanji, an entry written in kanji, and
  /// of those one whose usual spelling it is; in
  /// kana, of the entries written in kana, the one with the most senses; and an entry met in
  /// an unusual reading (``unusualReadingCost``) costs more in any case. No entry costs less
  /// than its rank says, so no other word is made cheaper by the homographs it has.
  static func homographCosts(of entries: [LexiconEntry], form: String) -> [Double] {
    zip(entries, costsAmongHomographs(of: entries, form: form)).map { entry, cost in
      entry.isUnusualReading ? cost + unusualReadingCost : cost
    }
  }

  /// What each of `entries` costs more beside the others written and read as `form`.
  private static func costsAmongHomographs(of entries: [LexiconEntry], form: String) -> [Double] {
    guard entries.count > 1 else { return Array(repeating: 0, count: entries.count) }
    if form.unicodeScalars.contains(where: Kana.isIdeograph) {
      guard entries.contains(where: { !$0.isUsuallyKana }) else { return Array(repeating: 0, count: entries.count) }
      let isSomeonesUsualSpelling = entries.contains { !$0.isUsuallyKana && !$0.isVariantSpelling }
      return entries.map {
        // An entry written in kana met in its ateji, kanji chosen for their sound, is a variant
        // spelling as well (米 is こめ, not メートル).
        if $0.isUsuallyKana {
          return isSomeonesUsualSpelling && $0.isVariantSpelling ? variantSpellingCost : kanaWordInKanjiCost
        }
        return isSomeonesUsualSpelling && $0.isVariantSpelling ? variantSpellingCost : 0
      }
    }
    let senses = entries.map { Lattice.log2(Double(max($0.senses, 1))) }
    let mostSenses = zip(entries, senses).filter { $0.0.isUsuallyKana }.map(\.1).max() ?? 0
    return entries.indices.map { entries[$0].isUsuallyKana ? senseWeight * (mostSenses - senses[$0]) : 0 }
  }
}
