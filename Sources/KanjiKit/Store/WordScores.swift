import Foundation

/// The one score that orders word hits: how well the word matched plus how rare it is.
///
/// Lower is better. A word's rarity is `log10(rank + 10)`, its rank being its place in the
/// dictionary's frequency order (``WordFrequency``): the most common words score about 1,
/// the rarest about 5.3. The quality of a match is added in the same unit, so a slightly
/// worse match of a much more common word can win (`kaku`: the reading of 書く and of the
/// rarer 画 and 各 alike; `かいて`: the te-form of 書く over 買い手). The constants are
/// general; nothing here knows a particular word.
struct WordScores {
  /// The query as written, read or glossed exactly.
  static let exact = 0.0
  /// A reading in another long-vowel or particle spelling than typed (`toukyou` ~ `tookyoo`).
  static let respelled = 0.3
  /// A reading that is not the word's first (JMdict lists the usual reading first).
  static let laterReading = 0.4
  /// A reading equal once long vowels are ignored (`kohi` → コーヒー).
  static let loose = 0.9
  /// A dictionary form reached by undoing one inflection; each further one adds `perStep`.
  static let inflectedBase = 1.0
  static let perStep = 0.1
  /// An English gloss that is the first of the first sense.
  static let englishFirst = 0.0
  /// The worst quality still counted as "the first sense" (see `alsoEnglish`).
  static let englishFirstSense = 0.4
  /// A romaji reading of a query that is also an English word matched in a first sense.
  static let alsoEnglish = 1.2
  /// The query as a whole word inside a longer gloss: behind a first-sense gloss of all
  /// but the rarest words, whatever the longer gloss's word's frequency.
  static let englishWholeWord = 3.0
  /// The query as the start of a form or reading (`shinbu` → 新聞).
  static let prefix = 2.0
  /// The query as the start of a word inside a gloss.
  static let englishPrefix = 3.6
  /// A word that contains the kanji typed.
  static let containing = 2.6

  /// A gloss whose last word is the query (`railway station` for `station`).
  static let englishHead = 0.5
  /// A gloss in a later sense than the first, whatever the word's frequency.
  static let englishLaterSense = 2.5

  /// The quality of an English gloss match in sense `sense`, gloss `position` of it
  /// (``DictionaryWriter/headPosition`` and more for a match on the gloss's last word).
  static func english(sense: Int, position: Int) -> Double {
    let head = position >= DictionaryWriter.headPosition ? englishHead : 0
    let place = position % DictionaryWriter.headPosition
    if sense == 0 { return head + (place == 0 ? englishFirst : 0.2 + 0.05 * Double(min(place, 4))) }
    return head + englishLaterSense + 0.2 * Double(min(sense, 5))
  }

  /// The quality of a dictionary form reached by undoing `steps` inflections.
  static func inflected(steps: Int) -> Double {
    inflectedBase + perStep * Double(steps)
  }

  private var best: [Int64: (score: Double, note: String?)] = [:]
  /// Set when a source had more hits than were fetched.
  var isTruncated = false

  /// Records a match of the word of rank `rank`, keeping each word's best.
  mutating func add(_ rank: Int64, _ quality: Double, note: String? = nil) {
    let score = quality + log10(Double(max(rank, 0)) + 10)
    if let old = best[rank], old.score <= score { return }
    best[rank] = (score, note)
  }

  /// The best `limit` words, best first (ties by rank), with their notes.
  func ranked(limit: Int) -> (keys: [Int64], notes: [Int64: String], isTruncated: Bool) {
    let sorted = best.sorted { a, b in a.value.score != b.value.score ? a.value.score < b.value.score : a.key < b.key }
    let kept = sorted.prefix(limit)
    var notes: [Int64: String] = [:]
    for (rank, value) in kept { if let note = value.note { notes[rank] = note } }
    return (kept.map(\.key), notes, sorted.count > limit)
  }
}
